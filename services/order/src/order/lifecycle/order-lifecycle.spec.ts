import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentMethod, type PaymentStatus } from '@shop/contracts';
import { ServiceError } from '@shop/messaging';
import { directPlacement, ORDER_TRANSITIONS, orderTransition, PAYMENT_TRANSITIONS, paymentTransition, PLACEMENTS, trackingProgress } from './order-lifecycle';

const refusal = (attempt: () => unknown) => {
  try {
    attempt();
  } catch (error) {
    if (error instanceof ServiceError) return { status: error.status, message: error.getError().message };
    throw error;
  }
  return null;
};

describe('the order lifecycle', () => {
  it('moves an order along the way a print travels', () => {
    let status: OrderStatus = PLACEMENTS.direct.cod.status;
    for (const [name, by] of [
      ['confirm', 'staff'],
      ['startProcessing', 'staff'],
      ['ship', 'staff'],
      ['deliver', 'system'],
      ['markReturned', 'staff'],
    ] as const) {
      status = orderTransition(status, name, by).to;
    }
    expect(status).toBe('returned');
  });

  it('refuses a transition from a state it does not start from with a 409 naming both', () => {
    expect(refusal(() => orderTransition('cancelled', 'ship', 'staff'))).toEqual({ status: 409, message: 'An order that is cancelled cannot be shipped' });
    expect(refusal(() => orderTransition('delivered', 'cancel', 'staff'))).toEqual({ status: 409, message: 'An order that is delivered cannot be cancelled' });
    expect(refusal(() => paymentTransition('failed', 'refund', 'staff'))).toEqual({ status: 409, message: 'A payment that is failed cannot be refunded' });
    expect(refusal(() => paymentTransition('partially_refunded', 'pay', 'payment-provider'))).toEqual({
      status: 409,
      message: 'A payment that is partially refunded cannot be paid',
    });
  });

  it('lets only the named actors cause each change', () => {
    expect(refusal(() => orderTransition('pending', 'cancel', 'shopper'))).toEqual({ status: 403, message: 'The shopper cannot mark an order cancelled' });
    expect(refusal(() => paymentTransition('pending', 'pay', 'shopper'))).toEqual({ status: 403, message: 'The shopper cannot mark a payment paid' });
    expect(refusal(() => paymentTransition('paid', 'refund', 'payment-provider'))).toMatchObject({ status: 403 });
    expect(paymentTransition('pending', 'pay', 'payment-provider').to).toBe('paid');
  });

  it('names only real statuses, and reaches every one', () => {
    const orderTargets = new Set<string>([PLACEMENTS.direct.cod.status, ...Object.values(ORDER_TRANSITIONS).map((t) => t.to)]);
    expect([...orderTargets].sort()).toEqual([...ORDER_STATUSES].sort());
    for (const transition of Object.values(ORDER_TRANSITIONS)) for (const from of transition.from) expect(ORDER_STATUSES).toContain(from);
    const paymentTargets = new Set<string>([
      ...Object.values(PLACEMENTS.direct).map((p) => p.paymentStatus),
      PLACEMENTS.throughPaymentGateway.paymentStatus,
      ...Object.values(PAYMENT_TRANSITIONS).map((t) => t.to),
    ]);
    expect([...paymentTargets].sort()).toEqual([...PAYMENT_STATUSES].sort());
  });

  it('announces an order at once unless it waits for the payment gateway', () => {
    expect(Object.entries(PLACEMENTS.direct).map(([method, p]) => [method, p.paymentStatus, p.announced])).toEqual([
      ['cod', 'pending', true],
      ['card', 'processing', true],
      ['banking', 'processing', true],
    ]);
    expect(directPlacement('phonepe')).toBeUndefined();
    // Card and banking through PhonePe wait for it like PhonePe itself.
    expect(PLACEMENTS.throughPaymentGateway).toEqual({ status: 'pending', paymentStatus: 'pending', announced: false });
  });
});

describe('the tracking steps', () => {
  const done = (status: OrderStatus, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod) =>
    trackingProgress({ status, paymentStatus, paymentMethod })
      .filter((step) => step.done)
      .map((step) => step.label);

  it('are the spec\'s five, in order', () => {
    expect(trackingProgress({ status: 'pending', paymentStatus: 'pending', paymentMethod: 'cod' }).map((s) => s.label)).toEqual([
      'Order Placed',
      'Payment Confirmed',
      'Processing',
      'Shipped',
      'Delivered',
    ]);
  });

  it('confirm an online payment once it is paid, and cash on delivery once the shop accepts the order', () => {
    expect(done('pending', 'pending', 'phonepe')).toEqual(['Order Placed']);
    expect(done('confirmed', 'paid', 'phonepe')).toEqual(['Order Placed', 'Payment Confirmed']);
    expect(done('pending', 'processing', 'card')).toEqual(['Order Placed']);
    expect(done('pending', 'pending', 'cod')).toEqual(['Order Placed']);
    expect(done('confirmed', 'pending', 'cod')).toEqual(['Order Placed', 'Payment Confirmed']);
  });

  it('follow the order through processing, shipping and delivery', () => {
    expect(done('processing', 'pending', 'cod')).toEqual(['Order Placed', 'Payment Confirmed', 'Processing']);
    expect(done('shipped', 'paid', 'phonepe')).toEqual(['Order Placed', 'Payment Confirmed', 'Processing', 'Shipped']);
    expect(done('delivered', 'paid', 'cod')).toEqual(['Order Placed', 'Payment Confirmed', 'Processing', 'Shipped', 'Delivered']);
    expect(done('returned', 'refunded', 'phonepe')).toEqual(['Order Placed', 'Payment Confirmed', 'Processing', 'Shipped', 'Delivered']);
  });

  it('keep only "Order Placed" for a cancelled order, and its payment if it was paid', () => {
    expect(done('cancelled', 'pending', 'cod')).toEqual(['Order Placed']);
    expect(done('cancelled', 'refunded', 'phonepe')).toEqual(['Order Placed', 'Payment Confirmed']);
  });
});

describe('docs/order-lifecycle.md', () => {
  const doc = readFileSync(join(__dirname, '../../../../../docs/order-lifecycle.md'), 'utf8');
  const row = (transitions: Record<string, { from: readonly string[]; to: string; by: readonly string[]; event: { subject: string } }>) =>
    Object.entries(transitions).map(([name, t]) => `| ${t.from.join(', ')} | ${name} | ${t.event.subject} | ${t.to} | ${t.by.join(', ')} |`);

  it('shows every transition of the code as a row of its tables', () => {
    for (const line of [...row(ORDER_TRANSITIONS), ...row(PAYMENT_TRANSITIONS)]) expect(doc).toContain(line);
    expect(doc.split('\n').filter((line) => /^\| [a-z_, ]+ \| [a-zA-Z]+ \| [a-z.-]+\.v\d+ \|/.test(line))).toHaveLength(
      Object.keys(ORDER_TRANSITIONS).length + Object.keys(PAYMENT_TRANSITIONS).length,
    );
  });
});
