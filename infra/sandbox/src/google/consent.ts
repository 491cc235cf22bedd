import type { GoogleOptions } from '../config';
import { escapeHtml, renderPage } from '../shared/html';
import { TEST_ACCOUNTS } from './google-accounts';
import { grantedScopes } from './google-tokens';

export const AUTHORIZE_PATH = '/o/oauth2/v2/auth';

export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state?: string;
  /** `token`: the implicit flow (the token in the fragment); `code`: the authorization-code flow (a code in the query). */
  responseType: ResponseType;
  /** The parameters as received, carried through the consent form unchanged. */
  params: { client_id: string; redirect_uri: string; response_type: string; scope: string; state?: string };
}

export type AuthorizationCheck =
  | { ok: true; request: AuthorizationRequest }
  | { ok: false; status: number; error: string; description: string };

export type ResponseType = 'token' | 'code';
const RESPONSE_TYPES: readonly string[] = ['token', 'code'];

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function redirectAllowed(redirectUri: string, options: GoogleOptions): boolean {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  if (url.hash || !['http:', 'https:'].includes(url.protocol)) return false;
  return options.redirectOrigins
    ? options.redirectOrigins.includes(url.origin)
    : url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Checks an authorization request the way Google does before it shows consent: an unknown
 * client or a redirect URI that is not registered is an error page, never a redirect (a
 * redirect would hand the token to whoever asked). The implicit flow (`response_type=token`,
 * the SPA's token client) and the authorization-code flow (`response_type=code`, a server that
 * exchanges the code at /token with its client secret) are simulated.
 */
export function checkAuthorizationRequest(query: Record<string, unknown>, options: GoogleOptions): AuthorizationCheck {
  const clientId = text(query.client_id);
  const redirectUri = text(query.redirect_uri);
  const responseType = text(query.response_type);
  const scope = text(query.scope);
  const state = text(query.state);
  if (clientId !== options.clientId) {
    return { ok: false, status: 401, error: 'invalid_client', description: 'The OAuth client was not found.' };
  }
  if (!redirectUri || !redirectAllowed(redirectUri, options)) {
    return { ok: false, status: 400, error: 'redirect_uri_mismatch', description: 'The redirect_uri is not registered for this client.' };
  }
  if (!responseType || !RESPONSE_TYPES.includes(responseType)) {
    return { ok: false, status: 400, error: 'unsupported_response_type', description: 'response_type must be token or code.' };
  }
  const scopes = grantedScopes(scope ?? '');
  if (!scopes) {
    return { ok: false, status: 400, error: 'invalid_scope', description: 'Scopes must be among openid, email and profile.' };
  }
  if (query.state !== undefined && state === undefined) {
    return { ok: false, status: 400, error: 'invalid_request', description: 'state must be given once.' };
  }
  return {
    ok: true,
    request: {
      clientId,
      redirectUri,
      scopes,
      state,
      responseType: responseType as ResponseType,
      params: { client_id: clientId, redirect_uri: redirectUri, response_type: responseType, scope: scope ?? '', ...(state !== undefined ? { state } : {}) },
    },
  };
}

/** Fragment parameters are percent-encoded (spaces as %20), which every fragment parser reads back. */
export function fragment(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

/** The consent form's choice of an account not listed: any address, as a verified account named after it (google-accounts.ts). */
export const OTHER_ACCOUNT = 'other';
export const OTHER_ACCOUNT_FIELD = 'email';

export function renderConsentPage(request: AuthorizationRequest): string {
  const hidden = Object.entries(request.params)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n');
  const accounts = TEST_ACCOUNTS.map(
    (account) =>
      `<button type="submit" name="account" value="${escapeHtml(account.email)}" class="account">${escapeHtml(account.name)}` +
      `<small>${escapeHtml(account.email)}${account.emailVerified ? '' : ' · email NOT verified'}</small></button>`,
  ).join('\n');
  return renderPage(
    'Google sandbox · Sign in',
    `<p class="brand google">Google sandbox</p>
<h1>Choose an account</h1>
<p>to continue to <strong>${escapeHtml(new URL(request.redirectUri).origin)}</strong></p>
<form method="post" action="${AUTHORIZE_PATH}">
${hidden}
${accounts}
<button type="submit" name="cancel" value="1" class="quiet">Cancel</button>
</form>
<form method="post" action="${AUTHORIZE_PATH}">
${hidden}
<label>Use another account <input type="email" name="${OTHER_ACCOUNT_FIELD}" required autocomplete="off" placeholder="Email"></label>
<button type="submit" name="account" value="${OTHER_ACCOUNT}" class="quiet">Next</button>
</form>`,
  );
}

export function renderAuthorizationError(error: string, description: string): string {
  return renderPage(
    'Google sandbox · Error',
    `<p class="brand google">Google sandbox</p>\n<h1 class="error">Access blocked: authorization error</h1>\n<p>${escapeHtml(description)}</p>\n<p>Error: <code>${escapeHtml(error)}</code></p>`,
  );
}
