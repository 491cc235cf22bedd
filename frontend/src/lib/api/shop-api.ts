import { createApi } from '@reduxjs/toolkit/query/react';
import { createShopBaseQuery } from './base-query';

/**
 * The single RTK Query API for the gateway at /api. Features add their endpoints
 * with `shopApi.injectEndpoints` in their own `api/` folder.
 *
 * Read behaviour follows spec section 7: no automatic retries (the base query never
 * retries), no refetch on focus or reconnect, no polling, and cached data never
 * goes stale or is evicted.
 */
export const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: createShopBaseQuery('/api'),
  // The Staff* tags belong to the back office (src/admin), which injects its endpoints when its area loads.
  tagTypes: ['Category', 'Product', 'Wishlist', 'Order', 'StaffSession', 'StaffOrder', 'StaffMember', 'AuditEntry', 'StaffCustomer', 'StaffProduct', 'PriceOption', 'StaffCategory', 'StaffBlogPost', 'SiteSettings'],
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
