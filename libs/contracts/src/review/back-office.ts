import { z } from 'zod';
import { pagingFields } from '../common/paging';
import { BACK_OFFICE_MAX_PAGE } from '../order/back-office-constants';
import { productIdSchema } from '../catalog/product';
import { defineRequest } from '../common/define';
import { uploadedImageIdSchema } from '../media/uploaded-image';
import { ADMIN_REVIEWS_PAGE_LIMIT, MAX_BULK_REVIEWS, REVIEW_LIMITS, REVIEW_PHOTO_STATUSES } from './review-constants';
import { ownReviewSchema, ratingSchema, reviewIdSchema, reviewPhotoSchema, reviewStatusSchema } from './review';

/**
 * Moderation in the back office (issue 19, 'reviews.moderate'): the queue, approve, reject with a
 * reason, flag, bulk approve, the shop's public reply and a photo's rejection. Each action names
 * the version the staff member saw (409 when the review changed meanwhile) and is recorded in the
 * audit log in the same transaction.
 */

/** What the spam checks found in a review, for the moderator: links, repeated text, a burst of reviews. */
export const SPAM_SIGNALS = ['link', 'repeated-text', 'duplicate-of-other-review', 'burst'] as const;
export const spamSignalSchema = z.enum(SPAM_SIGNALS);

export const staffReviewSchema = ownReviewSchema.extend({
  version: z.number().int().positive(),
  productTitle: z.string().nullable(),
  customerEmail: z.string(),
  spamSignals: z.array(spamSignalSchema),
  /** Why staff rejected or flagged it (shown to staff only). */
  moderationNote: z.string().nullable(),
  images: z.array(reviewPhotoSchema.extend({ status: z.enum(REVIEW_PHOTO_STATUSES) })),
});
export type StaffReview = z.infer<typeof staffReviewSchema>;

const flag = (name: string) => z.union([z.boolean(), z.enum(['true', 'false'], { error: `${name} must be true or false` }).transform((text) => text === 'true')]);

export const staffReviewListQuerySchema = z
  .object({
    /** Default: the queue (pending). */
    status: z.union([reviewStatusSchema, z.literal('all')]).default('pending'),
    productId: productIdSchema.optional(),
    rating: z.coerce.number().pipe(ratingSchema).optional(),
    withPhotos: flag('withPhotos').optional(),
    /** Only reviews the spam checks found something in. */
    suspicious: flag('suspicious').optional(),
    /** Searched in title, text, name and email (any part, any case). */
    q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
    sort: z.enum(['oldest', 'newest'], { error: 'sort must be oldest or newest' }).default('oldest'),
    ...pagingFields(ADMIN_REVIEWS_PAGE_LIMIT, BACK_OFFICE_MAX_PAGE),
  })
  .strict();
export type StaffReviewListQuery = z.output<typeof staffReviewListQuerySchema>;

export const ListReviewsForStaff = defineRequest({
  subject: 'review.list-reviews-for-staff.v1',
  request: staffReviewListQuerySchema,
  reply: z.object({ items: z.array(staffReviewSchema), total: z.number().int().nonnegative() }),
});

export const GetReviewForStaff = defineRequest({
  subject: 'review.get-review-for-staff.v1',
  request: z.object({ id: reviewIdSchema }).strict(),
  reply: staffReviewSchema,
});

const versionSchema = z.number({ error: 'version is required' }).int('version must be a whole number').positive('version must be positive');
const reasonSchema = z
  .string({ error: 'reason is required' })
  .trim()
  .min(1, 'reason is required')
  .max(REVIEW_LIMITS.reason, `reason must be at most ${REVIEW_LIMITS.reason} characters`);

export const REVIEW_MODERATION_ACTIONS = ['approve', 'reject', 'flag'] as const;

/** Approve (public; its pending photos approved too), reject or flag (with a reason staff see). */
export const ModerateReview = defineRequest({
  subject: 'review.moderate-review.v1',
  request: z.discriminatedUnion('action', [
    z.object({ id: reviewIdSchema, version: versionSchema, action: z.literal('approve') }).strict(),
    z.object({ id: reviewIdSchema, version: versionSchema, action: z.literal('reject'), reason: reasonSchema }).strict(),
    z.object({ id: reviewIdSchema, version: versionSchema, action: z.literal('flag'), reason: reasonSchema }).strict(),
  ]),
  reply: staffReviewSchema,
});

/** Approves every listed review still pending or flagged; answers which were and why the others were not. */
export const BulkApproveReviews = defineRequest({
  subject: 'review.bulk-approve-reviews.v1',
  request: z
    .object({
      ids: z
        .array(reviewIdSchema)
        .min(1, 'ids must name at least one review')
        .max(MAX_BULK_REVIEWS, `ids must name at most ${MAX_BULK_REVIEWS} reviews`)
        .refine((ids) => new Set(ids).size === ids.length, 'ids must not repeat a review'),
    })
    .strict(),
  reply: z.object({
    approved: z.array(z.number().int().positive()),
    skipped: z.array(z.object({ id: z.number().int().positive(), reason: z.string() })),
  }),
});

/** The shop's public reply (isAdmin): written, replaced, or removed with `content: null`. */
export const ReplyToReview = defineRequest({
  subject: 'review.reply-to-review.v1',
  request: z
    .object({
      id: reviewIdSchema,
      content: z
        .string({ error: 'content is required' })
        .trim()
        .min(1, 'content is required')
        .max(REVIEW_LIMITS.reply, `content must be at most ${REVIEW_LIMITS.reply} characters`)
        .nullable(),
    })
    .strict(),
  reply: staffReviewSchema,
});

/** Rejects one photo of a review (it is never shown), or approves it again. */
export const ModerateReviewPhoto = defineRequest({
  subject: 'review.moderate-review-photo.v1',
  request: z.object({ id: reviewIdSchema, version: versionSchema, photoId: uploadedImageIdSchema, status: z.enum(['approved', 'rejected']) }).strict(),
  reply: staffReviewSchema,
});

/** The queue's counts for the back office's navigation and dashboard. */
export const GetReviewQueueCounts = defineRequest({
  subject: 'review.get-review-queue-counts.v1',
  request: z.object({}).strict(),
  reply: z.object({ pending: z.number().int().nonnegative(), flagged: z.number().int().nonnegative(), pendingPhotos: z.number().int().nonnegative() }),
});
