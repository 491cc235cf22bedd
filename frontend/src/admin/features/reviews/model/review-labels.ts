import type { ReviewPhotoStatus, ReviewStatus, StaffReview } from '@shop/contracts';

type SpamSignal = StaffReview['spamSignals'][number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  flagged: 'Flagged',
};

export const REVIEW_STATUS_COLORS: Record<ReviewStatus, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
  flagged: 'purple',
};

export const PHOTO_STATUS_LABELS: Record<ReviewPhotoStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** What each spam check found, as the moderator reads it. */
export const SPAM_SIGNAL_LABELS: Record<SpamSignal, string> = {
  link: 'Contains a link',
  'repeated-text': 'Repeats the same words over and over',
  'duplicate-of-other-review': 'Same text as another review',
  burst: 'Many reviews from this shopper in a short time',
};

/** "4 out of 5 stars", and the stars themselves for the eye. */
export function starsLabel(rating: number): string {
  return `${rating} out of 5 stars`;
}

export function starsText(rating: number): string {
  return '★'.repeat(rating) + '☆'.repeat(5 - rating);
}
