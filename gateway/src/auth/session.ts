import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AuthenticatedUser } from '@shop/messaging';

export const SESSION_COOKIE = 'shop_session';

export interface Session extends AuthenticatedUser {
  name: string;
  picture: string | null;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/**
 * A signed, self-contained session: `payload.signature`, both base64url, HMAC-SHA256 with the
 * gateway's secret. Any gateway replica can read it; tampering or expiry makes it worthless.
 *
 * Rotation: new sessions are signed with `secret`; sessions signed with one of `previous` are
 * still accepted, so shoppers stay signed in while a new secret rolls out (README, Operations).
 */
export class SessionCodec {
  private readonly secrets: string[];

  constructor(
    private readonly secret: string,
    previous: readonly string[] = [],
  ) {
    this.secrets = [secret, ...previous];
  }

  encode(session: Session): string {
    const payload = Buffer.from(JSON.stringify(session)).toString('base64url');
    return `${payload}.${this.sign(payload, this.secret)}`;
  }

  decode(value: string | undefined, now = Date.now()): Session | null {
    if (!value) return null;
    const [payload, signature, extra] = value.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const given = Buffer.from(signature);
    const signedByOurs = this.secrets.some((secret) => {
      const expected = Buffer.from(this.sign(payload, secret));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
    if (!signedByOurs) return null;
    try {
      const session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Session;
      if (typeof session.id !== 'string' || typeof session.email !== 'string' || !(session.expiresAt > now)) return null;
      return session;
    } catch {
      return null;
    }
  }

  private sign(payload: string, secret: string): string {
    return createHmac('sha256', secret).update(payload).digest('base64url');
  }
}
