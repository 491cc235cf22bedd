import { z } from 'zod';
import { defineEvent, defineRequest, eventEnvelope } from '../common/define';
import { orderInputSchema, orderSchema, paymentMethodSchema, trackOrderRequestSchema } from './order';

/**
 * Places an order from the browser's payload: items and prices are recomputed by pricing.
 * Idempotent on orderNumber: the same order placed twice is stored once.
 */
export const PlaceOrder = defineRequest({
  subject: 'order.place-order.v1',
  request: orderInputSchema.strict(),
  reply: orderSchema,
});

/** The order with the given number, only when the email is the customer's (ignoring case). */
export const TrackOrder = defineRequest({
  subject: 'order.track-order.v1',
  request: trackOrderRequestSchema.strict(),
  reply: orderSchema,
});

export const GetOrder = defineRequest({
  subject: 'order.get-order.v1',
  request: z.object({ id: z.number().int().positive() }).strict(),
  reply: orderSchema,
});

export const OrderPlaced = defineEvent({
  subject: 'order.placed.v1',
  payload: eventEnvelope.extend({
    orderId: z.number().int().positive(),
    orderNumber: z.string(),
    customerId: z.number().int().positive(),
    paymentMethod: paymentMethodSchema,
    totalAmount: z.number(),
  }),
});
