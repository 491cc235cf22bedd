/**
 * Product reviews (issue 19): limits, states and sorts shared by the review service, the gateway
 * and the SPA. This file imports nothing, so the SPA may import it at run time (eslint.config.mjs).
 */

/** pending: waiting for staff (every new or edited review); approved: public; rejected: never shown; flagged: held for a second look. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected', 'flagged'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A photo is moderated with its review; staff may reject one photo and approve the rest. */
export const REVIEW_PHOTO_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewPhotoStatus = (typeof REVIEW_PHOTO_STATUSES)[number];

/** The orders a product page offers its reviews in. */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEWS_PAGE_LIMIT = { default: 10, max: 50 } as const;
export const ADMIN_REVIEWS_PAGE_LIMIT = { default: 25, max: 100 } as const;

/** What a review may hold, in characters (titles and names are one line). */
export const REVIEW_LIMITS = {
  name: 80,
  title: 120,
  contentMin: 10,
  content: 5000,
  reply: 2000,
  reason: 500,
} as const;

export const MAX_REVIEW_PHOTOS = 3;
/** Largest review photo, per file: a phone's photograph, well under the back office's 40 MB. */
export const REVIEW_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Most reviews one shopper may write or edit in an hour (a spam check). */
export const REVIEWS_PER_SHOPPER_PER_HOUR = 5;
/** Most reviews staff approve in one bulk action. */
export const MAX_BULK_REVIEWS = 100;

/** The badge a review tied to a delivered order of its product carries. */
export const VERIFIED_PURCHASE_LABEL = 'Verified Purchase';
