import { REVIEW_LIMITS } from '@shop/contracts/src/review/review-constants';

export interface ReviewFormValues {
  /** 0 until the shopper picks a star. */
  rating: number;
  title: string;
  content: string;
  customerName: string;
}

export type ReviewFormErrors = Partial<Record<keyof ReviewFormValues, string>>;

const ONE_LINE = /^[^\r\n]*$/;

/** The server's rules (reviewDraftSchema), said the way a shopper reads them. */
export function validateReviewForm(values: ReviewFormValues): ReviewFormErrors {
  const errors: ReviewFormErrors = {};
  const title = values.title.trim();
  const content = values.content.trim();
  const name = values.customerName.trim();
  if (!Number.isInteger(values.rating) || values.rating < 1 || values.rating > 5) errors.rating = 'Choose a rating from 1 to 5 stars';
  if (!title) errors.title = 'Give your review a title';
  else if (title.length > REVIEW_LIMITS.title) errors.title = `Keep the title to ${REVIEW_LIMITS.title} characters`;
  else if (!ONE_LINE.test(title)) errors.title = 'Keep the title to one line';
  if (content.length < REVIEW_LIMITS.contentMin) errors.content = `Write at least ${REVIEW_LIMITS.contentMin} characters`;
  else if (content.length > REVIEW_LIMITS.content) errors.content = `Keep your review to ${REVIEW_LIMITS.content} characters`;
  if (!name) errors.customerName = 'Say what name to show with your review';
  else if (name.length > REVIEW_LIMITS.name) errors.customerName = `Keep the name to ${REVIEW_LIMITS.name} characters`;
  else if (!ONE_LINE.test(name)) errors.customerName = 'Keep the name to one line';
  return errors;
}

/** The fields in the order the form shows them: the first with a message takes the focus. */
export const REVIEW_FORM_FIELDS = ['rating', 'title', 'content', 'customerName'] as const;
