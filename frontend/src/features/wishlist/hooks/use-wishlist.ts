import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast-store';
import type { ShopApiError } from '../../../lib/api/base-query';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import {
  useAddToWishlistMutation,
  useGetWishlistQuery,
  useRemoveFromWishlistMutation,
  type WishlistEntry,
} from '../api/wishlist.api';

/** How long the removal notice stays (spec section 9). */
export const REMOVAL_TOAST_MS = 2000;

/** How a wishlist change ended: `signed-out` when the server no longer knows the session. */
export type WishlistChangeOutcome = 'done' | 'signed-out' | 'failed';

function outcomeOf(error: unknown): WishlistChangeOutcome {
  return (error as Partial<ShopApiError> | undefined)?.status === 401 ? 'signed-out' : 'failed';
}

/** The signed-in shopper's wishlist; nothing is fetched while nobody is signed in (spec section 7). */
export function useWishlist() {
  const user = useCurrentUser();
  return useGetWishlistQuery(user?.id ?? skipToken);
}

/** Adds to and removes from the signed-in shopper's wishlist, with the spec's notices (sections 7 and 8). */
export function useWishlistActions() {
  const user = useCurrentUser();
  const [addEntry, addState] = useAddToWishlistMutation();
  const [removeEntry, removeState] = useRemoveFromWishlistMutation();

  const add = useCallback(
    async (product: WishlistEntry): Promise<WishlistChangeOutcome> => {
      if (!user) return 'signed-out';
      const result = await addEntry({ userId: user.id, product });
      if (!result.error) {
        toast({ title: 'Added to Wishlist', link: { label: 'View Wishlist', to: paths.wishlist.getHref() } });
        return 'done';
      }
      const outcome = outcomeOf(result.error);
      if (outcome === 'failed') toast({ title: 'Error', description: 'Failed to add item to wishlist', variant: 'destructive' });
      return outcome;
    },
    [addEntry, user],
  );

  const remove = useCallback(
    async (product: WishlistEntry): Promise<WishlistChangeOutcome> => {
      if (!user) return 'signed-out';
      const result = await removeEntry({ userId: user.id, product });
      if (!result.error) {
        toast({ title: 'Removed from Wishlist', description: 'Item has been removed from your wishlist', duration: REMOVAL_TOAST_MS });
        return 'done';
      }
      const outcome = outcomeOf(result.error);
      if (outcome === 'failed') toast({ title: 'Error', description: 'Failed to remove from wishlist', variant: 'destructive' });
      return outcome;
    },
    [removeEntry, user],
  );

  return { add, remove, busy: addState.isLoading || removeState.isLoading };
}
