import { renderRoute } from '../../../test/render-route';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountApi, aditi, stubSignInPopup, storedUser, type AccountApiOptions } from '../../../test/account-fixtures';
import { fetchedPaths } from '../../../test/catalog-fixtures';
import { jsonResponse, restoreFetch, stubFetch, stubResponse } from '../../../test/fetch-stub';

const POPUP_FAILED = 'Failed to login with Google. Please try again.';

/** A logged-out shopper on the wishlist page, whose prompt offers the login button. */
async function openLoggedOut(options: AccountApiOptions = {}) {
  const api = accountApi({ sessionUser: null, ...options });
  const fetchMock = stubFetch(api.handler);
  renderRoute('/wishlist');
  await screen.findByText('Please login to view your wishlist');
  return { fetchMock, api };
}

/** The wishlist prompt's button (the header has one too, which wide screens show). */
function loginButton(): HTMLElement {
  return within(screen.getByRole('main')).getByRole('button', { name: 'Login with Google' });
}

function clickLogin() {
  fireEvent.click(loginButton());
}

/** The destructive toast that tells the shopper why signing in failed. */
async function expectFailureToast(message: string) {
  const description = await screen.findByText(message, undefined, { timeout: 3000 });
  const toast = description.closest('[data-type]');
  expect(toast?.getAttribute('data-type')).toBe('error');
  expect(within(toast as HTMLElement).getByText('Error')).toBeTruthy();
}

function signInCalls(fetchMock: jest.Mock) {
  return fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/google');
}

beforeEach(() => localStorage.clear());

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

describe('signing in with Google', () => {
  it("opens Google's consent page in a popup, exchanges the token, remembers the user and says so", async () => {
    const { fetchMock } = await openLoggedOut();
    const google = stubSignInPopup();

    clickLogin();

    expect(google.open).toHaveBeenCalledWith('', 'google-sign-in', expect.stringMatching(/^popup=yes,width=500,height=640/));
    const url = await google.authorizationUrl();
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:8090/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'sandbox-client.apps.googleusercontent.com',
      redirect_uri: 'http://localhost/auth/google/callback',
      response_type: 'token',
      scope: 'openid profile email',
      state: expect.stringMatching(/^[0-9a-f]{32}$/),
      prompt: 'select_account',
    });
    expect(url.search).toContain('scope=openid%20profile%20email');

    await google.returnFromGoogle((state) => `#access_token=ya29.a0-token&token_type=Bearer&expires_in=3599&state=${state}`);

    expect(await screen.findByText('Successfully logged in!')).toBeTruthy();
    const [[, init]] = signInCalls(fetchMock);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"access_token":"ya29.a0-token"}' });
    expect(storedUser()).toEqual(aditi);
    expect(screen.getByRole('button', { name: 'Account: Aditi Verma' })).toBeTruthy();
    // The page now belongs to a signed-in shopper: the wishlist is fetched and shown.
    expect(await screen.findByText('Your wishlist is empty')).toBeTruthy();
    expect(google.popup.close).toHaveBeenCalled();
  });

  it('shows the server’s message when it refuses the sign-in', async () => {
    await openLoggedOut({
      signIn: () =>
        jsonResponse({ statusCode: 401, message: 'Your Google email address is not verified' }, { status: 401, statusText: 'Unauthorized' }),
    });
    const google = stubSignInPopup();

    clickLogin();
    await google.returnFromGoogle((state) => `#access_token=ya29.unverified&state=${state}`);

    await expectFailureToast('Your Google email address is not verified');
    expect(storedUser()).toBeNull();
    expect(screen.getByText('Please login to view your wishlist')).toBeTruthy();
  });

  it("says 'Failed to authenticate with server' when the server refuses without a message", async () => {
    await openLoggedOut({ signIn: () => stubResponse('', { status: 502, statusText: 'Bad Gateway' }) });
    const google = stubSignInPopup();

    clickLogin();
    await google.returnFromGoogle((state) => `#access_token=ya29.a0-token&state=${state}`);

    await expectFailureToast('Failed to authenticate with server');
    expect(storedUser()).toBeNull();
  });

  it('says the login failed when the server cannot be reached', async () => {
    await openLoggedOut({
      signIn: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const google = stubSignInPopup();

    clickLogin();
    await google.returnFromGoogle((state) => `#access_token=ya29.a0-token&state=${state}`);

    await expectFailureToast('Failed to login. Please try again.');
    expect(storedUser()).toBeNull();
  });

  it('says the Google login failed when the browser blocks the popup', async () => {
    const { fetchMock } = await openLoggedOut();
    jest.spyOn(window, 'open').mockReturnValue(null);

    clickLogin();

    await expectFailureToast(POPUP_FAILED);
    expect(fetchedPaths(fetchMock)).not.toContain('/api/auth/config');
  });

  it('says the Google login failed when Google answers with an error, as when the shopper cancels', async () => {
    const { fetchMock } = await openLoggedOut();
    const google = stubSignInPopup();

    clickLogin();
    await google.returnFromGoogle((state) => `#error=access_denied&state=${state}`);

    await expectFailureToast(POPUP_FAILED);
    expect(signInCalls(fetchMock)).toHaveLength(0);
    expect(google.popup.close).toHaveBeenCalled();
  });

  it('says the Google login failed when the shopper closes the popup', async () => {
    const { fetchMock } = await openLoggedOut();
    const google = stubSignInPopup();

    clickLogin();
    await google.authorizationUrl();
    google.popup.closed = true;

    await expectFailureToast(POPUP_FAILED);
    expect(signInCalls(fetchMock)).toHaveLength(0);
    // The button is ready for another try.
    await waitFor(() => expect(loginButton().hasAttribute('disabled')).toBe(false));
  });

  it('accepts only an answer from this origin that carries the state it sent', async () => {
    const { fetchMock } = await openLoggedOut();
    const google = stubSignInPopup();

    clickLogin();
    await google.returnFromGoogle((state) => `#access_token=stolen&state=${state}`, 'http://attacker.example');
    await google.returnFromGoogle(() => '#access_token=replayed&state=an-older-attempt');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signInCalls(fetchMock)).toHaveLength(0);

    await google.returnFromGoogle((state) => `#access_token=ya29.a0-token&state=${state}`);

    expect(await screen.findByText('Successfully logged in!')).toBeTruthy();
    expect(signInCalls(fetchMock).map(([, init]) => init?.body)).toEqual(['{"access_token":"ya29.a0-token"}']);
  });

  it('brings the open popup forward instead of opening a second one', async () => {
    await openLoggedOut();
    const google = stubSignInPopup();

    clickLogin();
    await google.authorizationUrl();
    fireEvent.click(screen.getByRole('button', { name: 'Signing in…' }));

    expect(google.open).toHaveBeenCalledTimes(1);
    await google.returnFromGoogle((state) => `#access_token=ya29.a0-token&state=${state}`);
    expect(await screen.findByText('Successfully logged in!')).toBeTruthy();
  });
});
