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
 */
export class SessionCodec {
  constructor(private readonly secret: string) {}

  encode(session: Session): string {
    const payload = Buffer.from(JSON.stringify(session)).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  decode(value: string | undefined, now = Date.now()): Session | null {
    if (!value) return null;
    const [payload, signature, extra] = value.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Session;
      if (typeof session.id !== 'string' || typeof session.email !== 'string' || !(session.expiresAt > now)) return null;
      return session;
    } catch {
      return null;
    }
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}
