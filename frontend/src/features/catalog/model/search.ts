import type { ApiProduct } from '@shop/contracts';

type Searchable = Pick<ApiProduct, 'title' | 'description' | 'artist' | 'style'>;

/** Whether the product's title, description, artist or style contains the query, ignoring case. */
export function matchesSearch(product: Searchable, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return false;
  return [product.title, product.description, product.artist, product.style].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/** The products matching a query, in their original order; none for a blank query. */
export function searchProducts<T extends Searchable>(products: readonly T[], query: string): T[] {
  return products.filter((product) => matchesSearch(product, query));
}
