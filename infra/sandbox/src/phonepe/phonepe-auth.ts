import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { badRequest, PhonePeError } from './phonepe-error';

export interface PhonePeCredentials {
  clientId: string;
  clientSecret: string;
  clientVersion: number;
}

export interface PhonePeTokenResponse {
  access_token: string;
  encrypted_access_token: string;
  expires_in: number;
  issued_at: number;
  expires_at: number;
  session_expires_at: number;
  token_type: 'O-Bearer';
}

const tokenForm = z.object({
  client_id: z.string().min(1),
  client_version: z.string().regex(/^\d+$/, 'must be a whole number'),
  client_secret: z.string().min(1),
  grant_type: z.string().min(1),
});

/** Compares through digests so neither the secret's content nor its length leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const unauthorized = (message: string) => new PhonePeError(401, 'AUTHORIZATION_FAILED', message);

/**
 * PhonePe's OAuth client-credentials grant and the O-Bearer check of every API call.
 * Tokens are opaque and live in memory; times in the token response are epoch seconds, as PhonePe's.
 */
export class PhonePeAuthorization {
  private readonly expiryByToken = new Map<string, number>();

  constructor(
    private readonly credentials: PhonePeCredentials,
    private readonly ttlSeconds: number,
  ) {}

  issueToken(form: unknown): PhonePeTokenResponse {
    const parsed = tokenForm.safeParse(form ?? {});
    if (!parsed.success) {
      throw badRequest({ issues: parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })) });
    }
    const { client_id, client_version, client_secret, grant_type } = parsed.data;
    if (grant_type !== 'client_credentials') {
      throw badRequest({ issues: [{ field: 'grant_type', message: 'must be client_credentials' }] });
    }
    const knownClient =
      client_id === this.credentials.clientId &&
      Number(client_version) === this.credentials.clientVersion &&
      sameSecret(client_secret, this.credentials.clientSecret);
    if (!knownClient) throw unauthorized('Client authentication failed: unknown client_id, client_version or client_secret.');

    this.forgetExpiredTokens();
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + this.ttlSeconds;
    const accessToken = randomBytes(32).toString('base64url');
    this.expiryByToken.set(accessToken, expiresAt * 1000);
    return {
      access_token: accessToken,
      encrypted_access_token: randomBytes(48).toString('base64url'),
      expires_in: this.ttlSeconds,
      issued_at: issuedAt,
      expires_at: expiresAt,
      session_expires_at: expiresAt,
      token_type: 'O-Bearer',
    };
  }

  /** Throws the 401 PhonePe answers unless the header carries a live token of ours. */
  verify(authorization: string | undefined): void {
    const match = /^O-Bearer (\S+)$/.exec(authorization ?? '');
    if (!match) throw unauthorized('Missing or malformed Authorization header; expected "O-Bearer <access_token>".');
    const expiresAt = this.expiryByToken.get(match[1]);
    if (expiresAt === undefined) throw unauthorized('Invalid access token.');
    if (Date.now() >= expiresAt) throw unauthorized('Access token expired.');
  }

  private forgetExpiredTokens(): void {
    const now = Date.now();
    for (const [token, expiresAt] of this.expiryByToken) if (expiresAt <= now) this.expiryByToken.delete(token);
  }
}
