import { z } from 'zod';
import { pagingFields } from '../common/paging';
import { productIdSchema } from '../catalog/product';
import { defineEvent, defineRequest, eventEnvelope } from '../common/define';
import { uploadedImageIdSchema } from '../media/uploaded-image';
import { MAX_REVIEW_PHOTOS, REVIEW_LIMITS, REVIEW_PHOTO_STATUSES, REVIEW_SORTS, REVIEW_STATUSES, REVIEWS_PAGE_LIMIT } from './review-constants';

/**
 * Product reviews (issue 19), kept by the review service. The signed-in shopper comes from the
 * request context (set by the gateway), never from the payload: a shopper reads and changes only
 * their own review. Text is stored and answered as typed; the SPA shows it as text, never HTML.
 */

export const reviewIdSchema = z.coerce
  .number({ error: 'Review id must be a number' })
  .int('Review id must be a whole number')
  .positive('Review id must be positive')
  .max(2_147_483_647, 'Review id is too large');

const line = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`)
    .regex(/^[^\r\n]*$/, `${name} must be one line`);

export const ratingSchema = z
  .number({ error: 'rating must be a number from 1 to 5' })
  .int('rating must be a whole number from 1 to 5')
  .min(1, 'rating must be from 1 to 5')
  .max(5, 'rating must be from 1 to 5');

export const reviewSortSchema = z.enum(REVIEW_SORTS, { error: `sort must be one of ${REVIEW_SORTS.join(', ')}` });
export const reviewStatusSchema = z.enum(REVIEW_STATUSES, { error: `status must be one of ${REVIEW_STATUSES.join(', ')}` });

/** A review's photo, in the sizes the media job made (`url` the full size, `variants` the smaller ones). */
export const reviewPhotoSchema = z.object({
  id: uploadedImageIdSchema,
  url: z.string(),
  variants: z.array(z.object({ width: z.number().int().positive(), url: z.string() })),
});
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/** The shop's public answer to a review (the spec's review_replies row with isAdmin true). */
export const reviewReplySchema = z.object({
  content: z.string(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A review as the product page shows it: approved ones only, with only their approved photos. */
export const publicReviewSchema = z.object({
  id: z.number().int().positive(),
  productId: z.number().int().positive(),
  customerName: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  content: z.string(),
  isVerifiedPurchase: z.boolean(),
  helpfulVotes: z.number().int().nonnegative(),
  images: z.array(reviewPhotoSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  reply: reviewReplySchema.nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** A product's approved reviews at a glance: average (one decimal, 0 with none), count, and how many gave each star. */
export const reviewSummarySchema = z.object({
  average: z.number().min(0).max(5),
  count: z.number().int().nonnegative(),
  /** Five entries, 5 stars first. */
  histogram: z.array(z.object({ stars: z.number().int().min(1).max(5), count: z.number().int().nonnegative() })).length(5),
  withPhotos: z.number().int().nonnegative(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const productReviewsQuerySchema = z
  .object({
    sort: reviewSortSchema.default('newest'),
    /** Only reviews with photos. */
    withPhotos: z.union([z.boolean(), z.enum(['true', 'false'], { error: 'withPhotos must be true or false' }).transform((text) => text === 'true')]).default(false),
    ...pagingFields(REVIEWS_PAGE_LIMIT, 1000),
  })
  .strict();

export const productReviewsSchema = z.object({
  summary: reviewSummarySchema,
  reviews: z.array(publicReviewSchema),
  /** Reviews matching the query over every page. */
  total: z.number().int().nonnegative(),
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

/** A product's approved reviews, a page at a time, with the summary (a hot path: answered from memory). */
export const ListProductReviews = defineRequest({
  subject: 'review.list-product-reviews.v1',
  request: productReviewsQuerySchema.extend({ productId: productIdSchema }).strict(),
  reply: productReviewsSchema,
});

/** What a shopper writes; `orderNumber` ties it to a delivered order of the product (Verified Purchase). */
export const reviewDraftSchema = z
  .object({
    rating: ratingSchema,
    title: line('title', REVIEW_LIMITS.title),
    content: z
      .string({ error: 'content is required' })
      .trim()
      .min(REVIEW_LIMITS.contentMin, `content must be at least ${REVIEW_LIMITS.contentMin} characters`)
      .max(REVIEW_LIMITS.content, `content must be at most ${REVIEW_LIMITS.content} characters`),
    /** The name shown with the review; the Google account's name part when left out. */
    customerName: line('customerName', REVIEW_LIMITS.name).optional(),
    orderNumber: z.string().trim().regex(/^[A-Z0-9-]{3,40}$/, 'orderNumber must be an order number such as ORD-123456').optional(),
    /** Photos uploaded with POST /api/reviews/photos, ready. */
    photoIds: z
      .array(uploadedImageIdSchema)
      .max(MAX_REVIEW_PHOTOS, `at most ${MAX_REVIEW_PHOTOS} photos`)
      .refine((ids) => new Set(ids).size === ids.length, 'photoIds must not repeat a photo')
      .default([]),
  })
  .strict();
export type ReviewDraft = z.output<typeof reviewDraftSchema>;

/** The signed-in shopper's own review of a product, in whatever state it is, with every photo's state. */
export const ownReviewSchema = publicReviewSchema.extend({
  status: reviewStatusSchema,
  orderNumber: z.string().nullable(),
  images: z.array(reviewPhotoSchema.extend({ status: z.enum(REVIEW_PHOTO_STATUSES) })),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/**
 * Writes the signed-in shopper's review of a product, or replaces theirs (one per shopper per
 * product): either way it goes back to pending. 404 unknown product; 409 an order that is not a
 * delivered order of this product by this shopper; 429 too many reviews within the hour.
 */
export const SubmitReview = defineRequest({
  subject: 'review.submit-review.v1',
  request: reviewDraftSchema.extend({ productId: productIdSchema }).strict(),
  reply: z.object({ review: ownReviewSchema, created: z.boolean() }),
});

/** The signed-in shopper's review of a product; 404 when they have none. */
export const GetOwnReview = defineRequest({
  subject: 'review.get-own-review.v1',
  request: z.object({ productId: productIdSchema }).strict(),
  reply: ownReviewSchema,
});

/** Deletes the signed-in shopper's review of a product (the rating follows); 404 when they have none. */
export const DeleteOwnReview = defineRequest({
  subject: 'review.delete-own-review.v1',
  request: z.object({ productId: productIdSchema }).strict(),
  reply: z.object({ deleted: z.literal(true) }),
});

/**
 * "Was this helpful?": one vote per signed-in shopper per review (a second vote changes
 * nothing), never on their own review (409), only on an approved one (404 otherwise).
 */
export const VoteReviewHelpful = defineRequest({
  subject: 'review.vote-helpful.v1',
  request: z.object({ reviewId: reviewIdSchema }).strict(),
  reply: z.object({ helpfulVotes: z.number().int().nonnegative(), counted: z.boolean() }),
});

/**
 * A product's rating and review count from its approved reviews, after every approval, removal or
 * edit. `revision` grows with every change of the product's reviews: a consumer keeps the figures
 * of the highest revision it has seen, so an event delivered twice or late changes nothing.
 */
export const ProductRatingChanged = defineEvent({
  subject: 'product-rating.changed.v1',
  payload: eventEnvelope.extend({
    productId: z.number().int().positive(),
    /** The average of the approved reviews' stars, to one decimal; 0 with none. */
    rating: z.number().min(0).max(5),
    reviews: z.number().int().nonnegative(),
    revision: z.number().int().positive(),
  }),
});
