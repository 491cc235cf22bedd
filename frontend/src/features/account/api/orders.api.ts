import type { ApiOrderHistoryEntry, ApiTaxDocument } from '@shop/contracts';
import { shopApi } from '../../../lib/api/shop-api';
import { endSessionWhenUnauthorized } from '../../../lib/session/session-expiry';

export const ordersApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/orders`: the signed-in user's orders, newest first; keyed by user id like the wishlist, for the same reasons. */
    getMyOrders: build.query<ApiOrderHistoryEntry[], string>({
      query: () => 'orders',
      keepUnusedDataFor: 0,
      providesTags: [{ type: 'Order', id: 'LIST' }],
      onQueryStarted: (_userId, { dispatch, queryFulfilled }) => endSessionWhenUnauthorized(queryFulfilled, dispatch),
    }),
    /** `GET /api/orders/{orderNumber}/tax-documents`: the signed-in shopper's order's GST invoice and credit notes. */
    getMyTaxDocuments: build.query<ApiTaxDocument[], string>({
      query: (orderNumber) => `orders/${encodeURIComponent(orderNumber)}/tax-documents`,
      keepUnusedDataFor: 0,
      onQueryStarted: (_orderNumber, { dispatch, queryFulfilled }) => endSessionWhenUnauthorized(queryFulfilled, dispatch),
    }),
  }),
});

export const { useGetMyOrdersQuery, useGetMyTaxDocumentsQuery } = ordersApi;

/** A document's PDF as the order history links it (the session cookie goes with the download). */
export function myTaxDocumentHref(orderNumber: string, slug: string): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}/tax-documents/${encodeURIComponent(slug)}`;
}
