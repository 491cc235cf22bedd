import type { ApiPriceQuote, pricingApi, QueryOf } from '@shop/contracts';
import { shopApi } from '../../../lib/api/shop-api';

/** The selection priced by `GET /api/products/pricing`: every choice of the route's query, always sent. */
export interface PriceRequest extends Required<Omit<QueryOf<typeof pricingApi.getPrice>, 'productId'>> {
  productId: number;
  /**
   * The time the page opened, sent with the first price only (spec section 7), so that price is
   * never an answer cached by the browser or an earlier visit. The server ignores it.
   */
  t?: number;
}

export const printPricingApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getPrintPrice: build.query<ApiPriceQuote, PriceRequest>({
      query: ({ productName, productId, size, medium, frame, t }) => ({
        url: 'products/pricing',
        params: { productName, size, medium, frame, productId, t },
      }),
    }),
  }),
});

export const { useGetPrintPriceQuery } = printPricingApi;
