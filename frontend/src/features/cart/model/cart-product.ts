import type { ApiProduct } from '@shop/contracts';

/** What the cart shows of a product. */
export type CartProduct = Pick<ApiProduct, 'id' | 'title' | 'slug' | 'artist' | 'mainImage' | 'internalImageName' | 'media'>;
