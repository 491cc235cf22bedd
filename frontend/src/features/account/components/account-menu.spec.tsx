import { renderRoute } from '../../../test/render-route';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountApi, rememberUser, storedUser, type AccountApiOptions } from '../../../test/account-fixtures';
import { fetchedPaths } from '../../../test/catalog-fixtures';
import { restoreFetch, stubFetch } from '../../../test/fetch-stub';

function openAs(options: AccountApiOptions = {}, path = '/about') {
  rememberUser();
  const api = accountApi(options);
  const fetchMock = stubFetch(api.handler);
  const view = renderRoute(path);
  return { ...view, api, fetchMock };
}

// The menu handles its events in microtasks; awaiting `act` lets them finish before the test looks.
async function press(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** A click on a menu item as a browser sends it: pointer down highlights the item, the click selects it. */
async function choose(item: HTMLElement) {
  await act(async () => {
    fireEvent.pointerDown(item);
  });
  await press(item);
}

async function openAccountMenu() {
  await press(await screen.findByRole('button', { name: 'Account: Aditi Verma' }));
  return screen.findByRole('menu');
}

beforeEach(() => localStorage.clear());

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

describe('account menu', () => {
  it('shows a logged-out visitor the login button instead of an avatar', async () => {
    stubFetch(accountApi({ sessionUser: null }).handler);
    renderRoute('/about');

    await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('button', { name: /^Account:/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('button', { name: 'Login with Google' })).toBeTruthy();
  });

  it("opens the signed-in shopper's wishlist and orders from the avatar menu", async () => {
    const { router } = openAs();

    const menu = await openAccountMenu();
    expect(within(menu).getByText('aditi@example.in')).toBeTruthy();
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Wishlist', 'Orders', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Wishlist' }).getAttribute('href')).toBe('/wishlist');
    expect(within(menu).getByRole('menuitem', { name: 'Orders' }).getAttribute('href')).toBe('/orders');

    await choose(within(menu).getByRole('menuitem', { name: 'Orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });

  it('logs out: the server ends the session and the user is forgotten in memory and storage', async () => {
    const { api, fetchMock } = openAs({}, '/wishlist');
    await screen.findByText('Your wishlist is empty');

    await choose(within(await openAccountMenu()).getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Account: Aditi Verma' })).toBeNull());
    expect(storedUser()).toBeNull();
    expect(api.state.sessionUser).toBeNull();
    expect(fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout')?.[1]?.method).toBe('POST');
    // The page that needed the shopper now asks them to sign in.
    expect(await screen.findByText('Please login to view your wishlist')).toBeTruthy();
  });

  it('keeps the shopper signed in and says so when logging out fails', async () => {
    openAs({ logout: () => Promise.reject(new TypeError('Failed to fetch')) });

    await choose(within(await openAccountMenu()).getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('Failed to log out. Please try again.')).toBeTruthy();
    expect(storedUser()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Account: Aditi Verma' })).toBeTruthy();
  });

  it('offers the wishlist, orders and Logout in the slide-in menu', async () => {
    const { router } = openAs();

    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    const account = within(drawer).getByRole('navigation', { name: 'Account' });
    expect(within(account).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Wishlist', '/wishlist'],
      ['Orders', '/orders'],
    ]);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(storedUser()).toBeNull());
    expect(await within(drawer).findByRole('button', { name: 'Login with Google' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/about');
  });
});

describe('the remembered user at start-up', () => {
  it('is checked with the server and refreshed', async () => {
    rememberUser({ id: '100000000000000000001', email: 'aditi@example.in', name: 'Aditi', picture: null });
    const fetchMock = stubFetch(accountApi().handler);
    renderRoute('/about');

    expect(await screen.findByRole('button', { name: 'Account: Aditi Verma' })).toBeTruthy();
    expect(storedUser()).toMatchObject({ name: 'Aditi Verma' });
    expect(fetchedPaths(fetchMock).filter((path) => path === '/api/auth/me')).toHaveLength(1);
  });

  it('is forgotten when the server no longer knows the session', async () => {
    rememberUser();
    stubFetch(accountApi({ sessionUser: null }).handler);
    renderRoute('/about');

    await waitFor(() => expect(storedUser()).toBeNull());
    expect(screen.queryByRole('button', { name: 'Account: Aditi Verma' })).toBeNull();
  });

  it('is kept when the server cannot be reached, since the session may well be valid', async () => {
    rememberUser();
    const fetchMock = stubFetch(async (url) => {
      throw new TypeError(`Failed to fetch ${url}`);
    });
    renderRoute('/about');

    await waitFor(() => expect(fetchedPaths(fetchMock)).toContain('/api/auth/me'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(storedUser()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Account: Aditi Verma' })).toBeTruthy();
  });

  it('is not asked about when nobody is remembered, so visitors make no account calls', async () => {
    const fetchMock = stubFetch(accountApi({ sessionUser: null }).handler);
    renderRoute('/collection/all');

    await screen.findAllByRole('article');
    expect(fetchedPaths(fetchMock).filter((path) => path.startsWith('/api/auth') || path.startsWith('/api/wishlist'))).toEqual([]);
  });
});
