import type { ApiCategory } from '@shop/contracts';

/** The collection path segment that lists every product: /collection/all. */
export const ALL_COLLECTION = 'all';

/** The category a collection path names (lower-case name in the URL, spec section 2); undefined if none. */
export function findCategory(categories: readonly ApiCategory[], segment: string): ApiCategory | undefined {
  const name = segment.trim().toLowerCase();
  return categories.find((category) => category.name.toLowerCase() === name);
}

/** The category name to ask the server for: none for /collection/all, else the segment as written. */
export function collectionCategoryParam(segment: string): string | undefined {
  const name = segment.trim();
  return name.toLowerCase() === ALL_COLLECTION ? undefined : name;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** '{ApiCategory} Collection', with the category's own spelling when it exists, else the capitalised path segment. */
export function collectionTitle(segment: string, category?: ApiCategory): string {
  return `${category?.name ?? capitalise(segment.trim())} Collection`;
}
