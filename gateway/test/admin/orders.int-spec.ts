import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  ORDER_COUNT_LIMIT,
  ORDER_EXPORT_COLUMNS,
  TOTAL_COUNT_HEADER,
  type ApiAdminOrder,
  type ApiAdminOrderSummary,
  type ApiAuditEntry,
  type BulkResult,
} from '@shop/contracts';
import { shopper, until, type CapturedEmail } from '@shop/testing';
import { parse } from 'csv-parse/sync';
import { codOrderBody, startCheckout } from '../support/checkout';
import { orderNumber, startShop, type Shop } from '../support/shop';
import { asStaff, ownerOf, staffAs, type SignedInStaff } from '../support/staff';

const ROOT = join(__dirname, '..', '..', '..');
const SEEDED_ORDERS = 100_000;
const MEMORY_BUDGET_MIB = 200;

/** The pid of the built service process running on this database (its environment names it). */
function servicePid(service: string, databaseUrl: string): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(`services/${service}/dist/main.js`)) continue;
      if (readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(`DATABASE_URL=${databaseUrl}`)) return Number(entry);
    } catch {
      // A process that ended meanwhile, or one of another user.
    }
  }
  throw new Error(`no ${service} process on ${databaseUrl}`);
}

const residentMiB = (pid: number) => Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/**
 * The orders back office through the gateway, as the admin SPA uses it: staff signed in through
 * the sandbox's Google redirect flow, shoppers ordering through the checkout, the shopper's
 * emails read from the mail sink, the audit log read back as the owner sees it.
 */
