import { z } from 'zod';
import { defineEvent, eventEnvelope } from '../common/define';
import { paiseSchema } from '../money';
import { orderStatusSchema, paymentStatusSchema } from './order';

/** Who may cause a change of an order's state (the order service's lifecycle module names who may cause which). */
export const ACTORS = ['shopper', 'payment-provider', 'staff', 'system'] as const;
export const actorSchema = z.enum(ACTORS);
export type Actor = z.infer<typeof actorSchema>;

const orderStatusChanged = eventEnvelope.extend({
  orderId: z.number().int().positive(),
  orderNumber: z.string(),
  from: orderStatusSchema,
  to: orderStatusSchema,
  by: actorSchema,
});

/** The shop accepted the order (cash on delivery), or its payment arrived (PhonePe). */
export const OrderConfirmed = defineEvent({ subject: 'order.confirmed.v1', payload: orderStatusChanged });
/** The print is being made. */
export const OrderProcessingStarted = defineEvent({ subject: 'order.processing-started.v1', payload: orderStatusChanged });
export const OrderShipped = defineEvent({ subject: 'order.shipped.v1', payload: orderStatusChanged });
export const OrderDelivered = defineEvent({ subject: 'order.delivered.v1', payload: orderStatusChanged });
export const OrderCancelled = defineEvent({ subject: 'order.cancelled.v1', payload: orderStatusChanged });
export const OrderReturned = defineEvent({ subject: 'order.returned.v1', payload: orderStatusChanged });

const paymentRefunded = eventEnvelope.extend({
  orderId: z.number().int().positive(),
  orderNumber: z.string(),
  from: paymentStatusSchema,
  to: paymentStatusSchema,
  /** What this refund gave back. */
  amount: paiseSchema,
  by: actorSchema,
});

export const PaymentRefunded = defineEvent({ subject: 'payment.refunded.v1', payload: paymentRefunded });
export const PaymentPartiallyRefunded = defineEvent({ subject: 'payment.partially-refunded.v1', payload: paymentRefunded });
