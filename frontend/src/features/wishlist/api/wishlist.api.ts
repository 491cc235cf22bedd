import type { ApiWishlist, ResponseOf, wishlistApi as wishlistRoutes } from '@shop/contracts';
import { shopApi } from '../../../lib/api/shop-api';
import { endSessionWhenUnauthorized } from '../../../lib/session/session-expiry';

/** A wishlist entry as `GET /api/wishlist` answers it (spec section 3). */
export type WishlistEntry = ApiWishlist[number];

export interface WishlistChange {
  /** Whose wishlist: the cache entry to update at once. */
  userId: string;
  product: WishlistEntry;
}

const wishlistTag = { type: 'Wishlist' as const, id: 'LIST' };

export const wishlistApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in user's wishlist. The argument is the user's id: the server knows the user from
     * the cookie, but keying the cache by it means one shopper never sees another's list, and
     * dropping unused data at once means nothing of it stays in memory after logout.
     */
    getWishlist: build.query<ApiWishlist, string>({
      query: () => 'wishlist',
      keepUnusedDataFor: 0,
      providesTags: [wishlistTag],
      onQueryStarted: (_userId, { dispatch, queryFulfilled }) => endSessionWhenUnauthorized(queryFulfilled, dispatch),
    }),
    addToWishlist: build.mutation<ResponseOf<typeof wishlistRoutes.addToWishlist>, WishlistChange>({
      query: ({ product }) => ({ url: `wishlist/${product.id}`, method: 'POST' }),
      // A refused change leaves the list as it was; a 401 ends the session, so there is nothing to reload.
      invalidatesTags: (_result, error) => (error ? [] : [wishlistTag]),
      async onQueryStarted({ userId, product }, { dispatch, queryFulfilled }): Promise<void> {
        // The heart fills at once; the reload that follows confirms it.
        const patch = dispatch(
          wishlistApi.util.updateQueryData('getWishlist', userId, (entries) => {
            if (!entries.some(({ id }) => id === product.id)) entries.push(product);
          }),
        );
        queryFulfilled.catch(() => patch.undo());
        await endSessionWhenUnauthorized(queryFulfilled, dispatch);
      },
    }),
    removeFromWishlist: build.mutation<ResponseOf<typeof wishlistRoutes.removeFromWishlist>, WishlistChange>({
      query: ({ product }) => ({ url: `wishlist/${product.id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [wishlistTag]),
      async onQueryStarted({ userId, product }, { dispatch, queryFulfilled }): Promise<void> {
        const patch = dispatch(
          wishlistApi.util.updateQueryData('getWishlist', userId, (entries) => entries.filter(({ id }) => id !== product.id)),
        );
        queryFulfilled.catch(() => patch.undo());
        await endSessionWhenUnauthorized(queryFulfilled, dispatch);
      },
    }),
  }),
});

export const { useGetWishlistQuery, useAddToWishlistMutation, useRemoveFromWishlistMutation } = wishlistApi;
