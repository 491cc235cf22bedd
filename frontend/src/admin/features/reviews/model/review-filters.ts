import type { ReviewStatus, StaffReviewListQuery } from '@shop/contracts';
import { ADMIN_REVIEWS_PAGE_LIMIT } from '@shop/contracts/src/review/review-constants';

export type ReviewStatusFilter = ReviewStatus | 'all';

/** The status filter's choices, the queue's own first; `all` shows every review whatever its state. */
export const STATUS_FILTERS = ['pending', 'flagged', 'approved', 'rejected', 'all'] as const satisfies readonly ReviewStatusFilter[];

export const STATUS_FILTER_LABELS: Record<ReviewStatusFilter, string> = {
  pending: 'Pending',
  flagged: 'Flagged',
  approved: 'Approved',
  rejected: 'Rejected',
  all: 'All',
};

/** The moderation queue's view: every part lives in the URL, so a view can be bookmarked and shared. */
export interface ReviewListView {
  status: ReviewStatusFilter;
  withPhotos: boolean;
  /** Only reviews the spam checks found something in. */
  suspicious: boolean;
  /** Title, text, name or email. */
  q?: string;
  /** From 1. */
  page: number;
}

/** What the list opens on: the queue of pending reviews. */
export const DEFAULT_STATUS: ReviewStatusFilter = 'pending';
export const REVIEWS_PER_PAGE = ADMIN_REVIEWS_PAGE_LIMIT.default;
/** The server's own bounds (staffReviewListQuerySchema): a URL beyond them is read within them rather than refused. */
const MAX_PAGE = 10_000;
const MAX_SEARCH_LENGTH = 100;

/**
 * The view a URL's query asks for. Anything unknown or malformed (a hand-edited or old bookmark)
 * is read as the default rather than sent to the server to be refused.
 */
export function readReviewListView(search: URLSearchParams): ReviewListView {
  const status = search.get('status');
  const page = Number(search.get('page'));
  const q = search.get('q')?.trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH_LENGTH);
  return {
    status: (STATUS_FILTERS as readonly string[]).includes(status ?? '') ? (status as ReviewStatusFilter) : DEFAULT_STATUS,
    withPhotos: search.get('withPhotos') === 'true',
    suspicious: search.get('suspicious') === 'true',
    q: q ? q : undefined,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The URL query of a view, leaving out what is the default, so equal views have equal URLs. */
export function writeReviewListView(view: ReviewListView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.status !== DEFAULT_STATUS) search.set('status', view.status);
  if (view.withPhotos) search.set('withPhotos', 'true');
  if (view.suspicious) search.set('suspicious', 'true');
  if (view.q) search.set('q', view.q);
  if (view.page > 1) search.set('page', String(view.page));
  return search;
}

/** A changed filter starts again from the first page: page 7 of another filter means nothing. */
export function withFilter(view: ReviewListView, change: Partial<Omit<ReviewListView, 'page'>>): ReviewListView {
  return { ...view, ...change, page: 1 };
}

/** What `GET /api/admin/reviews` is asked for a view. */
export type ReviewListQuery = Pick<StaffReviewListQuery, 'status' | 'sort' | 'page' | 'limit'> & { withPhotos?: true; suspicious?: true; q?: string };

export function listQueryOf({ status, withPhotos, suspicious, q, page }: ReviewListView): ReviewListQuery {
  return {
    status,
    ...(withPhotos ? { withPhotos: true as const } : {}),
    ...(suspicious ? { suspicious: true as const } : {}),
    ...(q ? { q } : {}),
    // The queue oldest first, so no review waits longest; decided reviews newest first, as staff look back.
    sort: status === 'pending' || status === 'flagged' ? 'oldest' : 'newest',
    page,
    limit: REVIEWS_PER_PAGE,
  };
}
