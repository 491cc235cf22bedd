import { paths } from '../../../lib/paths';

/** Marks the sign-in popup's message among any others the window receives. */
export const GOOGLE_SIGN_IN_MESSAGE = 'shop:google-sign-in';

/** What the popup's callback page hands back to the shop's window: Google's answer, from the URL fragment. */
export interface GoogleSignInResult {
  type: typeof GOOGLE_SIGN_IN_MESSAGE;
  state: string | null;
  accessToken: string | null;
  /** Google's error code, such as `access_denied` when the shopper cancels. */
  error: string | null;
}

/** The redirect URI registered with Google: the callback route on this origin. */
export function googleRedirectUri(origin: string = window.location.origin): string {
  return `${origin}${paths.googleSignInCallback.getHref()}`;
}

/** Reads the implicit flow's answer: `#access_token=…&state=…` or `#error=…&state=…`. */
export function readGoogleSignInFragment(hash: string): GoogleSignInResult {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = params.get('access_token');
  const error = params.get('error') ?? (accessToken ? null : 'missing_token');
  return { type: GOOGLE_SIGN_IN_MESSAGE, state: params.get('state'), accessToken: error ? null : accessToken, error };
}

export function isGoogleSignInResult(data: unknown): data is GoogleSignInResult {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  const optionalText = (value: unknown) => value === null || typeof value === 'string';
  return (
    message.type === GOOGLE_SIGN_IN_MESSAGE &&
    optionalText(message.state) &&
    optionalText(message.accessToken) &&
    optionalText(message.error)
  );
}
