import { shopApi } from '../../../lib/api/shop-api';
import { endSessionWhenUnauthorized } from '../../../lib/auth/session-expiry';

export interface OrderHistoryItem {
  id: number;
  /** The product's main image; null when the product is no longer in the catalog. */
  image: string | null;
  name: string;
  size: string;
  quantity: number;
  /** Unit price in rupees. */
  price: number;
}

/** An order as `GET /api/orders` answers it (spec section 3, order as read by history). */
export interface OrderHistoryEntry {
  id: number;
  orderNumber: string;
  createdAt: string;
  /** Rupees. */
  totalAmount: number;
  status: string;
  paymentStatus: string;
  items: OrderHistoryItem[];
}

export const ordersApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's orders, newest first; keyed by user id like the wishlist, for the same reasons. */
    getMyOrders: build.query<OrderHistoryEntry[], string>({
      query: () => 'orders',
      keepUnusedDataFor: 0,
      providesTags: [{ type: 'Order', id: 'LIST' }],
      onQueryStarted: (_userId, { dispatch, queryFulfilled }) => endSessionWhenUnauthorized(queryFulfilled, dispatch),
    }),
  }),
});

export const { useGetMyOrdersQuery } = ordersApi;
