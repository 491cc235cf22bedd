import { renderRoute } from '../../../test/render-route';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountApi, aditi, rememberUser, stubSignInPopup, storedUser, type AccountApiOptions } from '../../../test/account-fixtures';
import { jsonResponse, restoreFetch, stubFetch } from '../../../test/fetch-stub';

const failure = () => jsonResponse({ statusCode: 503, message: 'Service unavailable' }, { status: 503, statusText: 'Service Unavailable' });

async function openCollection(options: AccountApiOptions = {}) {
  const api = accountApi(options);
  const fetchMock = stubFetch(api.handler);
  renderRoute('/collection/all');
  await screen.findByRole('heading', { level: 1, name: 'All Collection' });
  await screen.findAllByRole('article');
  return { api, fetchMock };
}

function wishlistWrites(fetchMock: jest.Mock) {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url).startsWith('/api/wishlist/') && init?.method !== 'GET')
    .map(([url, init]) => `${init?.method} ${String(url)}`);
}

function card(title: string) {
  return screen.getAllByRole('article').find((article) => within(article).queryByRole('heading', { name: title })) as HTMLElement;
}

async function toastWith(title: string) {
  const shown = await screen.findByText(title);
  return shown.closest('[data-type]') as HTMLElement;
}

beforeEach(() => localStorage.clear());

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

describe('wishlist heart', () => {
  it('remembers the product while a logged-out shopper signs in, then adds it and closes the dialog', async () => {
    const { api, fetchMock } = await openCollection({ sessionUser: null });
    const google = stubSignInPopup();

    fireEvent.click(await within(card('Monsoon Reverie')).findByRole('button', { name: 'Add Monsoon Reverie to wishlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(within(dialog).getByText('Please login to add items to your wishlist')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(wishlistWrites(fetchMock)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Login with Google' }));
    await google.returnFromGoogle((state) => `#access_token=ya29.a0-token&state=${state}`);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login Required' })).toBeNull());
    expect(await screen.findByText('Added to Wishlist')).toBeTruthy();
    expect(wishlistWrites(fetchMock)).toEqual(['POST /api/wishlist/1']);
    expect(api.state.wishlist).toEqual([1]);
    expect(await within(card('Monsoon Reverie')).findByRole('button', { name: 'Remove Monsoon Reverie from wishlist' })).toBeTruthy();
    expect(storedUser()).toEqual(aditi);
  });

  it('forgets the product when the shopper cancels the dialog', async () => {
    const { fetchMock } = await openCollection({ sessionUser: null });

    fireEvent.click(await within(card('Urban Raga')).findByRole('button', { name: 'Add Urban Raga to wishlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login Required' })).toBeNull());

    // Signing in later, here in another tab, adds nothing by itself.
    act(() => {
      rememberUser();
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });

    expect(await screen.findByRole('button', { name: 'Account: Aditi Verma' })).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/wishlist')).toBe(true));
    expect(wishlistWrites(fetchMock)).toEqual([]);
  });

  it('shows what is on the wishlist and toggles a product off and on for a signed-in shopper', async () => {
    rememberUser();
    const { api, fetchMock } = await openCollection({ wishlist: [4] });

    const heart = await within(card('Marigold Geometry')).findByRole('button', { name: 'Remove Marigold Geometry from wishlist' });
    expect(within(card('Monsoon Reverie')).getByRole('button', { name: 'Add Monsoon Reverie to wishlist' })).toBeTruthy();

    fireEvent.click(heart);
    const removed = await toastWith('Removed from Wishlist');
    expect(within(removed).getByText('Item has been removed from your wishlist')).toBeTruthy();
    expect(await within(card('Marigold Geometry')).findByRole('button', { name: 'Add Marigold Geometry to wishlist' })).toBeTruthy();
    expect(api.state.wishlist).toEqual([]);

    fireEvent.click(within(card('Marigold Geometry')).getByRole('button', { name: 'Add Marigold Geometry to wishlist' }));
    const added = await toastWith('Added to Wishlist');
    expect(within(added).getByRole('link', { name: 'View Wishlist' }).getAttribute('href')).toBe('/wishlist');
    expect(await within(card('Marigold Geometry')).findByRole('button', { name: 'Remove Marigold Geometry from wishlist' })).toBeTruthy();
    expect(wishlistWrites(fetchMock)).toEqual(['DELETE /api/wishlist/4', 'POST /api/wishlist/4']);
  });

  it('says when adding fails, and leaves the heart empty', async () => {
    rememberUser();
    await openCollection({ wishlistAnswer: { add: failure } });

    fireEvent.click(await within(card('Indigo Tides')).findByRole('button', { name: 'Add Indigo Tides to wishlist' }));

    const shown = await toastWith('Failed to add item to wishlist');
    expect(shown.getAttribute('data-type')).toBe('error');
    expect(within(shown).getByText('Error')).toBeTruthy();
    expect(await within(card('Indigo Tides')).findByRole('button', { name: 'Add Indigo Tides to wishlist' })).toBeTruthy();
  });

  it('says when removing fails, and keeps the product on the wishlist', async () => {
    rememberUser();
    await openCollection({ wishlist: [3], wishlistAnswer: { remove: failure } });

    fireEvent.click(await within(card('Indigo Tides')).findByRole('button', { name: 'Remove Indigo Tides from wishlist' }));

    const shown = await toastWith('Failed to remove from wishlist');
    expect(shown.getAttribute('data-type')).toBe('error');
    expect(await within(card('Indigo Tides')).findByRole('button', { name: 'Remove Indigo Tides from wishlist' })).toBeTruthy();
  });

  it('asks to sign in again when the server has ended the session, and adds the product afterwards', async () => {
    rememberUser();
    const { api, fetchMock } = await openCollection({ wishlist: [] });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/wishlist')).toBe(true));
    api.state.sessionUser = null;
    const google = stubSignInPopup();

    fireEvent.click(await within(card('Saffron Horizon')).findByRole('button', { name: 'Add Saffron Horizon to wishlist' }));

    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(storedUser()).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login with Google' }));
    await google.returnFromGoogle((state) => `#access_token=ya29.a0-token&state=${state}`);

    await waitFor(() => expect(api.state.wishlist).toEqual([2]));
    expect(await screen.findByText('Added to Wishlist')).toBeTruthy();
  });

  it('sits beside the title on the product page', async () => {
    rememberUser();
    const api = accountApi({ wishlist: [4] });
    stubFetch(api.handler);
    renderRoute('/product/4/marigold-geometry');

    const title = await screen.findByRole('heading', { level: 1, name: 'Marigold Geometry' });
    // The heart shares the title's row, not the gallery's or the related artworks'.
    const heading = title.parentElement?.parentElement as HTMLElement;
    fireEvent.click(await within(heading).findByRole('button', { name: 'Remove Marigold Geometry from wishlist' }));

    expect(await screen.findByText('Removed from Wishlist')).toBeTruthy();
    expect(api.state.wishlist).toEqual([]);
  });
});
