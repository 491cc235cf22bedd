import { z } from 'zod';
import { defineEvent, defineRequest, eventEnvelope } from '../common/define';

/**
 * The review request email (issue 19): some days after an order is delivered (REVIEW_REQUEST_DELAY_DAYS,
 * a delayed BullMQ job of the review service), once per order, unless its email unsubscribed.
 * The notification service sends it; its unsubscribe link carries a token the review service signed.
 */
export const ReviewRequestIssued = defineEvent({
  subject: 'review-request.issued.v1',
  payload: eventEnvelope.extend({
    orderNumber: z.string(),
    email: z.string(),
    firstName: z.string(),
    /** The delivered prints, each with the address of its review form. */
    items: z.array(z.object({ productId: z.number().int().positive(), productTitle: z.string(), reviewUrl: z.string() })).min(1),
    unsubscribeUrl: z.string(),
  }),
});

/** The token of a review request email's unsubscribe link: opaque, signed, at most 512 characters. */
export const unsubscribeTokenSchema = z
  .string({ error: 'token is required' })
  .min(1, 'token is required')
  .max(512, 'token is too long')
  .regex(/^[A-Za-z0-9_.-]+$/, 'token is not an unsubscribe token');

/** Stops review request emails to the token's email address (idempotent); 400 for a token that is not ours. */
export const UnsubscribeFromReviewRequests = defineRequest({
  subject: 'review.unsubscribe-review-requests.v1',
  request: z.object({ token: unsubscribeTokenSchema }).strict(),
  reply: z.object({ unsubscribed: z.literal(true), email: z.string() }),
});
