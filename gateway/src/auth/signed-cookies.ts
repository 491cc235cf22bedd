import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Cookies the gateway hands out and believes only with its own signature: `payload.signature`,
 * the payload a base64url JSON value, the signature HMAC-SHA256 over the cookie's purpose and
 * payload. The purpose keeps one kind of cookie from being replayed as another.
 *
 * Rotation: new cookies are signed with `secret`; those signed with one of `previous` are still
 * believed, so nobody is signed out while a new secret rolls out (README, Operations).
 */
export class SignedCookies {
  private readonly secrets: string[];

  constructor(
    private readonly secret: string,
    previous: readonly string[] = [],
  ) {
    this.secrets = [secret, ...previous];
  }

  seal(purpose: string, value: unknown): string {
    const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
    return `${payload}.${sign(purpose, payload, this.secret)}`;
  }

  /** The value sealed for this purpose, or null for anything we did not sign. */
  open(purpose: string, cookie: string | undefined): unknown {
    if (!cookie) return null;
    const [payload, signature, extra] = cookie.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const given = Buffer.from(signature);
    const ours = this.secrets.some((secret) => {
      const expected = Buffer.from(sign(purpose, payload, secret));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
    if (!ours) return null;
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    } catch {
      return null;
    }
  }
}

function sign(purpose: string, payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`${purpose}.${payload}`).digest('base64url');
}
