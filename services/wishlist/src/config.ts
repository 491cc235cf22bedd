import { serviceSettings, z } from '@shop/config';

export const wishlistSettings = z.object(serviceSettings);
export type WishlistConfig = z.output<typeof wishlistSettings>;
