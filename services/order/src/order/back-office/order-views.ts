import {
  type AdminOrder,
  type OrderAction,
  type OrderTimelineEntry,
} from '@shop/contracts';
import { ORDER_TRANSITIONS, PAYMENT_TRANSITIONS } from '../lifecycle/order-lifecycle';
import { paidAmount, refundable } from '../lifecycle/order-transitions';
import type { OrderEvent } from '../order-event.entity';
import type { Order } from '../order.entity';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function timelineEntry(event: OrderEvent): OrderTimelineEntry {
  return {
    id: Number(event.id),
    at: event.at.toISOString(),
    kind: event.kind,
    actor: { type: event.actor, staffId: event.staffId, name: event.staffName },
    summary: event.summary,
    details: event.details,
  };
}

const PAYMENT_KINDS = { 'payment-paid': 'paid', 'payment-failed': 'failed', 'cash-collected': 'cash-collected', refunded: 'refund', 'partially-refunded': 'refund' } as const;

/** The actions the order's state allows now, as the lifecycle says (who may is the role's matter). */
export function allowedActions(order: Order): OrderAction[] {
  const orderMay = (name: keyof typeof ORDER_TRANSITIONS) => (ORDER_TRANSITIONS[name].from as readonly string[]).includes(order.status);
  const paymentMay = (name: keyof typeof PAYMENT_TRANSITIONS) => (PAYMENT_TRANSITIONS[name].from as readonly string[]).includes(order.paymentStatus);
  const actions: OrderAction[] = [];
  if (orderMay('confirm')) actions.push('confirm');
  if (orderMay('startProcessing')) actions.push('start-processing');
  if (orderMay('ship')) actions.push('ship');
  if (orderMay('deliver')) actions.push('deliver');
  if (orderMay('cancel')) actions.push('cancel');
  if (order.paymentMethod === 'cod' && order.status !== 'cancelled' && paymentMay('pay')) actions.push('record-cash');
  if (refundable(order) > 0 && paymentMay('refundPart')) actions.push(order.paymentMethod === 'cod' ? 'record-cod-refund' : 'refund-phonepe');
  return actions;
}

/** An order's detail for staff, with its timeline (oldest first). */
export function adminOrderView(order: Order, events: OrderEvent[]): AdminOrder {
  const timeline = events.map(timelineEntry);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    orderDate: order.orderDate.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    version: order.version,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    totalAmount: order.totalAmount,
    paidAmount: paidAmount(order),
    refundedAmount: order.refundedAmount,
    items: order.items,
    priceSummary: order.priceSummary,
    customer: { id: order.customerId, name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
    shipping: {
      address: order.shippingAddress,
      city: order.shippingCity,
      state: order.shippingState,
      pincode: order.shippingPincode,
      country: order.shippingCountry,
    },
    notes: order.notes,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    shippedAt: iso(order.shippedAt),
    deliveredAt: iso(order.deliveredAt),
    cancelledAt: iso(order.cancelledAt),
    cancelReason: order.cancelReason,
    paymentReference: order.paymentReference,
    payments: timeline.flatMap((entry) => {
      const kind = PAYMENT_KINDS[entry.kind as keyof typeof PAYMENT_KINDS];
      if (!kind) return [];
      const amount = typeof entry.details.amount === 'number' ? entry.details.amount : order.totalAmount;
      const reference = typeof entry.details.reference === 'string' ? entry.details.reference : null;
      return [{ at: entry.at, kind, amount, reference, by: entry.actor }];
    }),
    timeline,
    allowedActions: allowedActions(order),
  };
}
