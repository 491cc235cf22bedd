import { renderRoute } from '../../../test/render-route';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogApi, fetchedPaths } from '../../../test/catalog-fixtures';
import { restoreFetch, stubFetch } from '../../../test/fetch-stub';

afterEach(restoreFetch);

async function openSearch() {
  fireEvent.click(await screen.findByRole('button', { name: 'Search products' }));
  const dialog = await screen.findByRole('dialog', { name: 'Search Products' });
  return { dialog, box: within(dialog).getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement };
}

describe('search dialog', () => {
  it('fetches the products only once it is opened, and invites the shopper to type', async () => {
    const fetchMock = stubFetch(catalogApi());
    renderRoute('/no-such-page');
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    expect(fetchedPaths(fetchMock)).not.toContain('/api/products');

    const { dialog, box } = await openSearch();

    expect(box.getAttribute('placeholder')).toBe('Search for art and decor...');
    expect(within(dialog).getByText('Start typing to search for products')).toBeTruthy();
    expect(within(dialog).getByText('Search by product name, description, or tags')).toBeTruthy();
    await waitFor(() => expect(fetchedPaths(fetchMock)).toContain('/api/products'));
  });

  it('puts the cursor in the search box', async () => {
    stubFetch(catalogApi());
    renderRoute('/no-such-page');

    const { box } = await openSearch();

    await waitFor(() => expect(document.activeElement).toBe(box));
  });

  it('lists matching products with first image, title, description and price, linking to each', async () => {
    stubFetch(catalogApi());
    renderRoute('/no-such-page');
    const { dialog, box } = await openSearch();

    fireEvent.change(box, { target: { value: 'PEACOCK' } });

    const results = await within(dialog).findByRole('list', { name: 'Search results' });
    const items = within(results).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    const result = within(items[0]).getByRole('link');
    expect(result.getAttribute('href')).toBe('/product/8/royal-peacock-durbar');
    expect(within(result).getByRole('heading', { name: 'Royal Peacock Durbar' })).toBeTruthy();
    expect(within(result).getByText(/Mughal-miniature-inspired peacock/)).toBeTruthy();
    expect(within(result).getByText('₹1,250')).toBeTruthy();
    expect(result.querySelector('img')?.getAttribute('src')).toBe('/media/products/royal-peacock-durbar/artwork.webp');
  });

  it('matches artists and styles too, showing every match', async () => {
    stubFetch(catalogApi());
    renderRoute('/no-such-page');
    const { dialog, box } = await openSearch();

    fireEvent.change(box, { target: { value: 'traditional' } });

    const results = await within(dialog).findByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Banyan Chronicles',
      'Royal Peacock Durbar',
    ]);

    fireEvent.change(box, { target: { value: 'lalita' } });
    await waitFor(() =>
      expect(within(dialog).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
        'Banyan Chronicles',
      ]),
    );
  });

  it('says so when nothing matches, and clears back to the start', async () => {
    stubFetch(catalogApi());
    renderRoute('/no-such-page');
    const { dialog, box } = await openSearch();

    fireEvent.change(box, { target: { value: 'zebra' } });

    expect(await within(dialog).findByText('No products found matching "zebra"')).toBeTruthy();
    expect(within(dialog).getByText('Try a different search term or browse our collections')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear search' }));

    expect(box.value).toBe('');
    expect(within(dialog).getByText('Start typing to search for products')).toBeTruthy();
  });

  it('closes and opens the product when a result is chosen', async () => {
    stubFetch(catalogApi());
    const { router } = renderRoute('/no-such-page');
    const { dialog, box } = await openSearch();

    fireEvent.change(box, { target: { value: 'monsoon' } });
    fireEvent.click(await within(dialog).findByRole('link', { name: /Monsoon Reverie/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/product/1/monsoon-reverie');
  });
});
