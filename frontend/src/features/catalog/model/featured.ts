import type { Product } from '../api/products.api';

/** How many featured artworks the home page shows (spec section 9). */
export const HOME_FEATURED_COUNT = 4;

/** The first featured products in catalogue order. */
export function featuredProducts(products: readonly Product[], count: number = HOME_FEATURED_COUNT): Product[] {
  return products.filter((product) => product.featured).slice(0, count);
}
