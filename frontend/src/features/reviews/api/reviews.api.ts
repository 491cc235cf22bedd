import type { BodyOf, ResponseOf, reviewsApi as reviewRoutes, RouteInput, UploadedImage } from '@shop/contracts';
import { shopApi } from '../../../lib/api/shop-api';
import { endSessionWhenUnauthorized } from '../../../lib/session/session-expiry';

export type ProductReviews = ResponseOf<typeof reviewRoutes.listProductReviews>;
export type PublicReview = ProductReviews['reviews'][number];
export type OwnReview = ResponseOf<typeof reviewRoutes.getOwnReview>;
export type ReviewDraft = BodyOf<typeof reviewRoutes.submitReview>;
export type HelpfulVote = ResponseOf<typeof reviewRoutes.voteHelpful>;
export type Unsubscribed = ResponseOf<typeof reviewRoutes.unsubscribe>;

/** The product and the view of its reviews; what is left out is the server's default. */
export interface ProductReviewsArgs extends Partial<RouteInput<typeof reviewRoutes.listProductReviews>['query']> {
  productId: number;
}

/** Whose review of which product: keyed by the user too, so one shopper never sees another's (as the wishlist). */
export interface OwnReviewArgs {
  productId: number;
  userId: string;
}

export interface SubmitReviewArgs extends OwnReviewArgs {
  draft: ReviewDraft;
}

/** How often a photo still being resized is asked about. */
export const PHOTO_POLL_MS = 1000;

// The shared API knows no review tags; this feature adds its own as it injects its endpoints.
const api = shopApi.enhanceEndpoints({ addTagTypes: ['ProductReviews', 'OwnReview'] });

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/products/:id/reviews`: one page of approved reviews with the product's summary. */
    listProductReviews: build.query<ProductReviews, ProductReviewsArgs>({
      query: ({ productId, ...params }) => ({ url: `products/${productId}/reviews`, params }),
      providesTags: (_result, _error, { productId }) => [{ type: 'ProductReviews', id: productId }],
    }),
    /** `GET /api/products/:id/reviews/mine`: a 404 means the shopper has not reviewed the product. */
    getOwnReview: build.query<OwnReview, OwnReviewArgs>({
      query: ({ productId }) => `products/${productId}/reviews/mine`,
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, { productId, userId }) => [{ type: 'OwnReview', id: `${userId}:${productId}` }],
      onQueryStarted: (_args, { dispatch, queryFulfilled }) => endSessionWhenUnauthorized(queryFulfilled, dispatch),
    }),
    /** `POST /api/products/:id/reviews`: writes or replaces the shopper's review; it waits for moderation. */
    submitReview: build.mutation<OwnReview, SubmitReviewArgs>({
      query: ({ productId, draft }) => ({ url: `products/${productId}/reviews`, method: 'POST', body: draft }),
      // An edited review leaves the public list until it is approved again.
      invalidatesTags: (_result, error, { productId }) => (error ? [] : [{ type: 'ProductReviews', id: productId }]),
      async onQueryStarted({ productId, userId }, { dispatch, queryFulfilled }): Promise<void> {
        const saved = await queryFulfilled.catch(() => null);
        if (saved) dispatch(reviewsApi.util.upsertQueryEntries([{ endpointName: 'getOwnReview', arg: { productId, userId }, value: saved.data }]));
        await endSessionWhenUnauthorized(queryFulfilled, dispatch);
      },
    }),
    /** `DELETE /api/products/:id/reviews/mine`. */
    deleteOwnReview: build.mutation<ResponseOf<typeof reviewRoutes.deleteOwnReview>, OwnReviewArgs>({
      query: ({ productId }) => ({ url: `products/${productId}/reviews/mine`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { productId, userId }) =>
        error ? [] : [{ type: 'ProductReviews', id: productId }, { type: 'OwnReview', id: `${userId}:${productId}` }],
      onQueryStarted: (_args, { dispatch, queryFulfilled }) => endSessionWhenUnauthorized(queryFulfilled, dispatch),
    }),
    /** `POST /api/reviews/:reviewId/helpful`: one vote per shopper; the answer is the new count. */
    voteHelpful: build.mutation<HelpfulVote, number>({
      query: (reviewId) => ({ url: `reviews/${reviewId}/helpful`, method: 'POST' }),
      onQueryStarted: (_reviewId, { dispatch, queryFulfilled }) => endSessionWhenUnauthorized(queryFulfilled, dispatch),
    }),
    /** `GET /api/reviews/photos/:photoId`: processing, ready or failed. */
    getReviewPhoto: build.query<UploadedImage, string>({
      query: (photoId) => `reviews/photos/${encodeURIComponent(photoId)}`,
      keepUnusedDataFor: 0,
    }),
    /** `POST /api/reviews/unsubscribe`: the token of a review request email's link. */
    unsubscribe: build.mutation<Unsubscribed, string>({
      query: (token) => ({ url: 'reviews/unsubscribe', method: 'POST', body: { token } }),
    }),
  }),
});

export const {
  useListProductReviewsQuery,
  useGetOwnReviewQuery,
  useSubmitReviewMutation,
  useDeleteOwnReviewMutation,
  useVoteHelpfulMutation,
  useGetReviewPhotoQuery,
  useUnsubscribeMutation,
} = reviewsApi;
