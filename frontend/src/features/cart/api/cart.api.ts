import type { BodyOf, pricingApi, ResponseOf } from '@shop/contracts';
import { shopApi } from '../../../lib/api/shop-api';

export const cartApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/cart/dynamic-summary`: the cart priced by the server, line by line and in total. */
    getCartSummary: build.query<ResponseOf<typeof pricingApi.summarizeCart>, BodyOf<typeof pricingApi.summarizeCart>['items']>({
      query: (items) => ({ url: 'cart/dynamic-summary', method: 'POST', body: { items } }),
      // Every cart state is its own entry, and prices change on the server: an entry is dropped as
      // soon as no cart shows it, so a later visit asks the server again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetCartSummaryQuery } = cartApi;
