import type { ApiOrderHistoryEntry } from '@shop/contracts';
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
  }),
});

export const { useGetMyOrdersQuery } = ordersApi;
