import 'reflect-metadata';
import type { ApiAdminOrder } from '@shop/contracts';
import { shopper } from '@shop/testing';
import { codOrderBody, startCheckout } from '../support/checkout';
import { orderNumber, startShop, type Shop } from '../support/shop';
import { signIn } from '../support/sign-in';
import { asStaff, staffAs, type SignedInStaff } from '../support/staff';

/** Attacks on the back office's orders: who may call, what they may send, replays and over-refunds. */
describe('security: back office orders', () => {
  let shop: Shop;
  let fulfilment: SignedInStaff;
  let manager: SignedInStaff;
  let nextClient = 1;

  beforeAll(async () => {
    shop = await startShop();
    fulfilment = await staffAs(shop, 'fulfilment');
    manager = await staffAs(shop, 'manager');
  }, 120_000);

  afterAll(() => shop?.stop());

  const as = (who: SignedInStaff | string, path: string, body?: unknown) =>
    asStaff(shop, typeof who === 'string' ? who : who.cookie, path, body === undefined ? {} : { method: 'POST', body });
  const message = async (res: Response) => ((await res.json()) as { message: string }).message;

  /** A shopper's cash-on-delivery order, as the checkout places it. */
  async function placeCod(): Promise<string> {
    const client = { 'x-forwarded-for': `198.51.100.${nextClient++}` };
    const checkout = await startCheckout(shop.base, shopper(`orders.victim.${Date.now()}.${nextClient}@example.in`), client);
    const number = orderNumber();
    const res = await shop.post('/api/orders', codOrderBody(checkout.customerId, number), { ...checkout.headers, ...client });
    expect(res.status).toBe(200);
    return number;
  }
  const detail = async (number: string) => (await (await as(manager, `/api/admin/orders/${number}`)).json()) as ApiAdminOrder;

  it('refuses nobody and a shopper (401), and every role its permissions do not name (403), reads and writes alike', async () => {
    const number = await placeCod();
    const shopperCookie = await signIn(shop, 'orders.shopper@example.in', { 'x-forwarded-for': '10.97.0.1' });
    const [support, catalogue] = [await staffAs(shop, 'support'), await staffAs(shop, 'catalogue')];
    const reads = ['/api/admin/orders', '/api/admin/orders/dashboard', `/api/admin/orders/${number}`, '/api/admin/orders/export', `/api/admin/orders/${number}/packing-slip`];
    const writes: Array<[string, unknown]> = [
      [`/api/admin/orders/${number}/confirm`, { version: 1 }],
      [`/api/admin/orders/${number}/cancel`, { version: 1, reason: 'x' }],
      ['/api/admin/orders/bulk/confirm', { orders: [{ orderNumber: number, version: 1 }] }],
      ['/api/admin/orders/shipments/import', { csv: `order number,carrier,tracking number\n${number},Delhivery,D1\n` }],
    ];
    for (const path of reads) {
      expect([path, (await as('', path)).status]).toEqual([path, 401]);
      expect([path, (await as(shopperCookie, path)).status]).toEqual([path, 401]);
      expect([path, (await as(catalogue, path)).status]).toEqual([path, 403]);
      expect([path, (await as(support, path)).status]).toEqual([path, 200]);
    }
    for (const [path, body] of writes) {
      expect([path, (await as('', path, body)).status]).toEqual([path, 401]);
      expect([path, (await as(shopperCookie, path, body)).status]).toEqual([path, 401]);
      expect([path, (await as(catalogue, path, body)).status]).toEqual([path, 403]);
      // Support reads orders and adds notes, and does nothing else to them.
      expect([path, (await as(support, path, body)).status]).toEqual([path, 403]);
    }
    expect((await as(support, `/api/admin/orders/${number}/notes`, { text: 'Shopper called about delivery' })).status).toBe(201);
    // Fulfilment ships, and never refunds.
    for (const path of ['refunds/cash', 'refunds/phonepe']) {
      expect((await as(fulfilment, `/api/admin/orders/${number}/${path}`, { version: 1 })).status).toBe(403);
    }
    expect(await detail(number)).toMatchObject({ status: 'pending', version: 1, refundedAmount: 0 });
  });

  it('ignores a forged staff header or cookie: only a session the gateway issued says who is calling', async () => {
    const number = await placeCod();
    const owner = JSON.stringify({ id: 1, email: 'owner@curatedartdecor.in', name: 'Owner', role: 'owner' });
    const headerOnly = await fetch(`${shop.base}/api/admin/orders/${number}/confirm`, {
      method: 'POST',
      headers: { 'x-staff': owner, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ version: 1 }),
    });
    expect(headerOnly.status).toBe(401);
    expect((await as('shop_staff=s%3Aforged.c2lnbmF0dXJl', `/api/admin/orders/${number}`)).status).toBe(401);
    expect((await as(`${fulfilment.cookie}x`, `/api/admin/orders/${number}/confirm`, { version: 1 })).status).toBe(401);
    expect((await detail(number)).status).toBe('pending');
  });

  it('refuses cross-site and form-encoded posts, even with the staff cookie', async () => {
    const number = await placeCod();
    const crossSite = await fetch(`${shop.base}/api/admin/orders/${number}/confirm`, {
      method: 'POST',
      headers: { cookie: fulfilment.cookie, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: JSON.stringify({ version: 1 }),
    });
    expect(crossSite.status).toBe(403);
    const form = await fetch(`${shop.base}/api/admin/orders/${number}/confirm`, {
      method: 'POST',
      headers: { cookie: fulfilment.cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'version=1',
    });
    expect(form.status).toBe(415);
    const plainText = await fetch(`${shop.base}/api/admin/orders/shipments/import`, {
      method: 'POST',
      headers: { cookie: fulfilment.cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain' },
      body: `order number,carrier,tracking number\n${number},Delhivery,D1\n`,
    });
    expect(plainText.status).toBe(415);
    expect((await detail(number)).status).toBe('pending');
  });

  it.each([
    ['an order number of another format', '/api/admin/orders/12345', undefined, 400],
    ['SQL in the order number', "/api/admin/orders/ORD-1'%20OR%20'1'='1", undefined, 400],
    ['an order number of no order', '/api/admin/orders/ORD-000000000', undefined, 404],
    ['SQL in the search', "/api/admin/orders?q=%27%3B%20DROP%20TABLE%20orders%3B--", undefined, 200],
    ['a status that does not exist', '/api/admin/orders?status=stolen', undefined, 400],
    ['a date that is not a date', '/api/admin/orders/export?from=yesterday', undefined, 400],
    ['a filter the list does not have', '/api/admin/orders?customerId=1', undefined, 400],
    ['a page past the limit', '/api/admin/orders?limit=101', undefined, 400],
    ['an action without a version', '/api/admin/orders/ORD-000000000/confirm', {}, 400],
    ['a version that is not a number', '/api/admin/orders/ORD-000000000/confirm', { version: '1 OR 1=1' }, 400],
    ['a field the action does not take', '/api/admin/orders/ORD-000000000/confirm', { version: 1, status: 'delivered' }, 400],
    ['a tracking link that runs script', '/api/admin/orders/ORD-000000000/ship', { version: 1, carrier: 'X', trackingNumber: 'T1', trackingUrl: 'javascript:alert(1)' }, 400],
    ['a nested object where the carrier goes', '/api/admin/orders/ORD-000000000/ship', { version: 1, carrier: { $ne: '' }, trackingNumber: 'T1' }, 400],
    ['a refund of three decimals', '/api/admin/orders/ORD-000000000/refunds/cash', { version: 1, amount: 1.005 }, 400],
    ['a negative refund', '/api/admin/orders/ORD-000000000/refunds/cash', { version: 1, amount: -100 }, 400],
    ['too many orders in one bulk action', '/api/admin/orders/bulk/confirm', { orders: Array.from({ length: 201 }, (_, i) => ({ orderNumber: `ORD-${100000 + i}`, version: 1 })) }, 400],
  ].map(([what, path, body, status]) => ({ what, path, body, status })))('answers $what with a clear $status', async ({ path, body, status }) => {
    const res = await as(manager, path as string, body);
    expect(res.status).toBe(status);
    if (status !== 200) expect((await message(res)).length).toBeGreaterThan(0);
  });

  it('refuses deeply nested JSON, an oversized CSV and a CSV of too many rows, applying nothing', async () => {
    const number = await placeCod();
    let nested: unknown = 'deep';
    for (let i = 0; i < 100; i += 1) nested = { a: nested };
    expect((await as(fulfilment, `/api/admin/orders/${number}/confirm`, { version: nested })).status).toBe(400);
    expect((await as(fulfilment, '/api/admin/orders/bulk/confirm', { orders: [nested] })).status).toBe(400);

    const header = 'order number,carrier,tracking number\n';
    // One character past the limit, whatever the order number's length.
    const row = `${number},Delhivery,${'D'.repeat(50)}\n`;
    const overTheLimit = (header + row.repeat(Math.ceil(90_000 / row.length))).slice(0, 90_001);
    const tooLong = await as(fulfilment, '/api/admin/orders/shipments/import', { csv: overTheLimit });
    expect(tooLong.status).toBe(400);
    expect(await message(tooLong)).toMatch(/csv must be at most 90000 characters/);
    const pastTheBodyLimit = await as(fulfilment, '/api/admin/orders/shipments/import', { csv: header + 'x'.repeat(300_000) });
    expect(pastTheBodyLimit.status).toBe(413);
    const manyRows = Array.from({ length: 1001 }, (_, i) => `ORD-${200000 + i},D,T${i}`).join('\n');
    const tooMany = await as(fulfilment, '/api/admin/orders/shipments/import', { csv: header + manyRows });
    expect(await tooMany.json()).toMatchObject({ applied: false, rows: [{ ok: false, error: 'A file may ship at most 1000 orders' }] });
    expect((await detail(number)).status).toBe('pending');
  });

  it('refuses a replayed action: the same request with the version it was made on answers 409 and changes nothing', async () => {
    const number = await placeCod();
    const confirm = () => as(fulfilment, `/api/admin/orders/${number}/confirm`, { version: 1 });
    expect((await confirm()).status).toBe(200);
    const replay = await confirm();
    expect(replay.status).toBe(409);
    expect(await message(replay)).toBe('This order was changed by someone else; reload it');
    const stale = await as(fulfilment, `/api/admin/orders/${number}/cancel`, { version: 1, reason: 'Replayed from an old tab' });
    expect(stale.status).toBe(409);
    const order = await detail(number);
    expect(order).toMatchObject({ status: 'confirmed', version: 2 });
    expect(order.timeline.map((entry) => entry.kind)).toEqual(['placed', 'confirmed']);
  });

  it('never refunds more than was paid, nor before anything was paid, nor twice the same money', async () => {
    const number = await placeCod();
    let order = await detail(number);
    const unpaid = await as(manager, `/api/admin/orders/${number}/refunds/cash`, { version: order.version, amount: 10 });
    expect(unpaid.status).toBe(409);
    for (const path of ['confirm', 'start-processing']) order = (await (await as(fulfilment, `/api/admin/orders/${number}/${path}`, { version: order.version })).json()) as ApiAdminOrder;
    order = (await (await as(fulfilment, `/api/admin/orders/${number}/ship`, { version: order.version, carrier: 'Delhivery', trackingNumber: 'R1' })).json()) as ApiAdminOrder;
    for (const path of ['deliver', 'cash-collected']) order = (await (await as(fulfilment, `/api/admin/orders/${number}/${path}`, { version: order.version })).json()) as ApiAdminOrder;
    expect(order).toMatchObject({ paymentStatus: 'paid', refundedAmount: 0 });

    const tooMuch = await as(manager, `/api/admin/orders/${number}/refunds/cash`, { version: order.version, amount: order.paidAmount + 0.01 });
    expect(tooMuch.status).toBe(409);
    expect(await message(tooMuch)).toMatch(/^At most ₹[0-9,.]+ of this payment can still be refunded$/);
    const viaPhonePe = await as(manager, `/api/admin/orders/${number}/refunds/phonepe`, { version: order.version, amount: 1 });
    expect(viaPhonePe.status).toBe(409);

    const all = await as(manager, `/api/admin/orders/${number}/refunds/cash`, { version: order.version });
    expect(all.status).toBe(200);
    order = (await all.json()) as ApiAdminOrder;
    expect(order).toMatchObject({ paymentStatus: 'refunded', refundedAmount: order.paidAmount });
    const again = await as(manager, `/api/admin/orders/${number}/refunds/cash`, { version: order.version, amount: 1 });
    expect(again.status).toBe(409);
    expect((await detail(number)).refundedAmount).toBe(order.paidAmount);
  });
});
