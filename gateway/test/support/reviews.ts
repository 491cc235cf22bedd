import { shopper } from '@shop/testing';
import { codOrderBody, startCheckout } from './checkout';
import { fromOurSite } from './requests';
import { orderNumber, type Shop } from './shop';
import { asStaff, type SignedInStaff } from './staff';

/** The print every delivered order of these tests holds (codOrderBody's: Marigold Geometry). */
export const ORDERED_PRODUCT_ID = 4;

/**
 * A cash-on-delivery order of ORDERED_PRODUCT_ID placed with `email` from a client of its own,
 * then taken to delivered by a staff member who may fulfil orders: what makes a review of it a
 * Verified Purchase. Answers its order number.
 */
export async function deliveredOrder(shop: Shop, staff: SignedInStaff, email: string, client: Record<string, string>): Promise<string> {
  const checkout = await startCheckout(shop.base, shopper(email), client);
  const number = orderNumber();
  const placed = await shop.post('/api/orders', codOrderBody(checkout.customerId, number), { ...checkout.headers, ...client });
  if (placed.status !== 200) throw new Error(`placing ${number} answered ${placed.status}: ${await placed.text()}`);
  await moveOrder(shop, staff, number, ['confirm', 'start-processing', ['ship', { carrier: 'Delhivery', trackingNumber: `DL${Date.now()}` }], 'deliver']);
  return number;
}

/** Takes an order through these back-office steps, each with the version it has then. */
export async function moveOrder(shop: Shop, staff: SignedInStaff, number: string, steps: Array<string | [string, Record<string, unknown>]>): Promise<void> {
  for (const step of steps) {
    const [action, extra] = typeof step === 'string' ? [step, {}] : step;
    const order = (await (await asStaff(shop, staff.cookie, `/api/admin/orders/${number}`)).json()) as { version: number };
    const res = await asStaff(shop, staff.cookie, `/api/admin/orders/${number}/${action}`, { method: 'POST', body: { version: order.version, ...extra } });
    if (res.status !== 200) throw new Error(`${action} of ${number} answered ${res.status}: ${await res.text()}`);
  }
}

/** A call as a signed-in shopper's browser makes it on our own site. */
export function asShopper(shop: Shop, cookie: string, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Response> {
  return fromOurSite(shop, path, { ...init, cookie });
}
