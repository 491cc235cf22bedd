import { renderRoute } from '../../test/render-route';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogApi, makeProduct, queriesTo, sampleProducts } from '../../test/catalog-fixtures';
import { jsonResponse, restoreFetch, stubFetch, stubResponse } from '../../test/fetch-stub';

afterEach(restoreFetch);

/** Titles of the product cards on screen, in order, once they are there. */
async function cardTitles(): Promise<string[]> {
  const cards = await screen.findAllByRole('article');
  return cards.map((card) => within(card).getByRole('heading').textContent ?? '');
}

/** Twenty Contemporary products, ids 101-120, priced 101 to 120 rupees. */
const manyProducts = [
  ...sampleProducts,
  ...Array.from({ length: 20 }, (_, index) =>
    makeProduct({ id: 101 + index, title: `Study ${101 + index}`, basePrice: 101 + index, categoryId: 2 }),
  ),
];

describe('collection page', () => {
  it('shows the breadcrumb, title, description, count and the category products, featured first', async () => {
    stubFetch(catalogApi());
    renderRoute('/collection/contemporary');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contemporary Collection' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(breadcrumb).getByText('Contemporary Collection')).toBeTruthy();

    await screen.findByText('Modern and trendy pieces');
    expect(await screen.findByText('Showing 1–6 of 6 products')).toBeTruthy();
    expect(await cardTitles()).toEqual([
      'Monsoon Reverie',
      'Marigold Geometry',
      'Saffron Horizon',
      'Indigo Tides',
      'Quiet Courtyard',
      'Urban Raga',
    ]);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('featured');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('asks the server for one page of the category, in the chosen order', async () => {
    const fetchMock = stubFetch(catalogApi());
    renderRoute('/collection/contemporary');
    await screen.findByText('Showing 1–6 of 6 products');

    expect(queriesTo(fetchMock, '/api/products')).toEqual([{ category: 'contemporary', sort: 'featured', page: '1', limit: '9' }]);
  });

  it('lists every product under /collection/all, asking for no category', async () => {
    const fetchMock = stubFetch(catalogApi());
    renderRoute('/collection/all');

    expect(await screen.findByRole('heading', { level: 1, name: 'All Collection' })).toBeTruthy();
    expect(await screen.findByText('Showing 1–8 of 8 products')).toBeTruthy();
    expect(queriesTo(fetchMock, '/api/products')).toEqual([{ sort: 'featured', page: '1', limit: '9' }]);
  });

  it('counts and pages by the total the server reports, not by the cards it sent', async () => {
    const page = Array.from({ length: 9 }, (_, index) => makeProduct({ id: 1000 + index, title: `Sketch ${1000 + index}` }));
    const catalog = catalogApi();
    const fetchMock = stubFetch((url, init) =>
      url.startsWith('/api/products?') ? Promise.resolve(jsonResponse(page, { headers: { 'X-Total-Count': '50000' } })) : catalog(url, init),
    );
    renderRoute('/collection/all?sort=newest&page=40');

    expect(await screen.findByText('Showing 352–360 of 50000 products')).toBeTruthy();
    expect(await cardTitles()).toEqual(page.map((product) => product.title));
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 5556' }).getAttribute('href')).toBe('/collection/all?sort=newest&page=5556');
    expect(within(pagination).getByRole('link', { name: 'Page 41' })).toBeTruthy();
    expect(queriesTo(fetchMock, '/api/products')).toEqual([{ sort: 'newest', page: '40', limit: '9' }]);
  });

  it('shows the last page for a page past the end, as the count allows', async () => {
    const fetchMock = stubFetch(catalogApi({ products: manyProducts }));
    renderRoute('/collection/contemporary?sort=price-low&page=9');

    expect(await screen.findByText('Showing 19–26 of 26 products')).toBeTruthy();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByText('3').closest('[aria-current="page"]')).not.toBeNull();
    expect(queriesTo(fetchMock, '/api/products').map((query) => query.page)).toEqual(['9', '3']);
  });

  it('offers the four sort orders and writes the choice to the URL', async () => {
    stubFetch(catalogApi());
    const { router } = renderRoute('/collection/contemporary');
    const select = (await screen.findByRole('combobox', { name: 'Sort by' })) as HTMLSelectElement;

    expect(Array.from(select.options).map((option) => [option.value, option.text])).toEqual([
      ['featured', 'Featured'],
      ['price-low', 'Price: Low to High'],
      ['price-high', 'Price: High to Low'],
      ['newest', 'Newest'],
    ]);
    await screen.findByText('Showing 1–6 of 6 products');

    fireEvent.change(select, { target: { value: 'price-high' } });

    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-high'));
    expect(await cardTitles()).toEqual([
      'Urban Raga',
      'Quiet Courtyard',
      'Marigold Geometry',
      'Indigo Tides',
      'Saffron Horizon',
      'Monsoon Reverie',
    ]);
  });

  it('reads page and sort from the URL and pages nine products at a time', async () => {
    stubFetch(catalogApi({ products: manyProducts }));
    const { router } = renderRoute('/collection/contemporary?sort=price-low&page=2');

    expect(await screen.findByText('Showing 10–18 of 26 products')).toBeTruthy();
    expect(await cardTitles()).toEqual([
      'Study 110',
      'Study 111',
      'Study 112',
      'Study 113',
      'Study 114',
      'Study 115',
      'Study 116',
      'Study 117',
      'Study 118',
    ]);

    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByText('2').closest('[aria-current="page"]')).not.toBeNull();
    expect(within(pagination).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/collection/contemporary?sort=price-low',
    );

    fireEvent.click(within(pagination).getByRole('link', { name: 'Page 3' }));

    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-low&page=3'));
    expect(await screen.findByText('Showing 19–26 of 26 products')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Next page' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('starts again from the first page when the order changes', async () => {
    stubFetch(catalogApi({ products: manyProducts }));
    const { router } = renderRoute('/collection/contemporary?page=3');
    await screen.findByText('Showing 19–26 of 26 products');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'newest' } });

    await waitFor(() => expect(router.state.location.search).toBe('?sort=newest'));
    expect((await cardTitles())[0]).toBe('Study 120');
  });

  it('shows first, last, the pages around the current one and ellipses when there are many pages', async () => {
    const products = Array.from({ length: 100 }, (_, index) =>
      makeProduct({ id: index + 1, title: `Piece ${index + 1}`, categoryId: 3 }),
    );
    stubFetch(catalogApi({ products }));
    renderRoute('/collection/heritage?page=6');

    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    // Previous, the page entries, Next; the current page reads "Page 6" to screen readers.
    expect(Array.from(pagination.children).map((entry) => entry.textContent)).toEqual([
      '',
      '1',
      '…',
      '5',
      'Page 6',
      '7',
      '…',
      '12',
      '',
    ]);
  });

  it('shows the empty state for an unknown category', async () => {
    stubFetch(catalogApi());
    renderRoute('/collection/abstract');

    expect(await screen.findByRole('heading', { level: 1, name: 'Abstract Collection' })).toBeTruthy();
    expect(await screen.findByText('No products found in this collection.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse All Art' }).getAttribute('href')).toBe('/collection/all');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows a skeleton of nine cards while loading, then explains a failure', async () => {
    let fail: (response: Response) => void = () => undefined;
    const catalog = catalogApi();
    stubFetch((url, init) => (url.startsWith('/api/products?') ? new Promise((resolve) => (fail = resolve)) : catalog(url, init)));
    renderRoute('/collection/heritage');

    const skeleton = await screen.findByRole('status', { name: 'Loading products' });
    expect(skeleton.children).toHaveLength(9);

    fail(stubResponse('catalog service unavailable', { status: 503, statusText: 'Service Unavailable' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('503: catalog service unavailable')).toBeTruthy();
  });
});
