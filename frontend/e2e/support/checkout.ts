import { api, postJson } from './api';
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

export interface CodOrderOf {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: { address: string; city: string; state: string; pincode: string };
  productId: number;
  quantity?: number;
  /** Unless said, a new one from the clock. */
  orderNumber?: string;
}

/**
 * A cash-on-delivery order of one print (its first size, on canvas, unframed), placed from Node
 * as the cart's checkout places one: the customer first, then the order with its checkout cookie.
 * Answers the order as the shop answered it (`Placed`: the fields a test reads).
 */
export async function placeCodOrder<Placed extends { orderNumber: string } = { orderNumber: string }>(order: CodOrderOf): Promise<Placed> {
  const product = await api<{ id: number; title: string; availableSizes: string[] }>(`/api/products/${order.productId}`);
  const { address } = order;
  const customer = await startCheckout({ firstName: order.firstName, lastName: order.lastName, email: order.email, phone: order.phone, ...address, country: 'India' });
  return postJson<Placed>(
    '/api/orders',
    {
      customerId: customer.id,
      orderNumber: order.orderNumber ?? `ORD-${Date.now()}`,
      status: 'pending',
      shippingAddress: address.address,
      shippingCity: address.city,
      shippingState: address.state,
      shippingPincode: address.pincode,
      shippingCountry: 'India',
      paymentStatus: 'pending',
      paymentMethod: 'cod',
      notes: null,
      items: [{ productId: product.id, productTitle: product.title, quantity: order.quantity ?? 1, size: product.availableSizes[0], medium: 'Museum-Grade Canvas', framing: 'No Frame' }],
    },
    customer.headers,
  );
}
