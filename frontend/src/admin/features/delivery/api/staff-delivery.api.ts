import type { adminDeliveryApi, AdminPincode, BodyOf, ResponseOf } from '@shop/contracts';
import type { ShopQueryMeta } from '../../../../lib/api/base-query';
import { shopApi } from '../../../../lib/api/shop-api';
import { totalCountOf } from '../../../lib/total-count';

export type DeliverySettings = ResponseOf<typeof adminDeliveryApi.getDeliverySettings>;
export type PincodeChange = BodyOf<typeof adminDeliveryApi.updatePincode>;
export type PincodeListQuery = {
  q?: string;
  restricted?: 'true';
  page: number;
  limit: number;
};

/** Serviceability per PIN code and the shop's dispatch PIN code and holidays (adminDeliveryApi, issue 22). */
export const staffDeliveryApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    listStaffPincodes: build.query<{ pincodes: AdminPincode[]; total: number }, PincodeListQuery>({
      query: (params) => ({ url: 'admin/pincodes', params }),
      transformResponse: (pincodes: AdminPincode[], meta: ShopQueryMeta | undefined) => ({ pincodes, total: totalCountOf(meta, pincodes.length) }),
      keepUnusedDataFor: 0,
    }),
    updatePincode: build.mutation<AdminPincode, { pincode: string; change: PincodeChange }>({
      query: ({ pincode, change }) => ({ url: `admin/pincodes/${encodeURIComponent(pincode)}`, method: 'PUT', body: change }),
    }),
    getDeliverySettings: build.query<DeliverySettings, void>({
      query: () => 'admin/delivery-settings',
      keepUnusedDataFor: 0,
    }),
    updateDeliverySettings: build.mutation<DeliverySettings, BodyOf<typeof adminDeliveryApi.updateDeliverySettings>>({
      query: (body) => ({ url: 'admin/delivery-settings', method: 'PUT', body }),
    }),
  }),
});

export const { useListStaffPincodesQuery, useUpdatePincodeMutation, useGetDeliverySettingsQuery, useUpdateDeliverySettingsMutation } = staffDeliveryApi;
