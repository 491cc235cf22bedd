import type { ApiProduct } from '@shop/contracts';

/** What the quiz and the surprise show of a product. */
export type Artwork = Pick<ApiProduct, 'id' | 'title' | 'slug' | 'artist' | 'description' | 'style' | 'mainImage' | 'availableSizes' | 'media'>;
