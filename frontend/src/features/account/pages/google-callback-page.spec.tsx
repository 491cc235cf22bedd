import { renderRoute } from '../../../test/render-route';
import { screen, waitFor } from '@testing-library/react';

function openedBy(opener: { closed: boolean; postMessage: jest.Mock } | null) {
  Object.defineProperty(window, 'opener', { value: opener, configurable: true });
}

afterEach(() => {
  openedBy(null);
  window.history.replaceState(null, '', '/');
  jest.restoreAllMocks();
});

describe('Google sign-in callback page', () => {
  it("hands Google's token and the state to the shop's window, addressed to this origin only, and closes", async () => {
    const postMessage = jest.fn();
    openedBy({ closed: false, postMessage });
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);

    renderRoute('/auth/google/callback#access_token=ya29.a0-token&token_type=Bearer&expires_in=3599&scope=openid%20email%20profile&state=5f2c9e');

    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'shop:google-sign-in', state: '5f2c9e', accessToken: 'ya29.a0-token', error: null },
      'http://localhost',
    );
    // The popup shows no header or footer, only that sign-in is completing.
    expect(screen.getByText('Completing sign-in…')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it("passes on Google's error, such as the shopper cancelling, without a token", async () => {
    const postMessage = jest.fn();
    openedBy({ closed: false, postMessage });
    jest.spyOn(window, 'close').mockImplementation(() => undefined);

    renderRoute('/auth/google/callback#error=access_denied&state=5f2c9e');

    await waitFor(() => expect(postMessage).toHaveBeenCalledTimes(1));
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'shop:google-sign-in', state: '5f2c9e', accessToken: null, error: 'access_denied' },
      'http://localhost',
    );
  });

  it('treats an answer without a token as an error', async () => {
    const postMessage = jest.fn();
    openedBy({ closed: false, postMessage });
    jest.spyOn(window, 'close').mockImplementation(() => undefined);

    renderRoute('/auth/google/callback#state=5f2c9e');

    await waitFor(() => expect(postMessage).toHaveBeenCalledTimes(1));
    expect(postMessage.mock.calls[0][0]).toMatchObject({ accessToken: null, error: 'missing_token' });
  });

  it("says what to do when no shop window is there to answer, and keeps the token out of the address bar", async () => {
    openedBy(null);
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const landing = '/auth/google/callback#access_token=ya29.a0-token&state=5f2c9e';
    window.history.pushState(null, '', landing);

    renderRoute(landing);

    expect(await screen.findByRole('heading', { name: 'Sign-in window' })).toBeTruthy();
    expect(screen.getByText('This window has lost touch with the shop. Close it and sign in again from the shop.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe('/');
    expect(close).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/auth/google/callback');
    expect(window.location.hash).toBe('');
  });
});
