import { PaymentConfirmed, PaymentFailed, PaymentPartiallyRefunded, PaymentRefunded, type Actor, type OrderEventKind, type Paise } from '@shop/contracts';
import { conflict, type OutboxTransaction, type StaffIdentity } from '@shop/messaging';
import { OrderEvent } from '../order-event.entity';
import type { Order } from '../order.entity';
import { orderTransition, paymentTransition, type OrderTransitionName } from './order-lifecycle';

/** Who causes a change: the kind of actor, and the staff member when it is staff. */
export interface Cause {
  by: Actor;
  staff?: StaffIdentity;
}

type Details = Record<string, string | number | boolean | null>;

const TIMELINE_KIND: Record<OrderTransitionName, OrderEventKind> = {
  confirm: 'confirmed',
  startProcessing: 'processing-started',
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
  markReturned: 'returned',
};

/** Writes one entry of the order's timeline in the caller's transaction. */
export async function recordOrderEvent(
  { manager }: Pick<OutboxTransaction, 'manager'>,
  order: Pick<Order, 'id'>,
  kind: OrderEventKind,
  cause: Cause,
  summary: string,
  details: Details = {},
): Promise<OrderEvent> {
  return manager.save(
    manager.create(OrderEvent, {
      orderId: order.id,
      kind,
      actor: cause.by,
      staffId: cause.staff?.id ?? null,
      staffName: cause.staff?.name ?? null,
      summary,
      details,
    }),
  );
}

/** What a transition records besides the status: the shipment, or the reason for a cancellation. */
export interface StatusChange {
  shipment?: { carrier: string; trackingNumber: string; trackingUrl: string | null };
  reason?: string;
}

/** Every change of an order bumps its version, so a staff member acting on what they saw before it is refused. */
function touch(order: Order): void {
  order.version += 1;
}

/**
 * Applies an order transition inside an outbox transaction: checks it (403 or 409), saves the
 * new status (with the shipment or the reason), writes the timeline entry and emits the
 * transition's event, all or nothing.
 */
export async function changeOrderStatus(tx: OutboxTransaction, order: Order, name: OrderTransitionName, cause: Cause | Actor, change: StatusChange = {}): Promise<void> {
  const { by } = typeof cause === 'string' ? { by: cause } : cause;
  const transition = orderTransition(order.status, name, by);
  const from = order.status;
  order.status = transition.to;
  const now = new Date();
  const details: Details = {};
  if (name === 'ship' && change.shipment) {
    order.carrier = change.shipment.carrier;
    order.trackingNumber = change.shipment.trackingNumber;
    order.trackingUrl = change.shipment.trackingUrl;
    order.shippedAt = now;
    Object.assign(details, change.shipment);
  }
  if (name === 'deliver') order.deliveredAt = now;
  if (name === 'cancel') {
    order.cancelledAt = now;
    order.cancelReason = change.reason ?? null;
    details.reason = change.reason ?? null;
  }
  touch(order);
  await tx.manager.save(order);
  await recordOrderEvent(tx, order, TIMELINE_KIND[name], typeof cause === 'string' ? { by } : cause, statusSummary(name, change), details);
  await tx.emit(transition.event, {
    orderId: order.id,
    orderNumber: order.orderNumber,
    from,
    to: transition.to,
    by,
    ...(change.shipment ? { carrier: change.shipment.carrier, trackingNumber: change.shipment.trackingNumber, ...(change.shipment.trackingUrl ? { trackingUrl: change.shipment.trackingUrl } : {}) } : {}),
    ...(change.reason ? { reason: change.reason } : {}),
  });
}

function statusSummary(name: OrderTransitionName, change: StatusChange): string {
  switch (name) {
    case 'confirm':
      return 'Order confirmed';
    case 'startProcessing':
      return 'Processing started';
    case 'ship':
      return change.shipment ? `Shipped with ${change.shipment.carrier}, tracking ${change.shipment.trackingNumber}` : 'Shipped';
    case 'deliver':
      return 'Delivered';
    case 'cancel':
      return change.reason ? `Cancelled: ${change.reason}` : 'Cancelled';
    case 'markReturned':
      return 'Returned';
  }
}

/**
 * Settles a payment as paid or failed inside an outbox transaction, with the provider's
 * reference, emitting payment.confirmed.v1 or payment.failed.v1.
 */
