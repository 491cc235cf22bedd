import type { SignedCookies } from './signed-cookies';

export const CHECKOUT_COOKIE = 'shop_checkout';
const PURPOSE = 'checkout';

/**
 * A guest's proof of the customer its checkout created or chose: a signed, short-lived cookie
 * naming the customer id `POST /api/customers` answered. A customer id alone (they are
 * sequential) is no key to anyone's orders or payments.
 */
export class CheckoutCredentials {
  constructor(
    private readonly cookies: SignedCookies,
    private readonly ttlMs: number,
  ) {}

  issue(customerId: number, now = Date.now()): { cookie: string; maxAgeSeconds: number } {
    return { cookie: this.cookies.seal(PURPOSE, { customerId, expiresAt: now + this.ttlMs }), maxAgeSeconds: Math.floor(this.ttlMs / 1000) };
  }

  /** The customer id the cookie vouches for, or undefined when it is missing, forged or expired. */
  customerOf(cookie: string | undefined, now = Date.now()): number | undefined {
    const value = this.cookies.open(PURPOSE, cookie) as { customerId?: unknown; expiresAt?: unknown } | null;
    if (!value || !Number.isSafeInteger(value.customerId) || !(typeof value.expiresAt === 'number' && value.expiresAt > now)) return undefined;
    return value.customerId as number;
  }
}
