import { renderRoute } from '../../test/render-route';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogApi, fetchedPaths, queriesTo, sampleCategories, sampleProducts } from '../../test/catalog-fixtures';
import { jsonResponse, restoreFetch, stubFetch, stubResponse } from '../../test/fetch-stub';

afterEach(restoreFetch);

function categorySection(): HTMLElement {
  return screen.getByRole('region', { name: 'Browse By Category' });
}

function featuredSection(): HTMLElement {
  return screen.getByRole('region', { name: 'Featured Artworks' });
}

describe('home page', () => {
  it('shows the hero headline and a link to all art, without the site header or footer', async () => {
    stubFetch(catalogApi());
    renderRoute('/');

    expect(screen.getByRole('heading', { level: 1, name: 'Transform Your Space With Curated Art' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse All Art' }).getAttribute('href')).toBe('/collection/all');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    await screen.findByRole('heading', { name: 'Exclusive' });
  });

  it('lists the categories from GET /api/categories, each linking to its collection', async () => {
    const fetchMock = stubFetch(catalogApi());
    renderRoute('/');

    await within(categorySection()).findByRole('heading', { level: 3, name: 'Exclusive' });

    expect(fetchedPaths(fetchMock).filter((path) => path === '/api/categories')).toHaveLength(1);
    const categoriesCall = fetchMock.mock.calls.find(([url]) => url === '/api/categories');
    expect(categoriesCall?.[1]?.credentials).toBe('include');

    const cards = within(categorySection()).getAllByRole('link');
    expect(
      cards.map((card) => ({
        href: card.getAttribute('href'),
        name: within(card).getByRole('heading').textContent,
        image: card.querySelector('img')?.getAttribute('src'),
      })),
    ).toEqual([
      { href: '/collection/exclusive', name: 'Exclusive', image: '/media/categories/exclusive.svg' },
      { href: '/collection/contemporary', name: 'Contemporary', image: '/media/categories/contemporary.svg' },
      { href: '/collection/heritage', name: 'Heritage', image: '/media/categories/heritage.svg' },
    ]);
    expect(within(cards[1]).getByText('Modern and trendy pieces')).toBeTruthy();
    // Intrinsic dimensions reserve the space before the image arrives, so nothing shifts.
    const images = categorySection().querySelectorAll('img');
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
    }
  });

  it('shows a loading placeholder until the categories arrive', async () => {
    let answer: (response: Response) => void = () => undefined;
    const products = catalogApi();
    stubFetch((url, init) =>
      url === '/api/categories' ? new Promise<Response>((resolve) => (answer = resolve)) : products(url, init),
    );
    renderRoute('/');

    expect(within(categorySection()).getByRole('status', { name: 'Loading categories' })).toBeTruthy();

    answer(jsonResponse(sampleCategories));

    await within(categorySection()).findByRole('heading', { name: 'Heritage' });
    expect(within(categorySection()).queryByRole('status')).toBeNull();
  });

  it('explains a failed load with the server answer', async () => {
    const catalog = catalogApi();
    stubFetch(async (url, init) =>
      url === '/api/categories'
        ? stubResponse('catalog service unavailable', { status: 503, statusText: 'Service Unavailable' })
        : catalog(url, init),
    );
    renderRoute('/');

    const alert = await within(categorySection()).findByRole('alert');
    expect(within(alert).getByText('The categories could not be loaded.')).toBeTruthy();
    expect(within(alert).getByText('503: catalog service unavailable')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks again only when the shopper chooses to', async () => {
    let categoriesUp = false;
    const catalog = catalogApi();
    const fetchMock = stubFetch(async (url, init) =>
      url === '/api/categories' && !categoriesUp
        ? stubResponse('', { status: 500, statusText: 'Internal Server Error' })
        : catalog(url, init),
    );
    renderRoute('/');

    const alert = await within(categorySection()).findByRole('alert');
    expect(within(alert).getByText('500: Internal Server Error')).toBeTruthy();
    expect(fetchedPaths(fetchMock).filter((path) => path === '/api/categories')).toHaveLength(1);

    categoriesUp = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    await within(categorySection()).findByRole('heading', { name: 'Contemporary' });
    await waitFor(() => expect(fetchedPaths(fetchMock).filter((path) => path === '/api/categories')).toHaveLength(2));
  });

  it('serves the categories and products from cache when the shopper comes back, without asking again', async () => {
    const fetchMock = stubFetch(catalogApi());
    const { router } = renderRoute('/');
    await within(categorySection()).findByRole('heading', { name: 'Exclusive' });
    await within(featuredSection()).findByRole('heading', { name: 'Monsoon Reverie' });

    await act(() => router.navigate('/no-such-page'));
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    await act(() => router.navigate('/'));

    const categories = await screen.findByRole('region', { name: 'Browse By Category' });
    expect(within(categories).getByRole('heading', { name: 'Exclusive' })).toBeTruthy();
    expect(within(featuredSection()).getByRole('heading', { name: 'Monsoon Reverie' })).toBeTruthy();
    // The footer's social link comes from the site settings, read once too.
    expect(fetchedPaths(fetchMock).sort()).toEqual(['/api/categories', '/api/products?featured=true&limit=4', '/api/site-settings']);
  });

  it('features the first four featured artworks as product cards', async () => {
    // A fifth featured product proves the limit; it comes after the first four in the list.
    const products = [
      ...sampleProducts,
      { ...sampleProducts[1], id: 9, title: 'Ninth Wave', slug: 'ninth-wave', featured: true },
    ];
    const fetchMock = stubFetch(catalogApi({ products }));
    renderRoute('/');

    const section = featuredSection();
    expect(within(section).getByRole('status', { name: 'Loading featured artworks' })).toBeTruthy();
    await within(section).findByRole('heading', { level: 3, name: 'Monsoon Reverie' });

    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Monsoon Reverie',
      'Marigold Geometry',
      'Banyan Chronicles',
      'Royal Peacock Durbar',
    ]);
    expect(within(section).getAllByRole('link', { name: 'Add to Cart' }).map((link) => link.getAttribute('href'))).toEqual([
      '/product/1',
      '/product/4',
      '/product/7',
      '/product/8',
    ]);
    expect(within(section).getByRole('link', { name: /View all art/ }).getAttribute('href')).toBe('/collection/all');
    // Only the four cards shown are downloaded, not the catalogue.
    expect(queriesTo(fetchMock, '/api/products')).toEqual([{ featured: 'true', limit: '4' }]);
  });

  it('quotes three customers', () => {
    stubFetch(catalogApi());
    renderRoute('/');

    const section = screen.getByRole('region', { name: 'What Our Customers Say' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).getByText('Priya Deshmukh')).toBeTruthy();
  });

  it('describes the shop to search engines as structured data', () => {
    stubFetch(catalogApi());
    const { container } = renderRoute('/');

    const block = container.ownerDocument.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(block?.textContent ?? '{}');
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@graph']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ '@type': 'Organization', name: 'Curated Art & Decor', foundingDate: '2010' }),
        expect.objectContaining({ '@type': 'WebSite', name: 'Curated Art & Decor' }),
      ]),
    );
  });
});