export async function settlePayment(tx: OutboxTransaction, order: Order, outcome: 'pay' | 'fail', by: Actor, reference: string | null): Promise<void> {
  const transition = paymentTransition(order.paymentStatus, outcome, by);
  order.paymentStatus = transition.to;
  order.paymentNextCheckAt = null;
  order.paymentReference = reference ?? order.paymentReference;
  touch(order);
  await tx.manager.save(order);
  await recordOrderEvent(
    tx,
    order,
    outcome === 'pay' ? 'payment-paid' : 'payment-failed',
    { by },
    outcome === 'pay' ? 'Payment received through PhonePe' : 'Payment failed',
    { amount: order.totalAmount, reference: order.paymentReference },
  );
  // payment.confirmed.v1 or payment.failed.v1: the transition's own event, one payload for both.
  await tx.emit(transition.event as typeof PaymentConfirmed | typeof PaymentFailed, {
    orderId: order.id,
    orderNumber: order.orderNumber,
    amount: order.totalAmount,
    provider: order.paymentMethod === 'cod' ? 'cash-on-delivery' : 'phonepe',
    providerReference: order.paymentReference,
  });
}

/**
 * The courier collected a cash-on-delivery order's total: its payment is paid (by staff),
 * emitting payment.confirmed.v1.
 */
export async function recordCashCollected(tx: OutboxTransaction, order: Order, cause: Cause): Promise<void> {
  if (order.paymentMethod !== 'cod') throw conflict('Only a cash-on-delivery order has cash to collect');
  if (order.status === 'cancelled') throw conflict('An order that is cancelled has no cash to collect');
  const transition = paymentTransition(order.paymentStatus, 'pay', cause.by);
  order.paymentStatus = transition.to;
  order.cashCollectedAmount = order.totalAmount;
  touch(order);
  await tx.manager.save(order);
  await recordOrderEvent(tx, order, 'cash-collected', cause, 'Cash collected on delivery', { amount: order.totalAmount });
  await tx.emit(PaymentConfirmed, {
    orderId: order.id,
    orderNumber: order.orderNumber,
    amount: order.totalAmount,
    provider: 'cash-on-delivery',
    providerReference: null,
  });
}

/** What the shopper paid: the order's total once paid through PhonePe, or the cash collected. */
export function paidAmount(order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'totalAmount' | 'cashCollectedAmount'>): Paise {
  if (order.paymentMethod === 'cod') return order.cashCollectedAmount ?? 0;
  return ['paid', 'refunded', 'partially_refunded'].includes(order.paymentStatus) ? order.totalAmount : 0;
}

/** What can still be given back. */
export const refundable = (order: Order): Paise => paidAmount(order) - order.refundedAmount;

/**
 * Gives back part or all of what was paid: the payment becomes refunded when nothing is left,
 * partially refunded otherwise, emitting payment.refunded.v1 or payment.partially-refunded.v1
 * with the amount of this refund. Never more than is left (409).
 */
export async function refundPayment(
  tx: OutboxTransaction,
  order: Order,
  amount: Paise,
  cause: Cause,
  how: { provider: 'phonepe' | 'cash-on-delivery'; reference: string | null; reason?: string },
): Promise<void> {
  const left = refundable(order);
  if (amount > left) throw conflict(`Only ${left} paise of this payment can still be refunded`);
  const transition = paymentTransition(order.paymentStatus, amount === left ? 'refund' : 'refundPart', cause.by);
  const from = order.paymentStatus;
  order.paymentStatus = transition.to;
  order.refundedAmount += amount;
  touch(order);
  await tx.manager.save(order);
  const through = how.provider === 'phonepe' ? 'through PhonePe' : 'in cash';
  await recordOrderEvent(
    tx,
    order,
    transition.to === 'refunded' ? 'refunded' : 'partially-refunded',
    cause,
    `Refunded ${(amount / 100).toFixed(2)} rupees ${through}${how.reason ? `: ${how.reason}` : ''}`,
    { amount, provider: how.provider, reference: how.reference, reason: how.reason ?? null },
  );
  await tx.emit(transition.event as typeof PaymentRefunded | typeof PaymentPartiallyRefunded, {
    orderId: order.id,
    orderNumber: order.orderNumber,
    from,
    to: transition.to,
    amount,
    by: cause.by,
    provider: how.provider,
    providerReference: how.reference,
  });
}
