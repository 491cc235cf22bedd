import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import {
  ActOnOrder,
  AddOrderNote,
  BulkActOnOrders,
  ConfirmPayment,
  ExportOrdersPage,
  GetOrderDashboard,
  GetOrderForStaff,
  GetPackingSlip,
  ImportShipments,
  InitiatePayment,
  ListOrdersForStaff,
  OrderCancelled,
  OrderShipped,
  PaymentPartiallyRefunded,
  PaymentRefunded,
  PlaceOrder,
  TrackOrder,
  type OrderActionInput,
  type StaffRole,
} from '@shop/contracts';
import { ServiceError, type RequestContext } from '@shop/messaging';
import { uniqueEmail } from '@shop/testing';
import { codOrder, orderNumber, SHIPPING, CART_LINES, startOrderService, type OrderServiceUnderTest } from './support/order-service';

const TOTAL = 126496;
const STALE = { status: 409, message: 'This order was changed by someone else; reload it' };

/** A staff member of this role, as the gateway's staff session puts them in the request context. */
const staff = (role: StaffRole, name = `${role} person`): RequestContext => ({
  correlationId: `staff-${randomUUID()}`,
  staff: { id: { owner: 1, manager: 2, fulfilment: 3, catalogue: 4, support: 5 }[role], email: `${role}@shop.test`, name, role },
});

/** What a refused request answers: its status and message. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ServiceError) return { status: error.status, message: error.getError().message };
    throw error;
  }
  throw new Error('The request was not refused');
}

/** The text a PDF shows: its deflated content streams' hex strings (pdfkit writes text as `[<hex> kern <hex>] TJ`). */
function pdfText(pdf: string): string {
  const streams = [...pdf.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      return m[1];
    }
  });
  return streams
    .flatMap((content) => [...content.matchAll(/\[([^\]]*)\] TJ/g)].map((tj) => [...tj[1].matchAll(/<([0-9a-f]+)>/g)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join('')))
    .join('\n');
}

