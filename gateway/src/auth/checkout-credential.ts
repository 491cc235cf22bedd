import { randomBytes } from 'node:crypto';
import type { Checkout } from '@shop/messaging';
import type { SignedCookies } from './signed-cookies';

export const CHECKOUT_COOKIE = 'shop_checkout';
const PURPOSE = 'checkout';
const CHECKOUT_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * A guest's proof of its checkout: a signed, short-lived cookie naming the customer id that
 * `POST /api/customers` answered this browser, and an id of the checkout's own. A customer id
 * alone (they are sequential) opens nothing; the orders a checkout places carry its id, so
 * only that browser (or their signed-in owner) may retry them, pay for them or ask after them.
 */
export class CheckoutCredentials {
  constructor(
    private readonly cookies: SignedCookies,
    private readonly ttlMs: number,
  ) {}

  /** A credential for this customer, keeping the browser's checkout id (a retried checkout is the same one). */
  issue(customerId: number, current?: Checkout, now = Date.now()): { cookie: string; maxAgeSeconds: number } {
    const checkout: Checkout = { id: current?.id ?? randomBytes(18).toString('base64url'), customerId };
    return { cookie: this.cookies.seal(PURPOSE, { ...checkout, expiresAt: now + this.ttlMs }), maxAgeSeconds: Math.floor(this.ttlMs / 1000) };
  }

  /** The checkout the cookie vouches for, or undefined when it is missing, forged or expired. */
  read(cookie: string | undefined, now = Date.now()): Checkout | undefined {
    const value = this.cookies.open(PURPOSE, cookie) as { id?: unknown; customerId?: unknown; expiresAt?: unknown } | null;
    if (!value || typeof value.id !== 'string' || !CHECKOUT_ID.test(value.id) || !Number.isSafeInteger(value.customerId)) return undefined;
    if (!(typeof value.expiresAt === 'number' && value.expiresAt > now)) return undefined;
    return { id: value.id, customerId: value.customerId as number };
  }
}
