import { timingSafeEqual } from 'node:crypto';
import type { GoogleOptions } from '../config';
import type { AuthorizationCodes } from './authorization-codes';
import { DEFAULT_EXPIRES_IN_SECONDS, type GoogleTokens } from './google-tokens';

export const TOKEN_PATH = '/token';

export interface TokenAnswer {
  status: number;
  body: Record<string, string | number>;
}

const failure = (status: number, error: string, description: string): TokenAnswer => ({ status, body: { error, error_description: description } });

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The client's credentials: in the form (client_secret_post) or as HTTP Basic (client_secret_basic), as Google accepts both. */
function clientCredentials(form: Record<string, unknown>, authorization: string | undefined): { id?: string; secret?: string } {
  const basic = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '');
  if (basic) {
    const [id, ...secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
    return { id: decodeURIComponent(id), secret: decodeURIComponent(secret.join(':')) };
  }
  return { id: text(form.client_id), secret: text(form.client_secret) };
}

/**
 * Google's token endpoint for the authorization-code grant, answering as Google does: the
 * client authenticates with its secret, the code is redeemed once, by its client, for the
 * redirect URI it was sent to; the answer is an access token that tokeninfo and userinfo know.
 * No id_token: the shop reads the profile from userinfo, never from an id_token.
 */
export function exchangeCode(
  form: Record<string, unknown>,
  authorization: string | undefined,
  options: GoogleOptions,
  codes: AuthorizationCodes,
  tokens: GoogleTokens,
): TokenAnswer {
  const client = clientCredentials(form, authorization);
  if (client.id !== options.clientId) return failure(401, 'invalid_client', 'The OAuth client was not found.');
  // Without a secret of its own the sandbox can authenticate no confidential client.
  if (!options.clientSecret || !client.secret || !sameSecret(client.secret, options.clientSecret)) return failure(401, 'invalid_client', 'Unauthorized');
  const grantType = text(form.grant_type);
  if (grantType !== 'authorization_code') return failure(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType ?? ''}`);
  const code = text(form.code);
  if (!code) return failure(400, 'invalid_request', 'Missing required parameter: code');
  const redemption = codes.redeem(code, client.id, text(form.redirect_uri));
  if (!redemption.ok) {
    if (redemption.revoke) tokens.revoke(redemption.revoke);
    return failure(400, redemption.error, redemption.description);
  }
  const { account, scopes } = redemption.code;
  const token = tokens.mint(account, client.id, scopes);
  codes.spend(redemption.code, token.accessToken);
  return {
    status: 200,
    body: { access_token: token.accessToken, expires_in: DEFAULT_EXPIRES_IN_SECONDS, scope: token.scopes.join(' '), token_type: 'Bearer' },
  };
}
