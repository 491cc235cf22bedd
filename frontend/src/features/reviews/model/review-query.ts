import { REVIEW_SORTS, REVIEWS_PAGE_LIMIT, type ReviewSort } from '@shop/contracts/src/review/review-constants';

/**
 * The reviews' view lives in the product page's address (sort, photos only, page), so each page
 * of reviews is a link; `review` names the order a shopper came from to review the print.
 */
export const REVIEW_PARAMS = { sort: 'reviewSort', withPhotos: 'reviewPhotos', page: 'reviewPage', order: 'review' } as const;

export interface ReviewView {
  sort: ReviewSort;
  withPhotos: boolean;
  page: number;
}

/** The view the address asks for; anything unrecognised is the default. */
export function readReviewView(params: URLSearchParams): ReviewView {
  const sort = params.get(REVIEW_PARAMS.sort);
  const page = Number(params.get(REVIEW_PARAMS.page));
  return {
    sort: REVIEW_SORTS.find((known) => known === sort) ?? 'newest',
    withPhotos: params.get(REVIEW_PARAMS.withPhotos) === 'true',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's query with the view changed; defaults are left out, the other parameters kept. */
export function withReviewView(params: URLSearchParams, view: ReviewView): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) => (value === undefined ? next.delete(name) : next.set(name, value));
  set(REVIEW_PARAMS.sort, view.sort === 'newest' ? undefined : view.sort);
  set(REVIEW_PARAMS.withPhotos, view.withPhotos ? 'true' : undefined);
  set(REVIEW_PARAMS.page, view.page === 1 ? undefined : String(view.page));
  return next;
}

/** Pages to link: the first, the last and two either side of the current one; null marks a gap. */
export function pageWindow(page: number, totalPages: number): Array<number | null> {
  const shown = [...new Set([1, totalPages, ...[-2, -1, 0, 1, 2].map((step) => page + step)])]
    .filter((candidate) => candidate >= 1 && candidate <= totalPages)
    .sort((a, b) => a - b);
  return shown.flatMap((candidate, index) => (index > 0 && candidate - shown[index - 1] > 1 ? [null, candidate] : [candidate]));
}

/** The reviews a product page shows for its address: the view the query names, a page of the default size. */
export function productReviewsRequest(productId: number, params: URLSearchParams) {
  const view = readReviewView(params);
  return { productId, sort: view.sort, withPhotos: view.withPhotos, page: view.page, limit: REVIEWS_PAGE_LIMIT.default };
}
