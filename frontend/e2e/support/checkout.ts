import { baseUrl } from './browser';

/** The cookie `POST /api/customers` sets: the guest checkout's proof of its customer. */
const CHECKOUT_COOKIE = 'shop_checkout';

export interface Checkout {
  /** The customer id the shop answered. */
  id: number;
  /** What the browser sends with the order or payment: its checkout cookie. */
  headers: { cookie: string };
}

/**
 * A guest's checkout started as the SPA starts it, from Node rather than the page: POST
 * /api/customers, keeping the checkout cookie its answer sets. Node's fetch keeps no cookies, so
 * a test sends `headers` with the order itself, as the browser would.
 */
export async function startCheckout(fields: Record<string, unknown>): Promise<Checkout> {
  const response = await fetch(`${baseUrl()}/api/customers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  });
  if (!response.ok) throw new Error(`/api/customers answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith(`${CHECKOUT_COOKIE}=`) && pair.length > CHECKOUT_COOKIE.length + 1);
  if (!cookie) throw new Error(`/api/customers set no ${CHECKOUT_COOKIE} cookie`);
  return { id: ((await response.json()) as { id: number }).id, headers: { cookie } };
}
