import type { ServiceDatabase } from '@shop/database';
import { CreateWishlist1763700000501 } from '../migrations/1763700000501-create-wishlist';
import { WishlistEntry } from '../wishlist/wishlist-entry.entity';

export const wishlistDatabase = (url: string): ServiceDatabase => ({
  url,
  entities: [WishlistEntry],
  migrations: [CreateWishlist1763700000501],
});
