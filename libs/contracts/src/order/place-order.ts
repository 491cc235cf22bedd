import { z } from 'zod';
import { defineEvent, defineRequest, eventEnvelope } from '../common/define';
import { paiseSchema } from '../money';
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
    totalAmount: paiseSchema,
    /** An order of a designer's quote (issue 20): the trade service counts it to the designer. Additive, so optional within v1. */
    trade: z.object({ designerId: z.number().int().positive(), quoteNumber: z.string() }).optional(),
  }),
});

/** An order as the signed-in shopper's history shows it (spec section 3). */
export const orderHistoryEntrySchema = z.object({
  id: z.number().int().positive(),
  orderNumber: z.string(),
  createdAt: z.string(),
  totalAmount: paiseSchema,
  status: z.string(),
  paymentStatus: z.string(),
  items: z.array(
    z.object({
      id: z.number().int(),
      /** The print's product, for "Review this print" on a delivered order (issue 19). */
      productId: z.number().int().positive(),
      image: z.string().nullable(),
      name: z.string(),
      size: z.string(),
      quantity: z.number().int(),
      price: paiseSchema,
    }),
  ),
});

/** The signed-in user's orders (matched to their verified email), newest first. */
export const ListMyOrders = defineRequest({
  subject: 'order.list-my-orders.v1',
  request: z.object({}).strict(),
  reply: z.array(orderHistoryEntrySchema),
});
