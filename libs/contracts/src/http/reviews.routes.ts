import { z } from 'zod';
import { productIdSchema } from '../catalog/product';
import { uploadedImageIdSchema, uploadedImageSchema } from '../media/uploaded-image';
import { BulkApproveReviews, staffReviewListQuerySchema, staffReviewSchema } from '../review/back-office';
import { ownReviewSchema, productReviewsQuerySchema, productReviewsSchema, reviewDraftSchema, reviewIdSchema, VoteReviewHelpful } from '../review/review';
import { REVIEW_LIMITS } from '../review/review-constants';
import { UnsubscribeFromReviewRequests, unsubscribeTokenSchema } from '../review/review-requests';
import { defineRoute } from './route';

const TAG = 'reviews';
const productParams = z.object({ id: productIdSchema });
const SIGNED_IN = { 401: 'Not signed in' } as const;

/** Product reviews on the storefront (issue 19): anyone reads the approved ones; a signed-in shopper writes and votes. */
export const reviewsApi = {
  listProductReviews: defineRoute({
    method: 'GET',
    path: '/api/products/:id/reviews',
    tag: TAG,
    summary: "A product's approved reviews a page at a time (newest, highest, lowest or most helpful), with the average, count and star histogram",
    description: 'Only approved reviews and their approved photos; each with the shop’s public reply, if any. An unknown product answers an empty summary.',
    params: productParams,
    query: productReviewsQuerySchema,
    response: productReviewsSchema,
  }),
  getOwnReview: defineRoute({
    method: 'GET',
    path: '/api/products/:id/reviews/mine',
    tag: TAG,
    summary: "The signed-in shopper's review of this product, in whatever state it is (pending, approved, rejected, flagged)",
    params: productParams,
    response: ownReviewSchema,
    errors: { ...SIGNED_IN, 404: 'You have not reviewed this product' },
  }),
  submitReview: defineRoute({
    method: 'POST',
    path: '/api/products/:id/reviews',
    tag: TAG,
    summary: "Writes the signed-in shopper's review of a product, or replaces theirs; either way it waits for moderation (pending)",
    description: [
      'One review per shopper per product: sending another replaces the first and sends it back to pending.',
      'With `orderNumber` (a delivered order of this product placed with the signed-in email) or without it,',
      'when such an order exists, the review shows "Verified Purchase". Up to 3 photos, uploaded first with',
      `POST /api/reviews/photos and ready. Title at most ${REVIEW_LIMITS.title} characters, text ${REVIEW_LIMITS.contentMin} to`,
      `${REVIEW_LIMITS.content}.`,
    ].join(' '),
    params: productParams,
    body: reviewDraftSchema,
    response: ownReviewSchema,
    status: 201,
    errors: {
      ...SIGNED_IN,
      403: 'The request came from another site',
      404: 'Product not found, or a photo that was never uploaded',
      409: 'The order named is not a delivered order of this product placed with your email, or a photo is not ready yet',
      429: 'Too many reviews from this shopper within the hour, or from this client',
    },
  }),
  deleteOwnReview: defineRoute({
    method: 'DELETE',
    path: '/api/products/:id/reviews/mine',
    tag: TAG,
    summary: "Deletes the signed-in shopper's review of this product (the product's rating follows)",
    params: productParams,
    response: z.object({ deleted: z.literal(true) }),
    errors: { ...SIGNED_IN, 404: 'You have not reviewed this product' },
  }),
  voteHelpful: defineRoute({
    method: 'POST',
    path: '/api/reviews/:reviewId/helpful',
    tag: TAG,
    summary: '"Was this helpful?": one vote per signed-in shopper per review; a second vote changes nothing',
    params: z.object({ reviewId: reviewIdSchema }),
    response: VoteReviewHelpful.reply,
    errors: { ...SIGNED_IN, 404: 'No approved review with this id', 409: 'Your own review cannot be voted on by you', 429: 'Too many votes from this client' },
  }),
  uploadReviewPhotos: defineRoute({
    method: 'POST',
    path: '/api/reviews/photos',
    tag: TAG,
    summary: "Uploads up to 3 photos for the signed-in shopper's review (multipart/form-data); answers at once, before their sizes are made",
    description:
      'JPEG, PNG or WebP recognised by content, at most 10 MB each; resized by the media job like the back office’s images. Name the answered ids in the review’s photoIds once each is ready (GET /api/reviews/photos/{id}).',
    response: z.array(uploadedImageSchema),
    status: 202,
    errors: {
      ...SIGNED_IN,
      400: 'No file, a part that is not a file, or a damaged or oversized (pixels) image',
      403: 'The request came from another site',
      413: 'A file larger than 10 MB, or more than 3 files',
      415: 'A file that is not a JPEG, PNG or WebP image, or a body that is not multipart/form-data',
      429: 'Too many uploads from this client',
    },
  }),
  getReviewPhoto: defineRoute({
    method: 'GET',
    path: '/api/reviews/photos/:photoId',
    tag: TAG,
    summary: "A review photo's state: processing, ready or failed",
    params: z.object({ photoId: uploadedImageIdSchema }),
    response: uploadedImageSchema,
    errors: { ...SIGNED_IN, 404: 'No photo with this id was uploaded' },
  }),
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/api/reviews/unsubscribe',
    tag: TAG,
    summary: 'Stops review request emails to the address of the unsubscribe link’s token (the SPA’s /reviews/unsubscribe page sends it)',
    body: z.object({ token: unsubscribeTokenSchema }).strict(),
    response: UnsubscribeFromReviewRequests.reply,
    errors: { 400: 'The link is not one of ours, or was altered' },
  }),
};

