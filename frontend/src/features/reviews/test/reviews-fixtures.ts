import type { UploadedImage } from '@shop/contracts';
import { accountApi, type AccountApiOptions } from '../../../test/account-fixtures';
import { jsonResponse, type FetchHandler } from '../../../test/fetch-stub';
import type { OwnReview, ProductReviews, PublicReview, ReviewDraft } from '../api/reviews.api';

export const PHOTO_ID = 'a'.repeat(64);

/** An approved review as the list answers it; Monsoon Reverie (product 1) unless told. */
export function makeReview(overrides: Partial<PublicReview> & Pick<PublicReview, 'id'>): PublicReview {
  return {
    productId: 1,
    customerName: 'Priya S.',
    rating: 5,
    title: 'Even better on the wall',
    content: 'The greens are deeper than on screen and the canvas is thick.',
    isVerifiedPurchase: false,
    helpfulVotes: 0,
    images: [],
    createdAt: '2025-04-02T05:00:00.000Z',
    updatedAt: '2025-04-02T05:00:00.000Z',
    reply: null,
    ...overrides,
  };
}

/** The product's reviews answer: the summary worked out from the reviews given, unless told. */
export function reviewsAnswer(reviews: PublicReview[], overrides: Partial<ProductReviews> = {}): ProductReviews {
  const count = reviews.length;
  const average = count ? Math.round((reviews.reduce((sum, { rating }) => sum + rating, 0) / count) * 10) / 10 : 0;
  return {
    summary: {
      average,
      count,
      histogram: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: reviews.filter(({ rating }) => rating === stars).length })),
      withPhotos: reviews.filter(({ images }) => images.length > 0).length,
    },
    reviews,
    total: count,
    ...overrides,
  };
}

export function ownReviewFrom(draft: ReviewDraft, overrides: Partial<OwnReview> = {}): OwnReview {
  return {
    ...makeReview({ id: 90, rating: draft.rating, title: draft.title, content: draft.content, customerName: draft.customerName ?? 'Aditi' }),
    status: 'pending',
    orderNumber: draft.orderNumber ?? null,
    images: (draft.photoIds ?? []).map((id) => ({ id, url: `/media/reviews/${id}.webp`, variants: [], status: 'pending' as const })),
    ...overrides,
  };
}

export function uploadedPhoto(status: UploadedImage['status'], overrides: Partial<UploadedImage> = {}): UploadedImage {
  return {
    id: PHOTO_ID,
    status,
    originalFilename: 'on-the-wall.jpg',
    url: `/media/reviews/${PHOTO_ID}.webp`,
    variants: [],
    width: status === 'ready' ? 1600 : null,
    height: status === 'ready' ? 1200 : null,
    reason: null,
    ...overrides,
  };
}

const problem = (status: number, message: string) => jsonResponse({ statusCode: status, message }, { status });

export interface ReviewsApiOptions extends AccountApiOptions {
  /** The answer to `GET /api/products/:id/reviews`, given its query. */
  list?: (query: URLSearchParams) => ProductReviews | Response;
  /** The signed-in shopper's own review of the product, if any. */
  own?: OwnReview | null;
  submit?: (draft: ReviewDraft) => Response;
  vote?: (reviewId: number) => Response;
  /** States `GET /api/reviews/photos/:id` answers in turn (the last one repeats). */
  photoStates?: UploadedImage[];
  unsubscribe?: (token: string) => Response;
}

/** The gateway's review calls over the account and catalog calls, recording what was sent. */
export function reviewsApi(options: ReviewsApiOptions = {}) {
  const account = accountApi(options);
  const sent = { drafts: [] as ReviewDraft[], votes: [] as number[], tokens: [] as string[] };
  const photoStates = [...(options.photoStates ?? [])];
  const handler: FetchHandler = async (url, init) => {
    const [path, search = ''] = url.split('?');
    const method = init?.method ?? 'GET';
    const signedIn = account.state.sessionUser !== null;
    const body = () => JSON.parse(String(init?.body)) as Record<string, unknown>;

    if (/^\/api\/products\/\d+\/reviews$/.test(path) && method === 'GET') {
      const answer = options.list?.(new URLSearchParams(search)) ?? reviewsAnswer([]);
      return 'summary' in answer ? jsonResponse(answer) : answer;
    }
    if (/^\/api\/products\/\d+\/reviews\/mine$/.test(path) && method === 'GET') {
      if (!signedIn) return problem(401, 'Not signed in');
      return options.own ? jsonResponse(options.own) : problem(404, 'You have not reviewed this product');
    }
    if (/^\/api\/products\/\d+\/reviews\/mine$/.test(path) && method === 'DELETE') return jsonResponse({ deleted: true });
    if (/^\/api\/products\/\d+\/reviews$/.test(path) && method === 'POST') {
      const draft = body() as unknown as ReviewDraft;
      sent.drafts.push(draft);
      return options.submit?.(draft) ?? jsonResponse(ownReviewFrom(draft), { status: 201 });
    }
    const helpful = /^\/api\/reviews\/(\d+)\/helpful$/.exec(path);
    if (helpful && method === 'POST') {
      const reviewId = Number(helpful[1]);
      sent.votes.push(reviewId);
      return options.vote?.(reviewId) ?? jsonResponse({ helpfulVotes: 1, counted: true });
    }
    if (/^\/api\/reviews\/photos\/[0-9a-f]{64}$/.test(path)) {
      const state = photoStates.length > 1 ? photoStates.shift() : photoStates[0];
      return state ? jsonResponse(state) : problem(404, 'No photo with this id was uploaded');
    }
    if (path === '/api/reviews/unsubscribe' && method === 'POST') {
      const token = String(body().token);
      sent.tokens.push(token);
      return options.unsubscribe?.(token) ?? jsonResponse({ unsubscribed: true, email: 'aditi@example.in' });
    }
    return account.handler(url, init);
  };
  return { handler, state: account.state, sent };
}
