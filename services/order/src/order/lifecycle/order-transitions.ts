import { PaymentConfirmed, PaymentFailed, type Actor } from '@shop/contracts';
import type { OutboxTransaction } from '@shop/messaging';
import type { Order } from '../order.entity';
import { orderTransition, paymentTransition, type OrderTransitionName } from './order-lifecycle';

/**
 * Applies an order transition inside an outbox transaction: checks it (403 or 409), saves the
 * new status and emits the transition's event, all or nothing.
 */
export async function changeOrderStatus({ manager, emit }: OutboxTransaction, order: Order, name: OrderTransitionName, by: Actor): Promise<void> {
  const transition = orderTransition(order.status, name, by);
  const from = order.status;
  order.status = transition.to;
  await manager.save(order);
  await emit(transition.event, { orderId: order.id, orderNumber: order.orderNumber, from, to: transition.to, by });
}

/**
 * Settles a payment as paid or failed inside an outbox transaction, with the provider's
 * reference, emitting payment.confirmed.v1 or payment.failed.v1.
 */
export async function settlePayment(
  { manager, emit }: OutboxTransaction,
  order: Order,
  outcome: 'pay' | 'fail',
  by: Actor,
  reference: string | null,
): Promise<void> {
  const transition = paymentTransition(order.paymentStatus, outcome, by);
  order.paymentStatus = transition.to;
  order.paymentNextCheckAt = null;
  order.paymentReference = reference ?? order.paymentReference;
  await manager.save(order);
  // payment.confirmed.v1 or payment.failed.v1: the transition's own event, one payload for both.
  await emit(transition.event as typeof PaymentConfirmed | typeof PaymentFailed, {
    orderId: order.id,
    orderNumber: order.orderNumber,
    amount: order.totalAmount,
    provider: order.paymentMethod === 'cod' ? 'cash-on-delivery' : 'phonepe',
    providerReference: order.paymentReference,
  });
}
