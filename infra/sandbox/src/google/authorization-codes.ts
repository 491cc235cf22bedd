import { randomBytes } from 'node:crypto';
import type { GoogleAccount } from './google-accounts';

/** How long Google lets a code wait for its exchange; a code is short-lived by design (RFC 6749 §4.1.2). */
export const CODE_TTL_MS = 5 * 60 * 1000;

export interface AuthorizationCode {
  code: string;
  account: GoogleAccount;
  clientId: string;
  /** The exchange must name exactly this redirect URI: a code is bound to where it was sent. */
  redirectUri: string;
  scopes: string[];
  /** Epoch milliseconds. */
  expiresAt: number;
  /** The access token the exchange issued, so a replayed code can revoke it (RFC 6749 §4.1.2). */
  issuedAccessToken?: string;
}

export type Redemption =
  | { ok: true; code: AuthorizationCode }
  | { ok: false; error: 'invalid_grant' | 'redirect_uri_mismatch'; description: string; revoke?: string };

/**
 * Codes of the authorization-code flow, in memory: each is redeemed once, by the client it was
 * issued to, for the redirect URI it was sent to, before it expires. A second redemption is
 * refused and revokes the token the first one issued, as Google (and RFC 6749) do.
 */
export class AuthorizationCodes {
  private readonly codes = new Map<string, AuthorizationCode>();

  issue(account: GoogleAccount, clientId: string, redirectUri: string, scopes: string[], now = Date.now()): AuthorizationCode {
    this.forgetExpired(now);
    const code: AuthorizationCode = {
      code: `4/0sandbox-${randomBytes(32).toString('base64url')}`,
      account,
      clientId,
      redirectUri,
      scopes,
      expiresAt: now + CODE_TTL_MS,
    };
    this.codes.set(code.code, code);
    return code;
  }

  redeem(value: string, clientId: string, redirectUri: string | undefined, now = Date.now()): Redemption {
    const code = this.codes.get(value);
    if (!code || code.expiresAt <= now || code.clientId !== clientId) {
      return { ok: false, error: 'invalid_grant', description: code ? 'Bad Request' : 'Malformed auth code.' };
    }
    if (code.issuedAccessToken !== undefined) {
      return { ok: false, error: 'invalid_grant', description: 'Bad Request', revoke: code.issuedAccessToken };
    }
    if (redirectUri !== code.redirectUri) return { ok: false, error: 'redirect_uri_mismatch', description: 'Bad Request' };
    return { ok: true, code };
  }

  /** Marks the code used, remembering what it issued. */
  spend(code: AuthorizationCode, accessToken: string): void {
    code.issuedAccessToken = accessToken;
  }

  private forgetExpired(now: number): void {
    for (const [value, code] of this.codes) if (code.expiresAt <= now) this.codes.delete(value);
  }
}
