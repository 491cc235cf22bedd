import { renderRoute } from '../../test/render-route';
import { act, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, restoreFetch, stubFetch, stubResponse } from '../../test/fetch-stub';

const categories = [
  { id: 1, name: 'Exclusive', description: 'High-end limited-edition artwork', imageUrl: '/media/categories/exclusive.svg' },
  { id: 2, name: 'Contemporary', description: 'Modern and trendy pieces', imageUrl: '/media/categories/contemporary.svg' },
  { id: 3, name: 'Heritage', description: 'Traditional, culture-rich paintings', imageUrl: '/media/categories/heritage.svg' },
];

afterEach(restoreFetch);

function categorySection(): HTMLElement {
  return screen.getByRole('region', { name: 'Browse By Category' });
}

describe('home page', () => {
  it('shows the hero headline and a link to all art, without the site header or footer', async () => {
    stubFetch(async () => jsonResponse(categories));
    renderRoute('/');

    expect(screen.getByRole('heading', { level: 1, name: 'Transform Your Space With Curated Art' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse All Art' }).getAttribute('href')).toBe('/collection/all');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    await screen.findByRole('heading', { name: 'Exclusive' });
  });

  it('lists the categories from GET /api/categories, each linking to its collection', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(categories));
    renderRoute('/');

    await within(categorySection()).findByRole('heading', { level: 3, name: 'Exclusive' });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/categories');
    expect(fetchMock.mock.calls[0][1]?.credentials).toBe('include');

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
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderRoute('/');

    expect(within(categorySection()).getByRole('status', { name: 'Loading categories' })).toBeTruthy();

    answer(jsonResponse(categories));

    await within(categorySection()).findByRole('heading', { name: 'Heritage' });
    expect(within(categorySection()).queryByRole('status')).toBeNull();
  });

  it('explains a failed load with the server answer', async () => {
    stubFetch(async () => stubResponse('catalog service unavailable', { status: 503, statusText: 'Service Unavailable' }));
    renderRoute('/');

    const alert = await within(categorySection()).findByRole('alert');
    expect(within(alert).getByText('The categories could not be loaded.')).toBeTruthy();
    expect(within(alert).getByText('503: catalog service unavailable')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks again only when the shopper chooses to', async () => {
    const fetchMock = stubFetch(async () => stubResponse('', { status: 500, statusText: 'Internal Server Error' }));
    renderRoute('/');

    const alert = await within(categorySection()).findByRole('alert');
    expect(within(alert).getByText('500: Internal Server Error')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockImplementation(async () => jsonResponse(categories));
    within(alert).getByRole('button', { name: 'Try again' }).click();

    await within(categorySection()).findByRole('heading', { name: 'Contemporary' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('serves the categories from cache when the shopper comes back, without asking again', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(categories));
    const { router } = renderRoute('/');
    await within(categorySection()).findByRole('heading', { name: 'Exclusive' });

    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    await act(() => router.navigate('/'));

    expect(within(categorySection()).getByRole('heading', { name: 'Exclusive' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
