import { z } from 'zod';
import { defineRequest } from '../common/define';

/**
 * What the review service asks the order service (issue 19). Answered to services only: no HTTP
 * route leads here, and the email always comes from the signed-in shopper's context upstream.
 */

/**
 * A delivered order of this product placed with this email: the one named, or the latest; null
 * when there is none (also when the named order is someone else's, not delivered, or lacks the product).
 */
export const FindDeliveredPurchase = defineRequest({
  subject: 'order.find-delivered-purchase.v1',
  request: z
    .object({
      email: z.string().max(254),
      productId: z.number().int().positive(),
      orderNumber: z.string().max(40).optional(),
    })
    .strict(),
  reply: z.object({ order: z.object({ orderId: z.number().int().positive(), orderNumber: z.string() }).nullable() }),
});

/** A delivered order's shopper and prints, for the review request email; 404 unknown, 409 not delivered (any more). */
export const GetDeliveredOrderForReviews = defineRequest({
  subject: 'order.get-delivered-order-for-reviews.v1',
  request: z.object({ orderNumber: z.string().max(40) }).strict(),
  reply: z.object({
    orderId: z.number().int().positive(),
    orderNumber: z.string(),
    email: z.string(),
    firstName: z.string(),
    items: z.array(z.object({ productId: z.number().int().positive(), productTitle: z.string() })),
  }),
});
