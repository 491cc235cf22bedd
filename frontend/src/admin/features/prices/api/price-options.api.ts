import type { adminPricesApi, ApiPriceOption, ApiPricingTableRow, BodyOf, OptionKind, ResponseOf } from '@shop/contracts';
import { shopApi } from '../../../../lib/api/shop-api';
import { PRICE_OPTIONS_TAG } from '../../../lib/catalogue-lists.api';

/** What a new or changed option says, as the browser sends it (a frame's added price in rupees). */
export type OptionFieldsInput = BodyOf<typeof adminPricesApi.createPriceOption>['fields'];

// Every change reaches pricing at once on the server; here it reloads the options and the table.
const refresh = (_result: unknown, error: unknown) => (error ? [] : [PRICE_OPTIONS_TAG]);

/** Options and prices (adminPricesApi); the list itself is read through catalogue-lists.api. */
export const priceOptionsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    createPriceOption: build.mutation<ApiPriceOption, OptionFieldsInput>({
      query: (fields) => ({ url: 'admin/price-options', method: 'POST', body: { fields } }),
      invalidatesTags: refresh,
    }),
    previewPriceOption: build.mutation<ResponseOf<typeof adminPricesApi.previewPriceOption>, BodyOf<typeof adminPricesApi.previewPriceOption>>({
      query: (body) => ({ url: 'admin/price-options/preview', method: 'POST', body }),
    }),
    reorderPriceOptions: build.mutation<ApiPriceOption[], BodyOf<typeof adminPricesApi.reorderPriceOptions>>({
      query: (body) => ({ url: 'admin/price-options/order', method: 'PUT', body }),
      invalidatesTags: refresh,
    }),
    updatePriceOption: build.mutation<ApiPriceOption, { kind: OptionKind; id: number; version: number; fields: OptionFieldsInput }>({
      query: ({ kind, id, version, fields }) => ({ url: `admin/price-options/${kind}/${id}`, method: 'PUT', body: { version, fields } }),
      invalidatesTags: refresh,
    }),
    setPriceOptionActive: build.mutation<ApiPriceOption, { kind: OptionKind; id: number; version: number; active: boolean }>({
      query: ({ kind, id, version, active }) => ({ url: `admin/price-options/${kind}/${id}/active`, method: 'PUT', body: { version, active } }),
      invalidatesTags: refresh,
    }),
    updatePricingRow: build.mutation<ApiPricingTableRow, { size: string } & BodyOf<typeof adminPricesApi.updatePricingRow>>({
      query: ({ size, ...body }) => ({ url: `admin/pricing-table/${encodeURIComponent(size)}`, method: 'PUT', body }),
      invalidatesTags: refresh,
    }),
  }),
});

export const {
  useCreatePriceOptionMutation,
  usePreviewPriceOptionMutation,
  useReorderPriceOptionsMutation,
  useUpdatePriceOptionMutation,
  useSetPriceOptionActiveMutation,
  useUpdatePricingRowMutation,
} = priceOptionsApi;
