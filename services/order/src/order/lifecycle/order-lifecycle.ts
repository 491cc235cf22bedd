import {
  OrderCancelled,
  OrderConfirmed,
  OrderDelivered,
  OrderProcessingStarted,
  OrderReturned,
  OrderShipped,
  PaymentConfirmed,
  PaymentFailed,
  PaymentPartiallyRefunded,
  PaymentRefunded,
  type Actor,
  type EventContract,
  type Order as OrderDto,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@shop/contracts';
import { conflict, forbidden } from '@shop/messaging';

/**
 * The order lifecycle, written down once (docs/order-lifecycle.md shows it as a table): every
 * status an order and its payment can have, how each may change, who may cause the change, and
 * the event the change emits. Nothing else in the order service sets a status.
 */

/** How an order starts. */
export interface Placement {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /**
   * Whether `order.placed.v1` (the confirmation email) goes out when the order is stored. A
   * PhonePe order is announced only once its payment is confirmed.
   */
  announced: boolean;
}

/**
 * The two ways an order comes in. Placed directly (`POST /api/orders`): by cash on delivery, or
 * card or banking paid outside the gateway (spec section 9), whose payment is being processed.
 * Through the payment gateway (`POST /api/payments/phonepe/initiate`, for PhonePe and for card
 * or banking paid through PhonePe): the payment waits for PhonePe.
 */
export const PLACEMENTS = {
  direct: {
    cod: { status: 'pending', paymentStatus: 'pending', announced: true },
    card: { status: 'pending', paymentStatus: 'processing', announced: true },
    banking: { status: 'pending', paymentStatus: 'processing', announced: true },
  },
  throughPaymentGateway: { status: 'pending', paymentStatus: 'pending', announced: false },
} as const satisfies { direct: Partial<Record<PaymentMethod, Placement>>; throughPaymentGateway: Placement };

/** How an order placed with this payment method starts; undefined for a method that must go through the payment gateway. */
export function directPlacement(method: PaymentMethod): Placement | undefined {
  return method in PLACEMENTS.direct ? PLACEMENTS.direct[method as keyof typeof PLACEMENTS.direct] : undefined;
}

export interface Transition<S extends string> {
  from: readonly S[];
  to: S;
  by: readonly Actor[];
  event: EventContract;
  /** The verb in the 409 that refuses it: "A cancelled order cannot be shipped". */
  verb: string;
}

export const ORDER_TRANSITIONS = {
  confirm: { from: ['pending'], to: 'confirmed', by: ['staff', 'payment-provider'], event: OrderConfirmed, verb: 'confirmed' },
  startProcessing: { from: ['confirmed'], to: 'processing', by: ['staff'], event: OrderProcessingStarted, verb: 'processed' },
  ship: { from: ['confirmed', 'processing'], to: 'shipped', by: ['staff'], event: OrderShipped, verb: 'shipped' },
  deliver: { from: ['shipped'], to: 'delivered', by: ['staff', 'system'], event: OrderDelivered, verb: 'delivered' },
  cancel: { from: ['pending', 'confirmed', 'processing'], to: 'cancelled', by: ['staff', 'system'], event: OrderCancelled, verb: 'cancelled' },
  markReturned: { from: ['delivered'], to: 'returned', by: ['staff'], event: OrderReturned, verb: 'returned' },
} as const satisfies Record<string, Transition<OrderStatus>>;

export const PAYMENT_TRANSITIONS = {
  pay: { from: ['pending', 'processing'], to: 'paid', by: ['payment-provider', 'staff'], event: PaymentConfirmed, verb: 'paid' },
  fail: { from: ['pending', 'processing'], to: 'failed', by: ['payment-provider', 'system'], event: PaymentFailed, verb: 'failed' },
  refund: { from: ['paid', 'partially_refunded'], to: 'refunded', by: ['staff'], event: PaymentRefunded, verb: 'refunded' },
  refundPart: {
    from: ['paid', 'partially_refunded'],
    to: 'partially_refunded',
    by: ['staff'],
    event: PaymentPartiallyRefunded,
    verb: 'partly refunded',
  },
} as const satisfies Record<string, Transition<PaymentStatus>>;

export type OrderTransitionName = keyof typeof ORDER_TRANSITIONS;
export type PaymentTransitionName = keyof typeof PAYMENT_TRANSITIONS;

const label = (status: string) => status.replace(/_/g, ' ');

/**
 * The transition, when `by` may cause it from `current`; a 403 when `by` may never cause it, a
 * 409 when the order is not in a state it can be caused from.
 */
function allowed<S extends string>(kind: 'order' | 'payment', current: S, transition: Transition<S>, by: Actor): Transition<S> {
  if (!transition.by.includes(by)) throw forbidden(`The ${by} cannot mark ${kind === 'order' ? 'an order' : 'a payment'} ${transition.verb}`);
  if (!transition.from.includes(current)) {
    const what = kind === 'order' ? `An order that is ${label(current)}` : `A payment that is ${label(current)}`;
    throw conflict(`${what} cannot be ${transition.verb}`);
  }
  return transition;
}

export function orderTransition(current: OrderStatus, name: OrderTransitionName, by: Actor): Transition<OrderStatus> {
  return allowed('order', current, ORDER_TRANSITIONS[name], by);
}

export function paymentTransition(current: PaymentStatus, name: PaymentTransitionName, by: Actor): Transition<PaymentStatus> {
  return allowed('payment', current, PAYMENT_TRANSITIONS[name], by);
}

const REACHED: Record<OrderStatus, number> = { pending: 0, confirmed: 1, processing: 2, shipped: 3, delivered: 4, returned: 4, cancelled: -1 };

/**
 * The tracking page's five steps (spec section 9) from the order's real states. Payment
 * Confirmed: paid, or for cash on delivery, accepted by the shop (confirmed or later; the
 * money is collected at the door). A cancelled order keeps only "Order Placed", and whatever
 * payment it had.
 */
export function trackingProgress(order: { status: OrderStatus; paymentStatus: PaymentStatus; paymentMethod: PaymentMethod }): OrderDto['progress'] {
  const reached = REACHED[order.status];
  const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'refunded' || order.paymentStatus === 'partially_refunded';
  return [
    { label: 'Order Placed', done: true },
    { label: 'Payment Confirmed', done: paid || (order.paymentMethod === 'cod' && reached >= 1) },
    { label: 'Processing', done: reached >= 2 },
    { label: 'Shipped', done: reached >= 3 },
    { label: 'Delivered', done: reached >= 4 },
  ];
}
