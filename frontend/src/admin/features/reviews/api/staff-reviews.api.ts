import type { adminReviewsApi, BodyOf, ResponseOf, StaffReview } from '@shop/contracts';
import type { ShopQueryMeta } from '../../../../lib/api/base-query';
import { shopApi } from '../../../../lib/api/shop-api';
import { totalCountOf } from '../../../lib/total-count';
import type { ReviewListQuery } from '../model/review-filters';

export interface StaffReviewPage {
  reviews: StaffReview[];
  total: number;
}

/** A moderation step on one review, with the version the staff member saw: a change since answers 409. */
export type ModerationRequest =
  | { id: number; version: number; action: 'approve' }
  | { id: number; version: number; action: 'reject' | 'flag'; reason: string };

export interface PhotoModerationRequest {
  id: number;
  version: number;
  photoId: string;
  status: BodyOf<typeof adminReviewsApi.moderatePhoto>['status'];
}

/**
 * The back office's review moderation. Reads ask the server again whenever a page mounts (several
 * moderators share the queue); each step answers the review as it is now, which replaces the
 * detail page's copy at once.
 */
export const staffReviewsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    listStaffReviews: build.query<StaffReviewPage, ReviewListQuery>({
      query: (params) => ({ url: 'admin/reviews', params }),
      transformResponse: (reviews: StaffReview[], meta: ShopQueryMeta | undefined) => ({ reviews, total: totalCountOf(meta, reviews.length) }),
      keepUnusedDataFor: 0,
    }),
    getStaffReview: build.query<StaffReview, number>({
      query: (id) => `admin/reviews/${id}`,
      keepUnusedDataFor: 0,
    }),
    moderateReview: build.mutation<StaffReview, ModerationRequest>({
      query: ({ id, action, ...body }) => ({ url: `admin/reviews/${id}/${action}`, method: 'POST', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(staffReviewsApi.util.upsertQueryEntries([{ endpointName: 'getStaffReview', arg: id, value: data }]));
      },
    }),
    moderateReviewPhoto: build.mutation<StaffReview, PhotoModerationRequest>({
      query: ({ id, photoId, ...body }) => ({
        url: `admin/reviews/${id}/photos/${encodeURIComponent(photoId)}`,
        method: 'POST',
        body: body satisfies BodyOf<typeof adminReviewsApi.moderatePhoto>,
      }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(staffReviewsApi.util.upsertQueryEntries([{ endpointName: 'getStaffReview', arg: id, value: data }]));
      },
    }),
    replyToReview: build.mutation<StaffReview, { id: number; content: string | null }>({
      query: ({ id, content }) => ({ url: `admin/reviews/${id}/reply`, method: 'PUT', body: { content } satisfies BodyOf<typeof adminReviewsApi.replyToReview> }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(staffReviewsApi.util.upsertQueryEntries([{ endpointName: 'getStaffReview', arg: id, value: data }]));
      },
    }),
    bulkApproveReviews: build.mutation<ResponseOf<typeof adminReviewsApi.bulkApprove>, BodyOf<typeof adminReviewsApi.bulkApprove>>({
      query: (body) => ({ url: 'admin/reviews/bulk-approve', method: 'POST', body }),
    }),
  }),
});

export const {
  useListStaffReviewsQuery,
  useGetStaffReviewQuery,
  useModerateReviewMutation,
  useModerateReviewPhotoMutation,
  useReplyToReviewMutation,
  useBulkApproveReviewsMutation,
} = staffReviewsApi;
