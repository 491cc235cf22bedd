import { randomBytes } from 'node:crypto';
import type { GoogleAccount } from './google-accounts';

export const OPENID_SCOPE = 'openid';
export const EMAIL_SCOPE = 'https://www.googleapis.com/auth/userinfo.email';
export const PROFILE_SCOPE = 'https://www.googleapis.com/auth/userinfo.profile';

/** Google accepts the short names and answers with the full scope URLs. */
const SCOPE_NAMES: Record<string, string> = {
  openid: OPENID_SCOPE,
  email: EMAIL_SCOPE,
  profile: PROFILE_SCOPE,
  [EMAIL_SCOPE]: EMAIL_SCOPE,
  [PROFILE_SCOPE]: PROFILE_SCOPE,
};

/** The granted scopes of a space-separated request, or undefined when it is empty or names one we do not grant. */
export function grantedScopes(requested: string): string[] | undefined {
  const names = requested.split(' ').filter(Boolean);
  if (names.length === 0 || names.some((name) => !(name in SCOPE_NAMES))) return undefined;
  return [...new Set(names.map((name) => SCOPE_NAMES[name]))];
}

/** Google's lifetime for an access token minted by the token client. */
export const DEFAULT_EXPIRES_IN_SECONDS = 3599;

export interface GoogleToken {
  accessToken: string;
  account: GoogleAccount;
  /** The OAuth client the token was minted for: tokeninfo's aud and azp. */
  clientId: string;
  scopes: string[];
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** Opaque access tokens in memory; an expired token is as unknown as a made-up one. */
export class GoogleTokens {
  private readonly byAccessToken = new Map<string, GoogleToken>();
  private readonly accountsBySub = new Map<string, GoogleAccount>();

  mint(account: GoogleAccount, clientId: string, scopes: string[], expiresInSeconds = DEFAULT_EXPIRES_IN_SECONDS): GoogleToken {
    this.forgetExpired();
    const token: GoogleToken = {
      accessToken: `ya29.sandbox-${randomBytes(32).toString('base64url')}`,
      account,
      clientId,
      scopes,
      expiresAt: Date.now() + expiresInSeconds * 1000,
    };
    this.byAccessToken.set(token.accessToken, token);
    this.accountsBySub.set(account.sub, account);
    return token;
  }

  live(accessToken: string): GoogleToken | undefined {
    const token = this.byAccessToken.get(accessToken);
    return token && token.expiresAt > Date.now() ? token : undefined;
  }

  /** Ends a token at once: what Google does to the tokens of an authorization code redeemed twice. */
  revoke(accessToken: string): void {
    this.byAccessToken.delete(accessToken);
  }

  /** Accounts that have signed in since the sandbox started (their avatars are served). */
  accountBySub(sub: string): GoogleAccount | undefined {
    return this.accountsBySub.get(sub);
  }

  private forgetExpired(): void {
    const now = Date.now();
    for (const [accessToken, token] of this.byAccessToken) if (token.expiresAt <= now) this.byAccessToken.delete(accessToken);
  }
}

/** tokeninfo's answer; like Google's, numbers and booleans arrive as strings. */
export function tokenInfoView(token: GoogleToken) {
  const hasEmail = token.scopes.includes(EMAIL_SCOPE);
  return {
    azp: token.clientId,
    aud: token.clientId,
    sub: token.account.sub,
    scope: token.scopes.join(' '),
    exp: String(Math.floor(token.expiresAt / 1000)),
    expires_in: String(Math.max(0, Math.floor((token.expiresAt - Date.now()) / 1000))),
    ...(hasEmail ? { email: token.account.email, email_verified: String(token.account.emailVerified) } : {}),
    access_type: 'online',
  };
}

/** userinfo's answer: profile fields with the profile scope, email fields with the email scope. */
export function userInfoView(token: GoogleToken, pictureUrl: string) {
  const { account } = token;
  return {
    sub: account.sub,
    ...(token.scopes.includes(PROFILE_SCOPE)
      ? {
          name: account.name,
          given_name: account.givenName,
          // Google leaves out a part of the name the account does not have.
          ...(account.familyName ? { family_name: account.familyName } : {}),
          picture: pictureUrl,
        }
      : {}),
    ...(token.scopes.includes(EMAIL_SCOPE) ? { email: account.email, email_verified: account.emailVerified } : {}),
  };
}
