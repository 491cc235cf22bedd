import { renderRoute } from '../../../test/render-route';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountApi, rememberUser, storedUser, type AccountApiOptions } from '../../../test/account-fixtures';
import { fetchedPaths } from '../../../test/catalog-fixtures';
import { jsonResponse, restoreFetch, stubFetch } from '../../../test/fetch-stub';

const serverError = () => jsonResponse({ statusCode: 500, message: 'Internal server error' }, { status: 500, statusText: 'Internal Server Error' });

function openWishlist(options: AccountApiOptions = {}) {
  rememberUser();
  const api = accountApi(options);
  const fetchMock = stubFetch(api.handler);
  renderRoute('/wishlist');
  return { api, fetchMock };
}

function savedArtworks() {
  return within(screen.getByRole('list', { name: 'Saved artworks' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
}

beforeEach(() => localStorage.clear());

afterEach(() => {
  restoreFetch();
  jest.useRealTimers();
});

describe('wishlist page', () => {
  it("shows the signed-in shopper's saved artworks with image, title, base price and View Details", async () => {
    rememberUser();
    const api = accountApi({ wishlist: [1, 8] });
    // The wishlist's answer waits until the page has shown that it is loading (a slow run could otherwise answer first).
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    stubFetch(async (url, init) => {
      if (new URL(url, 'http://shop.test').pathname === '/api/wishlist') await answered;
      return api.handler(url, init);
    });
    renderRoute('/wishlist');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Wishlist' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading wishlist' })).toBeTruthy();
    answer();
    await screen.findByRole('list', { name: 'Saved artworks' });
    expect(savedArtworks()).toEqual(['Monsoon Reverie', 'Royal Peacock Durbar']);

    const [monsoon, peacock] = screen.getAllByRole('article');
    expect(within(monsoon).getByRole('img', { name: 'Monsoon Reverie' }).getAttribute('src')).toBe('/media/products/monsoon-reverie/artwork.webp');
    expect(within(monsoon).getByText('₹195.00')).toBeTruthy();
    expect(within(peacock).getByText('₹1,250.00')).toBeTruthy();
    expect(within(monsoon).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/product/1');
    expect(within(peacock).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/product/8');
  });

  it('removes an artwork with a two-second notice, and shows the empty wishlist after the last one', async () => {
    const { api } = openWishlist({ wishlist: [1, 8] });
    await screen.findByRole('list', { name: 'Saved artworks' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Royal Peacock Durbar from wishlist' }));

    const title = await screen.findByText('Removed from Wishlist');
    expect(within(title.closest('[data-type]') as HTMLElement).getByText('Item has been removed from your wishlist')).toBeTruthy();
    await waitFor(() => expect(savedArtworks()).toEqual(['Monsoon Reverie']));
    expect(api.state.wishlist).toEqual([1]);
    // The notice goes after 2 seconds, not the usual 5.
    await waitFor(() => expect(screen.queryByText('Removed from Wishlist')).toBeNull(), { timeout: 3500 });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Monsoon Reverie from wishlist' }));

    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/collection/all');
  });

  it('keeps an artwork and says so when removing it fails', async () => {
    openWishlist({ wishlist: [1], wishlistAnswer: { remove: serverError } });
    await screen.findByRole('list', { name: 'Saved artworks' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Monsoon Reverie from wishlist' }));

    const description = await screen.findByText('Failed to remove from wishlist');
    expect(description.closest('[data-type]')?.getAttribute('data-type')).toBe('error');
    await waitFor(() => expect(savedArtworks()).toEqual(['Monsoon Reverie']));
  });

  it('shows the empty state with Continue Shopping when nothing is saved', async () => {
    openWishlist({ wishlist: [] });

    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/collection/all');
  });

  it("says 'Failed to fetch wishlist' when it cannot be loaded, and loads it on Try again", async () => {
    let answer = serverError;
    openWishlist({ wishlist: [3], wishlistAnswer: { list: () => answer() } });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch wishlist')).toBeTruthy();

    answer = () => jsonResponse([{ id: 3, title: 'Indigo Tides', mainImage: '/media/products/indigo-tides/artwork.webp', basePrice: 450 }]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    await screen.findByRole('list', { name: 'Saved artworks' });
    expect(savedArtworks()).toEqual(['Indigo Tides']);
  });

  it('asks a logged-out visitor to sign in, without asking the server for a wishlist', async () => {
    const fetchMock = stubFetch(accountApi({ sessionUser: null }).handler);
    renderRoute('/wishlist');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Wishlist' })).toBeTruthy();
    expect(screen.getByText('Please login to view your wishlist')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Login with Google' })).toBeTruthy();
    expect(fetchedPaths(fetchMock).filter((path) => path.startsWith('/api/wishlist'))).toEqual([]);
  });

  it('asks to sign in again when the server has ended the session', async () => {
    openWishlist({ sessionUser: null });

    expect(await screen.findByText('Please login to view your wishlist')).toBeTruthy();
    expect(storedUser()).toBeNull();
  });
});
