import type { ApiSignInSettings, ApiUser } from '@shop/contracts';
import type { AppDispatch } from '../../../app/store';
import { authApi } from '../api/auth.api';
import { googleRedirectUri, isGoogleSignInResult } from './google-callback';
import { otherFailure, popupFailure, signInRequestFailure } from './sign-in-errors';

/** How often the popup is checked for having been closed. */
const POPUP_POLL_MS = 500;

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Google's OAuth 2.0 implicit flow: the token comes back in the redirect URI's fragment. */
export function googleAuthorizationUrl(settings: ApiSignInSettings, state: string, origin = window.location.origin): string {
  const query = [
    ['client_id', settings.googleClientId],
    ['redirect_uri', googleRedirectUri(origin)],
    ['response_type', 'token'],
    ['scope', settings.scope],
    ['state', state],
    ['prompt', 'select_account'],
  ]
    // encodeURIComponent writes spaces in the scope as %20, as Google documents it.
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `${settings.googleAuthorizationUrl}?${query}`;
}

/**
 * Waits for the callback page in `popup` to post Google's answer. Only a message from this
 * origin that carries this attempt's `state` counts; anything else is ignored. A popup that
 * closes without answering fails the sign-in.
 */
function waitForAccessToken(popup: Window, state: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let seenClosed = false;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isGoogleSignInResult(event.data) || event.data.state !== state) return;
      stop();
      if (event.data.accessToken) resolve(event.data.accessToken);
      else reject(popupFailure());
    };
    const poll = window.setInterval(() => {
      if (!popup.closed) return;
      // The callback page posts its message and then closes itself; the message may arrive just
      // after the popup is seen closed, so the popup must be closed at two polls in a row.
      if (seenClosed) {
        stop();
        reject(popupFailure());
      }
      seenClosed = true;
    }, POPUP_POLL_MS);
    function stop() {
      window.clearInterval(poll);
      window.removeEventListener('message', onMessage);
    }
    window.addEventListener('message', onMessage);
  });
}

/**
 * Signs in with Google in `popup` (opened by the click, still blank): sends it to Google's
 * consent page, takes the access token it returns with, and exchanges that at
 * `POST /api/auth/google` for the user and the session cookie. Throws a `SignInError`.
 */
export async function signInWithGooglePopup(popup: Window, dispatch: AppDispatch): Promise<ApiUser> {
  let settings: ApiSignInSettings;
  try {
    settings = await dispatch(authApi.endpoints.getGoogleSignInSettings.initiate(undefined, { subscribe: false })).unwrap();
  } catch {
    throw otherFailure();
  }
  if (popup.closed) throw popupFailure();

  const state = randomState();
  popup.location.replace(googleAuthorizationUrl(settings, state));
  const accessToken = await waitForAccessToken(popup, state);

  try {
    return await dispatch(authApi.endpoints.signInWithGoogle.initiate(accessToken)).unwrap();
  } catch (error) {
    throw signInRequestFailure(error);
  }
}
