import type { adminDesignersApi, ApiDesigner, BodyOf } from '@shop/contracts';
import type { ShopQueryMeta } from '../../../../lib/api/base-query';
import { shopApi } from '../../../../lib/api/shop-api';
import { totalCountOf } from '../../../lib/total-count';
import type { DesignerListQuery } from '../model/designer-filters';

export interface StaffDesignerPage {
  designers: ApiDesigner[];
  total: number;
}

/** A review step on one designer, with the version the staff member saw: a change since answers 409. */
export type DesignerReview = { id: number } & BodyOf<typeof adminDesignersApi.reviewDesigner>;

/**
 * The trade programme in the back office. Reads ask the server again whenever a page mounts
 * (several staff share the queue); each step answers the designer as they are now, which replaces
 * the detail page's copy at once.
 */
export const staffDesignersApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    listStaffDesigners: build.query<StaffDesignerPage, DesignerListQuery>({
      query: (params) => ({ url: 'admin/designers', params }),
      transformResponse: (designers: ApiDesigner[], meta: ShopQueryMeta | undefined) => ({ designers, total: totalCountOf(meta, designers.length) }),
      keepUnusedDataFor: 0,
    }),
    getStaffDesigner: build.query<ApiDesigner, number>({
      query: (id) => `admin/designers/${id}`,
      keepUnusedDataFor: 0,
    }),
    reviewDesigner: build.mutation<ApiDesigner, DesignerReview>({
      query: ({ id, ...body }) => ({ url: `admin/designers/${id}/review`, method: 'POST', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(staffDesignersApi.util.upsertQueryEntries([{ endpointName: 'getStaffDesigner', arg: id, value: data }]));
      },
    }),
  }),
});

export const { useListStaffDesignersQuery, useGetStaffDesignerQuery, useReviewDesignerMutation } = staffDesignersApi;
