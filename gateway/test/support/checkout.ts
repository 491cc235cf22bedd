import { CHECKOUT_COOKIE } from '../../src/auth/checkout-credential';

/** The `name=value` of a cookie the answer sets, or undefined. */
export function cookieSetBy(res: Response, name: string): string | undefined {
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1);
}

export interface Checkout {
  customerId: number;
  /** The headers that make a request this browser's: its checkout cookie. */
  headers: Record<string, string>;
}

/**
 * A guest's checkout as the SPA starts it: POST /api/customers, keeping the checkout cookie its
 * answer sets, which the browser then sends with the order or the payment.
 */
export async function startCheckout(base: string, fields: unknown, headers: Record<string, string> = {}): Promise<Checkout> {
  const res = await fetch(`${base}/api/customers`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(fields) });
  if (res.status !== 200) throw new Error(`POST /api/customers answered ${res.status}: ${await res.text()}`);
  const cookie = cookieSetBy(res, CHECKOUT_COOKIE);
  if (!cookie) throw new Error('POST /api/customers set no checkout cookie');
  return { customerId: ((await res.json()) as { id: number }).id, headers: { cookie } };
}

/** Where the shopper of these tests lives. */
const SHOPPER_ADDRESS = { shippingAddress: '14 Lodhi Estate', shippingCity: 'New Delhi', shippingState: 'Delhi', shippingPincode: '110003' };

/** A cash-on-delivery order as the checkout sends it: two of one print, to `address`. */
export const codOrderBody = (customerId: number, orderNumber: string, address: Record<string, string> = SHOPPER_ADDRESS) => ({
  customerId,
  orderNumber,
  ...address,
  items: [{ productId: 4, productTitle: 'Marigold Geometry', quantity: 2, size: '18x14', medium: 'Museum-Grade Canvas', framing: 'No Frame' }],
});

/** The same order as the checkout sends it to start a PhonePe payment: under `orderId`. */
export function phonePeCheckoutBody(customerId: number, orderId: string, address?: Record<string, string>) {
  const { orderNumber: _orderNumber, ...order } = codOrderBody(customerId, orderId, address);
  return { ...order, orderId, paymentMethod: 'phonepe' };
}