describe('order service: the orders back office', () => {
  let shop: OrderServiceUnderTest;
  const act = (number: string, version: number, input: OrderActionInput, ctx = staff('fulfilment')) =>
    shop.client.request(ActOnOrder, { orderNumber: number, version, input }, ctx);
  const detail = (number: string, ctx = staff('support')) => shop.client.request(GetOrderForStaff, { orderNumber: number }, ctx);

  async function placeCod(name = 'cod') {
    const email = uniqueEmail(name);
    const ctx = await shop.checkoutAs(email);
    const number = orderNumber();
    await shop.client.request(PlaceOrder, codOrder(ctx.checkout.customerId, number), ctx);
    return { email, number };
  }

  /** A PhonePe order the shopper paid. */
  async function placePaid() {
    const email = uniqueEmail('paid');
    const ctx = await shop.checkoutAs(email);
    const number = orderNumber();
    const reply = await shop.client.request(
      InitiatePayment,
      { orderId: number, paymentMethod: 'phonepe', customerId: ctx.checkout.customerId, ...SHIPPING, items: CART_LINES },
      ctx,
    );
    if (!reply.success) throw new Error(reply.error);
    const res = await fetch(`${shop.sandbox.url}/__sandbox/phonepe/orders/${number}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ webhook: false }),
    });
    if (!res.ok) throw new Error(await res.text());
    await shop.client.request(ConfirmPayment, { orderNumber: number }, ctx);
    return { email, number };
  }

  beforeAll(async () => {
    shop = await startOrderService();
  }, 90_000);

  afterAll(() => shop?.stop());

  it('takes a cash-on-delivery order through its whole life, with a timeline naming who did each step', async () => {
    const { email, number } = await placeCod('whole-life');
    let order = await detail(number);
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'pending', version: 1, customer: { email, phone: expect.any(String) }, allowedActions: ['confirm', 'cancel', 'record-cash'] });
    expect(order.items[0]).toMatchObject({ size: '18X14', medium: 'Museum-Grade Canvas', framing: 'No Frame', internalImageName: 'monsoon-reverie.tif', quantity: 2 });

    const ctx = staff('fulfilment', 'Farah Fulfils');
    order = await act(number, order.version, { action: 'confirm' }, ctx);
    expect(order).toMatchObject({ status: 'confirmed', version: 2 });
    order = await act(number, order.version, { action: 'start-processing' }, ctx);
    order = await act(number, order.version, { action: 'ship', carrier: 'Delhivery', trackingNumber: 'DLV123456', trackingUrl: 'https://track.example/DLV123456' }, ctx);
    expect(order).toMatchObject({ status: 'shipped', carrier: 'Delhivery', trackingNumber: 'DLV123456', trackingUrl: 'https://track.example/DLV123456', shippedAt: expect.any(String) });

    // The shopper's tracking page: Shipped, with the tracking number.
    const tracked = await shop.client.request(TrackOrder, { orderNumber: number, email }, { correlationId: 'track' });
    expect(tracked.trackingNumber).toBe('DLV123456');
    expect(tracked.progress.filter((step) => step.done).map((step) => step.label)).toEqual(['Order Placed', 'Payment Confirmed', 'Processing', 'Shipped']);

    order = await act(number, order.version, { action: 'deliver' }, ctx);
    order = await act(number, order.version, { action: 'record-cash' }, ctx);
    expect(order).toMatchObject({ status: 'delivered', paymentStatus: 'paid', paidAmount: TOTAL, deliveredAt: expect.any(String) });
    order = await act(number, order.version, { action: 'record-cod-refund', amount: 10_000, reason: 'Frame chipped' }, staff('manager'));
    expect(order).toMatchObject({ paymentStatus: 'partially_refunded', refundedAmount: 10_000 });
    expect(order.payments.map((p) => [p.kind, p.amount])).toEqual([
      ['cash-collected', TOTAL],
      ['refund', 10_000],
    ]);
    expect(order.timeline.map((entry) => [entry.kind, entry.actor.type, entry.actor.name])).toEqual([
      ['placed', 'shopper', null],
      ['confirmed', 'staff', 'Farah Fulfils'],
      ['processing-started', 'staff', 'Farah Fulfils'],
      ['shipped', 'staff', 'Farah Fulfils'],
      ['delivered', 'staff', 'Farah Fulfils'],
      ['cash-collected', 'staff', 'Farah Fulfils'],
      ['partially-refunded', 'staff', 'manager person'],
    ]);

    await shop.eventsPublished();
    expect(shop.events.auditOf(number).map((entry) => entry.action)).toEqual([
      'order.confirm',
      'order.start-processing',
      'order.ship',
      'order.deliver',
      'order.record-cash',
      'order.record-cod-refund',
    ]);
    const shipped = await shop.events.next(OrderShipped, number);
    expect(shipped).toMatchObject({ by: 'staff', carrier: 'Delhivery', trackingNumber: 'DLV123456', trackingUrl: 'https://track.example/DLV123456' });
  });

  it('records every staff action for the audit log, with who, what, before and after', async () => {
    const { number } = await placeCod('audit');
    const ctx = staff('fulfilment', 'Audit Anand');
    await act(number, 1, { action: 'confirm' }, ctx);
    await shop.eventsPublished();
    const recorded = shop.events.auditOf(number);
    expect(recorded).toEqual([
      expect.objectContaining({
        staff: { id: 3, email: 'fulfilment@shop.test', name: 'Audit Anand', role: 'fulfilment' },
        action: 'order.confirm',
        entity: 'order',
        entityId: number,
        summary: `Confirmed ${number}`,
        before: expect.objectContaining({ status: 'pending', version: 1 }),
        after: expect.objectContaining({ status: 'confirmed', version: 2 }),
        correlationId: ctx.correlationId,
      }),
    ]);
  });

  it('refuses transitions the order is not in a state for with a 409, changing nothing', async () => {
    const { number } = await placeCod('refused');
    await expect(refusal(act(number, 1, { action: 'ship', carrier: 'Delhivery', trackingNumber: 'X1' }))).resolves.toEqual({ status: 409, message: 'An order that is pending cannot be shipped' });
    await expect(refusal(act(number, 1, { action: 'deliver' }))).resolves.toEqual({ status: 409, message: 'An order that is pending cannot be delivered' });
    const cancelled = await act(number, 1, { action: 'cancel', reason: 'Shopper asked' });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Shopper asked', allowedActions: [] });
    await expect(refusal(act(number, cancelled.version, { action: 'confirm' }))).resolves.toEqual({ status: 409, message: 'An order that is cancelled cannot be confirmed' });
    await expect(refusal(act(number, cancelled.version, { action: 'record-cash' }))).resolves.toEqual({ status: 409, message: 'An order that is cancelled has no cash to collect' });
    await expect(refusal(act(number, cancelled.version, { action: 'refund-phonepe' }, staff('owner')))).resolves.toMatchObject({ status: 409 });
    const cancelEvent = await shop.events.next(OrderCancelled, number);
    expect(cancelEvent).toMatchObject({ reason: 'Shopper asked', by: 'staff' });
    await expect(detail(number)).resolves.toMatchObject({ status: 'cancelled', version: cancelled.version });
  });

  it('refuses an action on a version the order has moved past, and lets exactly one of two concurrent actions win', async () => {
    const { number } = await placeCod('race');
    await act(number, 1, { action: 'confirm' });
    await expect(refusal(act(number, 1, { action: 'cancel', reason: 'late' }))).resolves.toEqual(STALE);

    const results = await Promise.allSettled([
      act(number, 2, { action: 'ship', carrier: 'Delhivery', trackingNumber: 'A1' }, staff('fulfilment', 'A')),
      act(number, 2, { action: 'cancel', reason: 'B cancels' }, staff('manager', 'B')),
      act(number, 2, { action: 'start-processing' }, staff('owner', 'C')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect((result.reason as ServiceError).getError()).toMatchObject({ status: 409, message: STALE.message });
    }
    const order = await detail(number);
    expect(order.version).toBe(3);
    expect(order.timeline.filter((entry) => entry.actor.type === 'staff')).toHaveLength(2);
  });

  it('checks the staff member again in the service: roles that may not, and no staff member, are refused with 403', async () => {
    const { number } = await placeCod('roles');
    await expect(refusal(act(number, 1, { action: 'confirm' }, staff('support')))).resolves.toMatchObject({ status: 403 });
    await expect(refusal(act(number, 1, { action: 'confirm' }, staff('catalogue')))).resolves.toMatchObject({ status: 403 });
    await expect(refusal(act(number, 1, { action: 'record-cod-refund' }, staff('fulfilment')))).resolves.toMatchObject({ status: 403 });
    await expect(refusal(detail(number, staff('catalogue')))).resolves.toMatchObject({ status: 403 });
    await expect(refusal(detail(number, { correlationId: 'nobody' }))).resolves.toEqual({ status: 403, message: 'Only signed-in staff may do this' });
    await expect(refusal(shop.client.request(ListOrdersForStaff, { sort: 'newest', page: 1, limit: 5 }, { correlationId: 'shopper', user: { id: 'u', email: 'x@y.in' } }))).resolves.toMatchObject({ status: 403 });
    const note = await shop.client.request(AddOrderNote, { orderNumber: number, text: 'Called the shopper' }, staff('support', 'Sunita Support'));
    expect(note).toMatchObject({ kind: 'note', summary: 'Called the shopper', actor: { type: 'staff', name: 'Sunita Support' } });
    // A note makes nobody's view stale.
    await expect(act(number, 1, { action: 'confirm' })).resolves.toMatchObject({ status: 'confirmed' });
  });

  it('refunds a PhonePe payment in part and then in full through PhonePe, never more than was paid', async () => {
    const { number } = await placePaid();
    let order = await detail(number);
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paidAmount: TOTAL, allowedActions: expect.arrayContaining(['refund-phonepe']) });
    await expect(refusal(act(number, order.version, { action: 'refund-phonepe', amount: 10_000 }))).resolves.toMatchObject({ status: 403 });
    order = await act(number, order.version, { action: 'refund-phonepe', amount: 26_496, reason: 'One print damaged' }, staff('owner'));
    expect(order).toMatchObject({ paymentStatus: 'partially_refunded', refundedAmount: 26_496 });
    await expect(refusal(act(number, order.version, { action: 'refund-phonepe', amount: 100_001 }, staff('owner')))).resolves.toMatchObject({ status: 409 });
    order = await act(number, order.version, { action: 'refund-phonepe' }, staff('owner'));
    expect(order).toMatchObject({ paymentStatus: 'refunded', refundedAmount: TOTAL });
    expect(order.payments.filter((p) => p.kind === 'refund').map((p) => [p.amount, p.reference])).toEqual([
      [26_496, expect.stringMatching(/^OMR/)],
      [100_000, expect.stringMatching(/^OMR/)],
    ]);
    await expect(shop.events.next(PaymentPartiallyRefunded, number)).resolves.toMatchObject({ amount: 26_496, provider: 'phonepe' });
    await expect(shop.events.next(PaymentRefunded, number)).resolves.toMatchObject({ amount: 100_000, provider: 'phonepe' });
    // PhonePe holds the same two refunds.
    const res = await fetch(`${shop.sandbox.url}/__sandbox/phonepe/refunds/${number}-R${order.version - 1}`);
    expect(await res.json()).toMatchObject({ amount: 100_000, state: 'COMPLETED' });
  });

  it('confirms and ships in bulk with a result per order', async () => {
    const a = await placeCod('bulk-a');
    const b = await placeCod('bulk-b');
    const confirmed = await shop.client.request(
      BulkActOnOrders,
      { action: 'confirm', orders: [{ orderNumber: a.number, version: 1 }, { orderNumber: b.number, version: 7 }, { orderNumber: 'ORD-00000000', version: 1 }] },
      staff('fulfilment'),
    );
    expect(confirmed.results).toEqual([
      { orderNumber: a.number, ok: true, version: 2, status: null, error: null },
      { orderNumber: b.number, ok: false, version: null, status: 409, error: STALE.message },
      { orderNumber: 'ORD-00000000', ok: false, version: null, status: 404, error: 'Order not found' },
    ]);
    const shipped = await shop.client.request(
      BulkActOnOrders,
      { action: 'ship', orders: [{ orderNumber: a.number, version: 2, carrier: 'BlueDart', trackingNumber: 'BD1' }, { orderNumber: b.number, version: 1, carrier: 'BlueDart', trackingNumber: 'BD2' }] },
      staff('fulfilment'),
    );
    expect(shipped.results.map((r) => [r.ok, r.error])).toEqual([
      [true, null],
      [false, 'An order that is pending cannot be shipped'],
    ]);
  });

  it('imports a shipping CSV all or nothing: one bad row applies none, a clean file ships every order', async () => {
    const a = await placeCod('csv-a');
    const b = await placeCod('csv-b');
    const pending = await placeCod('csv-pending');
    for (const { number } of [a, b]) await act(number, 1, { action: 'confirm' });

    const bad = await shop.client.request(
      ImportShipments,
      { csv: `Order number,Carrier,Tracking number\n${a.number},Delhivery,D1\n${pending.number},Delhivery,D2\nORD-NOPE,Delhivery,\n` },
      staff('fulfilment'),
    );
    expect(bad.applied).toBe(false);
    expect(bad.rows.map((row) => [row.line, row.ok])).toEqual([
      [2, true],
      [3, true],
      [4, false],
    ]);
    // The shape is checked first; the states next, still applying nothing.
    const stateBad = await shop.client.request(ImportShipments, { csv: `order number,carrier,tracking number\n${a.number},Delhivery,D1\n${pending.number},Delhivery,D2\n` }, staff('fulfilment'));
    expect(stateBad).toEqual({
      applied: false,
      rows: [
        { line: 2, orderNumber: a.number, ok: true, error: null },
        { line: 3, orderNumber: pending.number, ok: false, error: 'An order that is pending cannot be shipped' },
      ],
    });
    await expect(detail(a.number)).resolves.toMatchObject({ status: 'confirmed', trackingNumber: null });

    const good = await shop.client.request(ImportShipments, { csv: `order number,carrier,tracking number\r\n${a.number},"Delhivery, Express",D1\r\n${b.number},BlueDart,B2\r\n` }, staff('fulfilment'));
    expect(good).toMatchObject({ applied: true, rows: [{ ok: true }, { ok: true }] });
    await expect(detail(a.number)).resolves.toMatchObject({ status: 'shipped', carrier: 'Delhivery, Express', trackingNumber: 'D1' });
    await expect(detail(b.number)).resolves.toMatchObject({ status: 'shipped', trackingNumber: 'B2' });
  });

  it('lists orders by filter and search (number, email, phone, PIN), counts them, and exports them page by page', async () => {
    const { email, number } = await placeCod('findme');
    const list = (query: Record<string, unknown>) => shop.client.request(ListOrdersForStaff, { sort: 'newest', page: 1, limit: 25, ...query } as never, staff('support'));
    await expect(list({ q: number.slice(4, 14) })).resolves.toMatchObject({ items: expect.arrayContaining([expect.objectContaining({ orderNumber: number })]) });
    await expect(list({ q: email.toUpperCase() })).resolves.toMatchObject({ total: 1, items: [{ orderNumber: number, customerEmail: email, itemCount: 3, totalAmount: TOTAL }] });
    const byPin = await list({ q: SHIPPING.shippingPincode, status: 'pending', paymentMethod: 'cod' });
    expect(byPin.items.every((item) => item.shippingPincode === SHIPPING.shippingPincode && item.status === 'pending')).toBe(true);
    const phone = (await detail(number)).customer.phone!;
    await expect(list({ q: phone })).resolves.toMatchObject({ items: expect.arrayContaining([expect.objectContaining({ orderNumber: number })]) });
    await expect(list({ q: '100%_' })).resolves.toEqual({ items: [], total: 0 });
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const all = await list({ from: today, to: today, limit: 100 });
    expect(all.total).toBeGreaterThan(5);
    await expect(list({ from: '2001-01-01', to: '2001-01-02' })).resolves.toEqual({ items: [], total: 0 });

    // The export: every order once, in pages linked by the cursor.
    const numbers: string[] = [];
    let cursor: { orderDate: string; id: number } | undefined;
    let pages = 0;
    do {
      const page = await shop.client.request(ExportOrdersPage, { from: today, limit: 3, ...(cursor ? { cursor } : {}) }, staff('support'));
      const lines = page.csv.split('\r\n').filter(Boolean);
      if (pages === 0) expect(lines.shift()).toMatch(/^Order number,Placed at,Status/);
      numbers.push(...lines.map((line) => line.split(',')[0]));
      cursor = page.next ?? undefined;
      pages++;
    } while (cursor);
    expect(numbers).toHaveLength(all.total);
    expect(new Set(numbers).size).toBe(all.total);
    expect(numbers).toContain(number);

    const dashboard = await shop.client.request(GetOrderDashboard, {}, staff('support'));
    expect(dashboard.daily).toHaveLength(30);
    expect(dashboard.today.orders).toBeGreaterThan(0);
    expect(dashboard.waitingToConfirm).toBeGreaterThan(0);

    const slip = await shop.client.request(GetPackingSlip, { orderNumber: number }, staff('support'));
    const pdf = Buffer.from(slip.pdfBase64, 'base64').toString('latin1');
    expect(slip.fileName).toBe(`packing-slip-${number}.pdf`);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const text = pdfText(pdf);
    expect(text).toContain(`Packing slip and work order: ${number}`);
    expect(text).toContain('monsoon-reverie.tif');
    // The standard fonts have no rupee sign: the total reads "Rs.".
    expect(text).toMatch(/Order total Rs\. ?[0-9,]+/);
  });
});
