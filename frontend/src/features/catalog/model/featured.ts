import type { ApiProduct } from '@shop/contracts';

/** How many featured artworks the home page shows (spec section 9). */
export const HOME_FEATURED_COUNT = 4;

/** The first featured products in catalogue order. */
export function featuredProducts(products: readonly ApiProduct[], count: number = HOME_FEATURED_COUNT): ApiProduct[] {
  return products.filter((product) => product.featured).slice(0, count);
}