describe('back office: orders and fulfilment', () => {
  let shop: Shop;
  let fulfilment: SignedInStaff & { name: string };
  let manager: SignedInStaff;
  /**
   * A real Delhi PIN code (checkout refuses one the India Post directory does not have, issue 22),
   * one of several so runs seldom share one; a search for it finds this run's orders among others'.
   */
  const pincode = ['110001', '110002', '110003', '110005', '110006', '110011'][randomInt(0, 6)];
  let nextClient = 1;

  beforeAll(async () => {
    shop = await startShop();
    const member = await staffAs(shop, 'fulfilment');
    const me = (await (await asStaff(shop, member.cookie, '/api/admin/auth/me')).json()) as { name: string };
    fulfilment = { ...member, name: me.name };
    manager = await staffAs(shop, 'manager');
  }, 120_000);

  afterAll(() => shop?.stop());

  const as = (who: SignedInStaff, path: string, body?: unknown) => asStaff(shop, who.cookie, path, body === undefined ? {} : { method: 'POST', body });
  const json = async <T>(res: Response, status = 200): Promise<T> => {
    const text = await res.text();
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${text}`);
    return JSON.parse(text) as T;
  };
  const emailsTo = async (address: string): Promise<CapturedEmail[]> => (await shop.mail.emails()).filter((email) => email.to.some((to) => to.address === address));

  /** A shopper's cash-on-delivery order, placed through the checkout from a browser of its own. */
  async function placeCod(email = `shopper.${Date.now()}.${nextClient}@example.in`): Promise<{ number: string; email: string }> {
    const client = { 'x-forwarded-for': `203.0.113.${nextClient++}` };
    const checkout = await startCheckout(shop.base, shopper(email), client);
    const number = orderNumber();
    const address = { shippingAddress: '14 Lodhi Estate', shippingCity: 'New Delhi', shippingState: 'Delhi', shippingPincode: pincode };
    await json(await shop.post('/api/orders', codOrderBody(checkout.customerId, number, address), { ...checkout.headers, ...client }));
    return { number, email };
  }

  const detail = (number: string) => as(fulfilment, `/api/admin/orders/${number}`).then((res) => json<ApiAdminOrder>(res));

  /** Waits until the shopper has exactly these subjects (in any order), then a moment more to see that none comes twice. */
  async function expectEmails(address: string, subjects: string[]): Promise<CapturedEmail[]> {
    await until(async () => {
      const got = (await emailsTo(address)).map((email) => email.subject);
      return subjects.every((subject) => got.includes(subject)) ? true : undefined;
    }, `the emails to ${address}`, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const emails = await emailsTo(address);
    expect(emails.map((email) => email.subject).sort()).toEqual([...subjects].sort());
    return emails;
  }

  it('takes a COD order from placed to delivered and refunded, emails the shopper once per step, and logs each step by name', async () => {
    const { number, email } = await placeCod();

    // Found by its PIN code, as the fulfilment user finds a new order.
    const found = await as(fulfilment, `/api/admin/orders?q=${pincode}&status=pending`);
    const rows = await json<ApiAdminOrderSummary[]>(found);
    expect(rows.map((row) => row.orderNumber)).toContain(number);
    expect(Number(found.headers.get(TOTAL_COUNT_HEADER))).toBeGreaterThanOrEqual(1);

    let order = await detail(number);
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'pending', paymentMethod: 'cod', allowedActions: expect.arrayContaining(['confirm', 'cancel']) });
    const step = async (who: SignedInStaff, path: string, body: Record<string, unknown> = {}) => {
      order = await json<ApiAdminOrder>(await as(who, `/api/admin/orders/${number}/${path}`, { version: order.version, ...body }));
      return order;
    };

    expect(await step(fulfilment, 'confirm')).toMatchObject({ status: 'confirmed' });
    expect(await step(fulfilment, 'start-processing')).toMatchObject({ status: 'processing' });
    const shipment = { carrier: 'Delhivery', trackingNumber: `DLV${Date.now()}`, trackingUrl: 'https://www.delhivery.com/track/package/DLV1' };
    expect(await step(fulfilment, 'ship', shipment)).toMatchObject({ status: 'shipped', ...shipment });

    // The shopper's tracking page: Shipped, with the number, the carrier and the link.
    const tracked = await fetch(`${shop.base}/api/orders/track/${number}?email=${encodeURIComponent(email)}`, { headers: { 'x-forwarded-for': '203.0.113.250' } });
    expect(await json(tracked)).toMatchObject({
      status: 'shipped',
      trackingNumber: shipment.trackingNumber,
      carrier: 'Delhivery',
      trackingUrl: shipment.trackingUrl,
      progress: expect.arrayContaining([{ label: 'Shipped', done: true }, { label: 'Delivered', done: false }]),
    });

    expect(await step(fulfilment, 'deliver')).toMatchObject({ status: 'delivered' });
    expect(await step(fulfilment, 'cash-collected')).toMatchObject({ paymentStatus: 'paid', paidAmount: order.totalAmount });
    expect(await step(manager, 'refunds/cash', { amount: 100, reason: 'Frame corner chipped' })).toMatchObject({ refundedAmount: 100, paymentStatus: 'partially_refunded' });
    expect(order.timeline.map((entry) => entry.kind)).toEqual(['placed', 'confirmed', 'processing-started', 'shipped', 'delivered', 'cash-collected', 'partially-refunded']);
    expect(order.timeline.find((entry) => entry.kind === 'shipped')?.actor).toMatchObject({ type: 'staff', staffId: fulfilment.id, name: fulfilment.name });

    const emails = await expectEmails(email, [
      `Your order ${number} is confirmed`,
      `We have confirmed your order ${number}`,
      `Your order ${number} has shipped`,
      `Your order ${number} was delivered`,
      // Recording the cash the courier collected is the shopper's payment receipt.
      `Payment received for order ${number}`,
      `Refund for your order ${number}`,
    ]);
    const shipped = emails.find((sent) => sent.subject.endsWith('has shipped'))!;
    expect(shipped.text).toContain(shipment.trackingNumber);
    expect(shipped.html).toContain(`href="${shipment.trackingUrl}"`);
    expect(emails.find((sent) => sent.subject.startsWith('Refund'))!.text).toContain('₹100.00');

    // The audit log, once the customer service's consumer has recorded every step.
    const owner = await ownerOf(shop);
    const log = await until(async () => {
      const entries = await json<ApiAuditEntry[]>(await as(owner, `/api/admin/audit?entity=order&entityId=${number}`));
      return entries.length >= 6 ? entries : undefined;
    }, 'the audit log', 10_000);
    expect(log.map((entry) => [entry.action, entry.staffName]).reverse()).toEqual([
      ['order.confirm', fulfilment.name],
      ['order.start-processing', fulfilment.name],
      ['order.ship', fulfilment.name],
      ['order.deliver', fulfilment.name],
      ['order.record-cash', fulfilment.name],
      ['order.record-cod-refund', expect.any(String)],
    ]);
    expect(log[0]).toMatchObject({ staffId: manager.id, before: { refundedAmount: 0 }, after: { refundedAmount: 10000 } });
  });

  it('cancels an order with the reason the shopper is told, and refuses transitions its state does not allow with 409', async () => {
    const { number, email } = await placeCod();
    const placed = await detail(number);

    const early = await as(fulfilment, `/api/admin/orders/${number}/deliver`, { version: placed.version });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toMatch(/cannot|not/i);

    const cancelled = await json<ApiAdminOrder>(
      await as(fulfilment, `/api/admin/orders/${number}/cancel`, { version: placed.version, reason: 'The print lab cannot source this canvas size' }),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'The print lab cannot source this canvas size', allowedActions: [] });

    for (const [path, body] of [
      ['ship', { carrier: 'Delhivery', trackingNumber: 'D1' }],
      ['confirm', {}],
      ['cancel', { reason: 'again' }],
    ] as const) {
      const refused = await as(fulfilment, `/api/admin/orders/${number}/${path}`, { version: cancelled.version, ...body });
      expect([path, refused.status]).toEqual([path, 409]);
    }
    expect((await detail(number)).version).toBe(cancelled.version);

    const emails = await expectEmails(email, [`Your order ${number} is confirmed`, `Your order ${number} was cancelled`]);
    expect(emails.find((sent) => sent.subject.endsWith('was cancelled'))!.text).toContain('Reason: The print lab cannot source this canvas size');
  });

  it('lets exactly one of two concurrent actions on the same version win; the loser is told to reload', async () => {
    const { number } = await placeCod();
    const { version } = await detail(number);
    const other = await staffAs(shop, 'fulfilment');
    const answers = await Promise.all([
      as(fulfilment, `/api/admin/orders/${number}/confirm`, { version }),
      as(other, `/api/admin/orders/${number}/cancel`, { version, reason: 'Duplicate order' }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const loser = answers.find((res) => res.status === 409)!;
    expect(((await loser.json()) as { message: string }).message).toBe('This order was changed by someone else; reload it');
    const after = await detail(number);
    expect(after.version).toBe(version + 1);
    expect(after.timeline.filter((entry) => entry.kind !== 'placed')).toHaveLength(1);
  });

  it('confirms and ships in bulk with a result per order; a stale one does not stop the others', async () => {
    const orders = await Promise.all([placeCod(), placeCod(), placeCod()]);
    const seen = await Promise.all(orders.map((o) => detail(o.number)));
    const confirmed = await json<{ results: BulkResult[] }>(
      await as(fulfilment, '/api/admin/orders/bulk/confirm', {
        orders: seen.map((o, i) => ({ orderNumber: o.orderNumber, version: i === 2 ? o.version + 5 : o.version })),
      }),
    );
    expect(confirmed.results.map((r) => [r.orderNumber, r.ok, r.status])).toEqual([
      [seen[0].orderNumber, true, null],
      [seen[1].orderNumber, true, null],
      [seen[2].orderNumber, false, 409],
    ]);

    const shipped = await json<{ results: BulkResult[] }>(
      await as(fulfilment, '/api/admin/orders/bulk/ship', {
        orders: confirmed.results.slice(0, 2).map((r, i) => ({ orderNumber: r.orderNumber, version: r.version, carrier: 'BlueDart', trackingNumber: `BD-${i}-${Date.now()}` })),
      }),
    );
    expect(shipped.results.every((r) => r.ok)).toBe(true);
    expect((await detail(seen[0].orderNumber)).status).toBe('shipped');
    expect((await detail(seen[2].orderNumber)).status).toBe('pending');
  });

  it('imports a shipping CSV all or nothing: bad rows apply nothing and are each reported, a clean file ships every order', async () => {
    const [a, b] = await Promise.all([placeCod(), placeCod()]);
    for (const { number } of [a, b]) {
      const { version } = await detail(number);
      await json(await as(fulfilment, `/api/admin/orders/${number}/confirm`, { version }));
    }
    const pending = await placeCod();

    const bad = await json<{ applied: boolean; rows: Array<{ line: number; ok: boolean; error: string | null }> }>(
      await as(fulfilment, '/api/admin/orders/shipments/import', {
        csv: `Order number,Carrier,Tracking number\n${a.number},Delhivery,D1\n${pending.number},Delhivery,D2\nORD-MISSING-1,Delhivery,\n`,
      }),
    );
    expect(bad.applied).toBe(false);
    expect(bad.rows.filter((row) => !row.ok).map((row) => row.line)).toEqual([4]);
    expect((await detail(a.number)).status).toBe('confirmed');

    // Every row well formed, but one order cannot be shipped yet: still nothing applies.
    const unshippable = await json<{ applied: boolean; rows: Array<{ line: number; ok: boolean }> }>(
      await as(fulfilment, '/api/admin/orders/shipments/import', { csv: `order number,carrier,tracking number\n${a.number},Delhivery,D1\n${pending.number},Delhivery,D2\n` }),
    );
    expect(unshippable).toMatchObject({ applied: false, rows: [{ line: 2, ok: true }, { line: 3, ok: false }] });
    expect((await detail(a.number)).status).toBe('confirmed');

    const good = await json<{ applied: boolean }>(
      await as(fulfilment, '/api/admin/orders/shipments/import', { csv: `order number,carrier,tracking number\r\n${a.number},"Delhivery, Surface",D1\r\n${b.number},BlueDart,B2\r\n` }),
    );
    expect(good.applied).toBe(true);
    expect(await detail(a.number)).toMatchObject({ status: 'shipped', carrier: 'Delhivery, Surface', trackingNumber: 'D1' });
    expect(await detail(b.number)).toMatchObject({ status: 'shipped', carrier: 'BlueDart', trackingNumber: 'B2' });
  });

  it('exports the filtered orders as a streamed CSV download, and prints a packing slip as a PDF', async () => {
    const { number } = await placeCod();
    const listed = await as(fulfilment, `/api/admin/orders?q=${pincode}&limit=100`);
    const total = Number(listed.headers.get(TOTAL_COUNT_HEADER));

    const res = await as(fulfilment, `/api/admin/orders/export?q=${pincode}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Streamed: sent in chunks as the pages come, with no length known up front.
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get('content-length')).toBeNull();
    const [header, ...records] = parse(await res.text()) as string[][];
    expect(header).toEqual([...ORDER_EXPORT_COLUMNS]);
    expect(records).toHaveLength(total);
    const row = records.find((record) => record[0] === number)!;
    expect(row).toBeDefined();
    expect(row[ORDER_EXPORT_COLUMNS.indexOf('PIN code')]).toBe(pincode);
    expect(row[ORDER_EXPORT_COLUMNS.indexOf('Payment method')]).toBe('cod');
    expect(row[ORDER_EXPORT_COLUMNS.indexOf('Items')]).toContain('Marigold Geometry');

    const slip = await as(fulfilment, `/api/admin/orders/${number}/packing-slip`);
    expect(slip.status).toBe(200);
    expect(slip.headers.get('content-type')).toBe('application/pdf');
    expect(slip.headers.get('content-disposition')).toBe(`inline; filename="packing-slip-${number}.pdf"`);
    const pdf = Buffer.from(await slip.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  });

  // Last: it fills this shop's order database with 100,000 generated orders.
  it('at 100,000 orders: counts a broad list up to its limit, and exports every order with the exporting processes\' memory flat', async () => {
    await promisify(execFile)(process.execPath, [join(ROOT, 'services/order/dist/seed/seed-orders.js'), '--orders', String(SEEDED_ORDERS)], {
      env: { ...process.env, DATABASE_URL: shop.databases.order },
    });

    const all = await as(fulfilment, '/api/admin/orders');
    expect(all.headers.get(TOTAL_COUNT_HEADER)).toBe(String(ORDER_COUNT_LIMIT + 1));
    const one = await as(fulfilment, '/api/admin/orders?q=ORD-SEED-0054321');
    expect([one.headers.get(TOTAL_COUNT_HEADER), (await json<ApiAdminOrderSummary[]>(one)).map((row) => row.orderNumber)]).toEqual(['1', ['ORD-SEED-0054321']]);

    // The order service's resident memory from /proc; the gateway runs in this process.
    const orderPid = servicePid('order', shop.databases.order);
    const peak = { order: residentMiB(orderPid), gateway: process.memoryUsage().rss / 2 ** 20 };
    const before = { ...peak };
    const sample = () => {
      peak.order = Math.max(peak.order, residentMiB(orderPid));
      peak.gateway = Math.max(peak.gateway, process.memoryUsage().rss / 2 ** 20);
    };
    const sampler = setInterval(sample, 50);
    const started = Date.now();
    let seededRows = 0;
    let rows = -1;
    try {
      const res = await as(fulfilment, '/api/admin/orders/export');
      expect(res.status).toBe(200);
      // Read as it comes, never held whole: a row per line (no field of these orders holds a line break).
      let rest = '';
      const decoder = new TextDecoder();
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        const lines = (rest + decoder.decode(chunk, { stream: true })).split('\r\n');
        rest = lines.pop()!;
        rows += lines.length;
        seededRows += lines.filter((line) => line.startsWith('ORD-SEED-')).length;
      }
      expect(rest).toBe('');
    } finally {
      clearInterval(sampler);
    }
    sample();
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `export of ${rows} orders: ${seconds.toFixed(1)} s; order service ${before.order.toFixed(0)} → peak ${peak.order.toFixed(0)} MiB, ` +
        `test process (gateway) ${before.gateway.toFixed(0)} → peak ${peak.gateway.toFixed(0)} MiB`,
    );
    expect(seededRows).toBe(SEEDED_ORDERS);
    expect(rows).toBeGreaterThanOrEqual(SEEDED_ORDERS);
    expect(peak.order).toBeLessThan(MEMORY_BUDGET_MIB);
    expect(peak.gateway - before.gateway).toBeLessThan(50);
  }, 120_000);
});
