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
  /** The parameters as received, carried through the consent form unchanged. */
  params: { client_id: string; redirect_uri: string; response_type: string; scope: string; state?: string };
}

export type AuthorizationCheck =
  | { ok: true; request: AuthorizationRequest }
  | { ok: false; status: number; error: string; description: string };

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
 * redirect would hand the token to whoever asked). Only the implicit flow is simulated.
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
  if (responseType !== 'token') {
    return { ok: false, status: 400, error: 'unsupported_response_type', description: 'The sandbox simulates the implicit flow only: response_type=token.' };
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
      params: { client_id: clientId, redirect_uri: redirectUri, response_type: 'token', scope: scope ?? '', ...(state !== undefined ? { state } : {}) },
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
</form>`,
  );
}

export function renderAuthorizationError(error: string, description: string): string {
  return renderPage(
    'Google sandbox · Error',
    `<p class="brand google">Google sandbox</p>\n<h1 class="error">Access blocked: authorization error</h1>\n<p>${escapeHtml(description)}</p>\n<p>Error: <code>${escapeHtml(error)}</code></p>`,
  );
}
