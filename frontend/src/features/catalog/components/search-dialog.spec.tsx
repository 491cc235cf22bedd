import { renderRoute } from '../../../test/render-route';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogApi, makeProduct, queriesTo, sampleProducts } from '../../../test/catalog-fixtures';
import { jsonResponse, restoreFetch, stubFetch } from '../../../test/fetch-stub';
import { SEARCH_DEBOUNCE_MS } from './search-dialog';

afterEach(restoreFetch);

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function openSearch() {
  fireEvent.click(await screen.findByRole('button', { name: 'Search products' }));
  const dialog = await screen.findByRole('dialog', { name: 'Search Products' });
  return { dialog, box: within(dialog).getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement };
}

describe('search dialog', () => {
  it('invites the shopper to type, asking the server nothing while the box is blank', async () => {
    const fetchMock = stubFetch(catalogApi());
    renderRoute('/no-such-page');
    await screen.findByRole('heading', { name: '404 Page Not Found' });

    const { dialog, box } = await openSearch();
    fireEvent.change(box, { target: { value: '   ' } });
    await act(() => pause(SEARCH_DEBOUNCE_MS + 50));

    expect(box.getAttribute('placeholder')).toBe('Search for art and decor...');
    expect(within(dialog).getByText('Start typing to search for products')).toBeTruthy();
    expect(within(dialog).getByText('Search by product name, description, or tags')).toBeTruthy();
    expect(queriesTo(fetchMock, '/api/products')).toEqual([]);
  });

  it('asks the server once the shopper pauses, for the first twelve matches of the last text', async () => {
    const fetchMock = stubFetch(catalogApi());
    renderRoute('/no-such-page');
    const { dialog, box } = await openSearch();

    for (const text of ['m', 'mo', 'mon', 'mons']) fireEvent.change(box, { target: { value: text } });
    await act(() => pause(SEARCH_DEBOUNCE_MS / 2));
    expect(queriesTo(fetchMock, '/api/products')).toEqual([]);

    expect(await within(dialog).findByRole('heading', { name: 'Monsoon Reverie' })).toBeTruthy();
    expect(queriesTo(fetchMock, '/api/products')).toEqual([{ q: 'mons', limit: '12' }]);
  });

  it('shows only the answer for the latest text, cancelling the search it replaces', async () => {
    const catalog = catalogApi();
    let answerFirst: (response: Response) => void = () => undefined;
    let firstSignal: AbortSignal | null | undefined;
    stubFetch((url, init) => {
      if (url.includes('q=indigo')) {
        firstSignal = init?.signal;
        return new Promise((resolve) => (answerFirst = resolve));
      }
      return catalog(url, init);
    });
    renderRoute('/no-such-page');
    const { dialog, box } = await openSearch();

    fireEvent.change(box, { target: { value: 'indigo' } });
    await waitFor(() => expect(firstSignal).toBeDefined());
    fireEvent.change(box, { target: { value: 'monsoon' } });

    expect(await within(dialog).findByRole('heading', { name: 'Monsoon Reverie' })).toBeTruthy();
    expect(firstSignal?.aborted).toBe(true);

    // The older answer arriving late changes nothing.
    await act(async () => answerFirst(jsonResponse([sampleProducts[2]], { headers: { 'X-Total-Count': '1' } })));
    await act(() => pause(50));
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Monsoon Reverie']);
  });

  it('says how many match when there are more than it shows', async () => {
    const products = Array.from({ length: 30 }, (_, index) => makeProduct({ id: index + 1, title: `Lotus ${index + 1}` }));
    stubFetch(catalogApi({ products }));
    renderRoute('/no-such-page');
    const { dialog, box } = await openSearch();

    fireEvent.change(box, { target: { value: 'lotus' } });

    const results = await within(dialog).findByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(12);
    expect(within(dialog).getByText('Showing 12 of 30 results')).toBeTruthy();
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

  it('shows the matches in the order the server ranks them', async () => {
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