const STAFF_ONLY = { 401: 'No staff member is signed in', 403: "The staff member's role may not moderate reviews, or the request came from another site" } as const;
const ADMIN_TAG = 'back office: reviews';
const reviewParams = z.object({ id: reviewIdSchema });
const version = z.object({ version: z.number().int().positive() }).strict();
const reason = z.string().trim().min(1).max(REVIEW_LIMITS.reason);

/** Moderation in the back office (issue 19): every route needs 'reviews.moderate'. */
export const adminReviewsApi = {
  listReviews: defineRoute({
    method: 'GET',
    path: '/api/admin/reviews',
    tag: ADMIN_TAG,
    summary: 'The moderation queue (pending, oldest first, by default) or any reviews, filtered, a page at a time (the total in X-Total-Count)',
    staff: 'reviews.moderate',
    query: staffReviewListQuerySchema,
    response: z.array(staffReviewSchema),
    paged: true,
    errors: STAFF_ONLY,
  }),
  getReview: defineRoute({
    method: 'GET',
    path: '/api/admin/reviews/:id',
    tag: ADMIN_TAG,
    summary: 'A review with its email, order, photos (each with its state), spam signals and the shop’s reply',
    staff: 'reviews.moderate',
    params: reviewParams,
    response: staffReviewSchema,
    errors: { ...STAFF_ONLY, 404: 'No review with this id' },
  }),
  approveReview: defineRoute({
    method: 'POST',
    path: '/api/admin/reviews/:id/approve',
    tag: ADMIN_TAG,
    summary: 'Approves a review: it and its photos not rejected become public, and the product’s rating follows',
    staff: 'reviews.moderate',
    params: reviewParams,
    body: version,
    response: staffReviewSchema,
    errors: { ...STAFF_ONLY, 404: 'No review with this id', 409: 'The review changed since it was read (the shopper edited it, or another moderator acted)' },
  }),
  rejectReview: defineRoute({
    method: 'POST',
    path: '/api/admin/reviews/:id/reject',
    tag: ADMIN_TAG,
    summary: 'Rejects a review with a reason staff see (it is never shown; an approved one leaves the product page)',
    staff: 'reviews.moderate',
    params: reviewParams,
    body: z.object({ version: z.number().int().positive(), reason }).strict(),
    response: staffReviewSchema,
    errors: { ...STAFF_ONLY, 404: 'No review with this id', 409: 'The review changed since it was read' },
  }),
  flagReview: defineRoute({
    method: 'POST',
    path: '/api/admin/reviews/:id/flag',
    tag: ADMIN_TAG,
    summary: 'Flags a review for a second look, with a reason (a flagged review is not shown)',
    staff: 'reviews.moderate',
    params: reviewParams,
    body: z.object({ version: z.number().int().positive(), reason }).strict(),
    response: staffReviewSchema,
    errors: { ...STAFF_ONLY, 404: 'No review with this id', 409: 'The review changed since it was read' },
  }),
  bulkApprove: defineRoute({
    method: 'POST',
    path: '/api/admin/reviews/bulk-approve',
    tag: ADMIN_TAG,
    summary: 'Approves up to 100 pending or flagged reviews at once; answers which were approved and why others were not',
    staff: 'reviews.moderate',
    body: BulkApproveReviews.request,
    response: BulkApproveReviews.reply,
    errors: STAFF_ONLY,
  }),
  replyToReview: defineRoute({
    method: 'PUT',
    path: '/api/admin/reviews/:id/reply',
    tag: ADMIN_TAG,
    summary: 'Writes or replaces the shop’s public reply to a review (isAdmin); `content: null` removes it',
    staff: 'reviews.moderate',
    params: reviewParams,
    body: z.object({ content: z.string().trim().min(1).max(REVIEW_LIMITS.reply).nullable() }).strict(),
    response: staffReviewSchema,
    errors: { ...STAFF_ONLY, 404: 'No review with this id' },
  }),
  moderatePhoto: defineRoute({
    method: 'POST',
    path: '/api/admin/reviews/:id/photos/:photoId',
    tag: ADMIN_TAG,
    summary: 'Rejects one photo of a review (never shown), or approves it again',
    staff: 'reviews.moderate',
    params: z.object({ id: reviewIdSchema, photoId: uploadedImageIdSchema }),
    body: z.object({ version: z.number().int().positive(), status: z.enum(['approved', 'rejected']) }).strict(),
    response: staffReviewSchema,
    errors: { ...STAFF_ONLY, 404: 'No review with this id, or no such photo on it', 409: 'The review changed since it was read' },
  }),
  queueCounts: defineRoute({
    method: 'GET',
    path: '/api/admin/reviews/queue',
    tag: ADMIN_TAG,
    summary: 'How many reviews wait: pending, flagged, and pending photos',
    staff: 'reviews.moderate',
    response: z.object({ pending: z.number().int().nonnegative(), flagged: z.number().int().nonnegative(), pendingPhotos: z.number().int().nonnegative() }),
    errors: STAFF_ONLY,
  }),
};
