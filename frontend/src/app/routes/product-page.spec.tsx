import { renderRoute } from '../../test/render-route';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogApi, fetchedPaths } from '../../test/catalog-fixtures';
import { jsonResponse, restoreFetch, stubFetch, stubResponse } from '../../test/fetch-stub';

const PROTECTION_NOTICE = 'Images are protected and cannot be downloaded';

afterEach(() => {
  restoreFetch();
  jest.useRealTimers();
});

describe('product page', () => {
  it('shows the breadcrumb, title, rounded discounted price, description, delivery notes and details', async () => {
    stubFetch(catalogApi());
    renderRoute('/product/1/monsoon-reverie');

    expect(await screen.findByRole('heading', { level: 1, name: 'Monsoon Reverie' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect((await within(breadcrumb).findByRole('link', { name: 'Contemporary Collection' })).getAttribute('href')).toBe(
      '/collection/contemporary',
    );

    // The base configuration's price from the server: 90% of ₹195 is ₹175.50, shown rounded to whole rupees.
    expect(await screen.findByText('₹176')).toBeTruthy();
    expect(screen.getByText('₹195').closest('s')).not.toBeNull();
    expect(screen.getByText('Soft washes of rain-grey and jade drift across the canvas.')).toBeTruthy();

    const notes = screen.getAllByRole('list', { name: 'Shipping and returns' })[0];
    expect(within(notes).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Free shipping within India',
      'Ships in 3-5 business days',
      '30-day returns',
    ]);

    const details = screen.getByRole('tabpanel', { name: 'Details' });
    for (const text of ['Aanya Kapoor', '2021', 'Contemporary Abstract', 'Landscape', 'Museum-Grade Canvas, Fine Art Paper']) {
      expect(within(details).getByText(text)).toBeTruthy();
    }
    expect(within(details).getByText(/defective or damaged goods/)).toBeTruthy();
  });

  it('switches the details tabs with a click and with the arrow, Home and End keys, one tab in the tab order', async () => {
    stubFetch(catalogApi());
    renderRoute('/product/1');

    const details = await screen.findByRole('tab', { name: 'Details' });
    const shipping = screen.getByRole('tab', { name: 'Shipping & Returns' });
    const shown = () => screen.getByRole('tabpanel').getAttribute('aria-labelledby');
    const selected = () => [details, shipping].map((tab) => [tab.getAttribute('aria-selected'), tab.tabIndex]);
    expect(selected()).toEqual([
      ['true', 0],
      ['false', -1],
    ]);
    expect(shown()).toBe(details.id);
    expect(details.getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);

    details.focus();
    fireEvent.keyDown(details, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(shipping);
    expect(selected()).toEqual([
      ['false', -1],
      ['true', 0],
    ]);
    expect(within(screen.getByRole('tabpanel', { name: 'Shipping & Returns' })).getByRole('link', { name: 'shipping policy' })).toBeTruthy();

    // The ends wrap round.
    fireEvent.keyDown(shipping, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(details);
    fireEvent.keyDown(details, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(shipping);
    fireEvent.keyDown(shipping, { key: 'Home' });
    expect(shown()).toBe(details.id);
    fireEvent.keyDown(details, { key: 'End' });
    expect(shown()).toBe(shipping.id);

    fireEvent.click(details);
    expect(shown()).toBe(details.id);
  });

  it('opens from the product card link without a slug', async () => {
    stubFetch(catalogApi());
    renderRoute('/product/8');

    expect(await screen.findByRole('heading', { level: 1, name: 'Royal Peacock Durbar' })).toBeTruthy();
    expect(await screen.findByText('₹1,125')).toBeTruthy();
  });

  it('switches the large image with the thumbnails', async () => {
    stubFetch(catalogApi());
    renderRoute('/product/1');

    const main = await screen.findByRole('img', { name: 'Monsoon Reverie by Aanya Kapoor' });
    expect(main.getAttribute('src')).toBe('/media/products/monsoon-reverie/artwork.webp');
    expect(main.getAttribute('loading')).toBe('eager');

    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));

    const room = screen.getByRole('img', { name: 'Monsoon Reverie, view 3' });
    expect(room.getAttribute('src')).toBe('/media/products/monsoon-reverie/room.webp');
    expect(room.getAttribute('width')).toBe('1600');
    expect(room.getAttribute('height')).toBe('1067');
  });

  it('blocks right-click and save or copy shortcuts on the artwork with a two-second notice', async () => {
    stubFetch(catalogApi());
    renderRoute('/product/1');
    const image = await screen.findByRole('img', { name: 'Monsoon Reverie by Aanya Kapoor' });
    jest.useFakeTimers();

    const rightClick = fireEvent.contextMenu(image);

    expect(rightClick).toBe(false); // the browser menu was prevented
    expect(screen.getByText(PROTECTION_NOTICE)).toBeTruthy();

    act(() => {
      jest.advanceTimersByTime(1900);
    });
    expect(screen.getByText(PROTECTION_NOTICE)).toBeTruthy();
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(screen.queryByText(PROTECTION_NOTICE)).toBeNull();

    for (const key of ['s', 'c', 'p', 'u']) {
      expect(fireEvent.keyDown(document, { key, ctrlKey: true })).toBe(false);
    }
    expect(fireEvent.keyDown(document, { key: 'S', metaKey: true, shiftKey: true })).toBe(false);
    expect(screen.getByText(PROTECTION_NOTICE)).toBeTruthy();

    expect(fireEvent.dragStart(image)).toBe(false);
    // Other shortcuts keep working.
    expect(fireEvent.keyDown(document, { key: 'f', ctrlKey: true })).toBe(true);
  });

  it('suggests related products', async () => {
    stubFetch(catalogApi());
    renderRoute('/product/7');

    const section = await screen.findByRole('region', { name: 'You Might Also Like' });
    const titles = await within(section).findAllByRole('heading', { level: 3 });
    expect(titles).toHaveLength(4);
  });

  it('says so when there are no related products', async () => {
    stubFetch(catalogApi({ related: () => jsonResponse([]) }));
    renderRoute('/product/7');

    const section = await screen.findByRole('region', { name: 'You Might Also Like' });
    expect(await within(section).findByText('No related products found.')).toBeTruthy();
  });

  it('hides the related section entirely when it cannot be loaded', async () => {
    const fetchMock = stubFetch(
      catalogApi({ related: () => stubResponse('', { status: 500, statusText: 'Internal Server Error' }) }),
    );
    renderRoute('/product/7');

    await screen.findByRole('heading', { level: 1, name: 'Banyan Chronicles' });
    await waitFor(() => expect(fetchedPaths(fetchMock)).toContain('/api/products/7/related'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'You Might Also Like' })).toBeNull());
    expect(screen.queryByText('No related products found.')).toBeNull();
  });

  it('answers an unknown product with Product Not Found and a way home', async () => {
    stubFetch(catalogApi());
    renderRoute('/product/999/no-such-art');

    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeTruthy();
    expect(screen.getByText("The product you're looking for doesn't exist or has been removed.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('treats an id that is not a number as a missing product, without asking the server', async () => {
    const fetchMock = stubFetch(catalogApi());
    renderRoute('/product/monsoon-reverie');

    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeTruthy();
    expect(fetchedPaths(fetchMock).filter((path) => path.startsWith('/api/products'))).toEqual([]);
  });

  it('explains any other failure and offers to try again', async () => {
    stubFetch(async () => stubResponse('catalog service unavailable', { status: 503, statusText: 'Service Unavailable' }));
    renderRoute('/product/1');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('503: catalog service unavailable')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
