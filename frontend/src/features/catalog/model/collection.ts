import type { ApiCategory, ApiProduct } from '@shop/contracts';

/** The collection path segment that lists every product: /collection/all. */
export const ALL_COLLECTION = 'all';

/** The category a collection path names (lower-case name in the URL, spec section 2); undefined if none. */
export function findCategory(categories: readonly ApiCategory[], segment: string): ApiCategory | undefined {
  const name = segment.trim().toLowerCase();
  return categories.find((category) => category.name.toLowerCase() === name);
}

/** The products of a collection: every product for /collection/all, else those of the category. */
export function collectionProducts(
  products: readonly ApiProduct[],
  segment: string,
  categories: readonly ApiCategory[],
): ApiProduct[] {
  if (segment.trim().toLowerCase() === ALL_COLLECTION) return [...products];
  const category = findCategory(categories, segment);
  return category ? products.filter((product) => product.categoryId === category.id) : [];
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** '{ApiCategory} Collection', with the category's own spelling when it exists, else the capitalised path segment. */
export function collectionTitle(segment: string, category?: ApiCategory): string {
  return `${category?.name ?? capitalise(segment.trim())} Collection`;
}
