import { z } from 'zod';
import { emailSchema } from '../customer';
import { defineEvent, defineRequest, eventEnvelope } from '../common/define';
import { paiseSchema } from '../money';
import { orderInputSchema, orderNumberSchema, paymentStatusSchema } from './order';

/** Methods that go through the payment gateway (spec: phonepe, and card/banking through the same call). */
export const gatewayPaymentMethodSchema = z.enum(['phonepe', 'card', 'banking'], { error: 'Payment method required' });

/**
 * The spec's initiate payload (orderId, amount, customerEmail, customerPhone, paymentMethod)
 * plus the order itself (customer, shipping, items). The order is stored before the shopper
 * leaves for PhonePe, so an abandoned browser loses nothing. `amount` is the browser's
 * belief and is never charged: PhonePe is asked for the server's total.
 */
export const InitiatePayment = defineRequest({
  subject: 'order.initiate-payment.v1',
  request: orderInputSchema
    .omit({ orderNumber: true, paymentMethod: true })
    .extend({
      orderId: orderNumberSchema,
      amount: z.number().optional(),
      customerEmail: emailSchema.optional(),
      customerPhone: z.string().max(20).optional(),
      paymentMethod: gatewayPaymentMethodSchema,
    })
    .strict(),
  reply: z.union([
    z.object({ success: z.literal(true), redirectUrl: z.string(), orderNumber: z.string() }),
    z.object({ success: z.literal(false), error: z.string() }),
  ]),
});

/** Asks PhonePe for the payment's state (the browser's return is a hint, never proof) and answers it. */
export const ConfirmPayment = defineRequest({
  subject: 'order.confirm-payment.v1',
  request: z.object({ orderNumber: orderNumberSchema }).strict(),
  reply: z.object({ orderNumber: z.string(), paymentStatus: paymentStatusSchema }),
});

/** A PhonePe webhook as received: verified here by its Authorization hash before anything changes. */
export const HandlePaymentWebhook = defineRequest({
  subject: 'order.handle-payment-webhook.v1',
  request: z.object({ authorization: z.string().max(200), body: z.unknown() }).strict(),
  reply: z.object({ accepted: z.boolean() }),
});

const paymentEvent = eventEnvelope.extend({
  orderId: z.number().int().positive(),
  orderNumber: z.string(),
  amount: paiseSchema,
  // Cash on delivery is collected by the courier and marked paid by staff.
  provider: z.enum(['phonepe', 'cash-on-delivery']),
  providerReference: z.string().nullable(),
});

export const PaymentConfirmed = defineEvent({ subject: 'payment.confirmed.v1', payload: paymentEvent });
export const PaymentFailed = defineEvent({ subject: 'payment.failed.v1', payload: paymentEvent });
