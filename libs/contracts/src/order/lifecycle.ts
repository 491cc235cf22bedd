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
  /** Shipped: how it travels, for the shopper's email (the tracking page reads the order). */
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
  trackingUrl: z.string().optional(),
  /** Cancelled: why, as staff wrote it for the shopper. */
  reason: z.string().optional(),
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
  /** How it was given back: through PhonePe (its refund id) or in cash (cash on delivery). */
  provider: z.enum(['phonepe', 'cash-on-delivery']).optional(),
  providerReference: z.string().nullable().optional(),
});

export const PaymentRefunded = defineEvent({ subject: 'payment.refunded.v1', payload: paymentRefunded });
export const PaymentPartiallyRefunded = defineEvent({ subject: 'payment.partially-refunded.v1', payload: paymentRefunded });
