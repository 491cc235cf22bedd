import { createAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { renderingOnServer } from '../environment';
import { createShopBaseQuery } from './base-query';

/**
 * On the server (frontend/src/server renders the public pages), a query hook starts its request
 * while the page renders, so the renderer can wait for every request a page makes and render it
 * again with the answers. In the browser hooks start requests in effects, as usual.
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: renderingOnServer }));

/** The answers a server-rendered page was made from, handed to the browser's store before it hydrates. */
export const hydrateShopApi = createAction<Record<string, unknown>>('shopApi/hydrate');

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
  extractRehydrationInfo(action, { reducerPath }) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK Query types the hydration payload as any
    if (hydrateShopApi.match(action)) return action.payload[reducerPath] as any;
    return undefined;
  },
});
