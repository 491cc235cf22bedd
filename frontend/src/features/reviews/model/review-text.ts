import type { ReviewSort, ReviewStatus } from '@shop/contracts/src/review/review-constants';

/** The product page's sort choices, in the order the select lists them. */
export const SORT_OPTIONS: ReadonlyArray<{ value: ReviewSort; label: string }> = [
  { value: 'newest', label: 'Newest' },
  { value: 'highest', label: 'Highest rated' },
  { value: 'lowest', label: 'Lowest rated' },
  { value: 'helpful', label: 'Most helpful' },
];

/** "1 star", "4 stars". */
export function starsLabel(stars: number): string {
  return stars === 1 ? '1 star' : `${stars} stars`;
}

/** The average as the summary shows it: one decimal, "4.0 out of 5". */
export function averageLabel(average: number): string {
  return `${average.toFixed(1)} out of 5`;
}

export function basedOnLabel(count: number): string {
  return `Based on ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** The name of a review's stars image: "4 out of 5 stars". */
export function ratingLabel(rating: number): string {
  return `${rating} out of 5 stars`;
}

export function photoAlt(customerName: string): string {
  return `Photo from ${customerName}'s review`;
}

/** What the shopper is told about their own review's state. */
export const OWN_REVIEW_STATUS: Record<ReviewStatus, string> = {
  pending: 'Your review is waiting for approval',
  approved: 'Your review is published',
  rejected: 'Your review was not published',
  // Held for a second look: to the shopper it is still waiting.
  flagged: 'Your review is waiting for approval',
};

export const SUBMITTED_MESSAGE = 'Thank you! Your review will appear once it is approved.';
