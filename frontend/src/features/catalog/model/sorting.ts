import type { ApiProduct } from '@shop/contracts';

/** The collection page's sort choices, in the order the select lists them (spec sections 2 and 9). */
export const SORT_OPTIONS = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest' },
] as const;

export type SortOption = (typeof SORT_OPTIONS)[number]['value'];

export const DEFAULT_SORT: SortOption = 'featured';

/** The sort named in the URL; anything unknown falls back to Featured. */
export function parseSort(value: string | null | undefined): SortOption {
  return SORT_OPTIONS.find((option) => option.value === value)?.value ?? DEFAULT_SORT;
}

type Sortable = Pick<ApiProduct, 'id' | 'featured' | 'basePrice'>;

const byId = (a: Sortable, b: Sortable) => a.id - b.id;

const comparators: Record<SortOption, (a: Sortable, b: Sortable) => number> = {
  featured: (a, b) => Number(b.featured) - Number(a.featured) || byId(a, b),
  'price-low': (a, b) => a.basePrice - b.basePrice || byId(a, b),
  'price-high': (a, b) => b.basePrice - a.basePrice || byId(a, b),
  // Ids grow as products are added, so the highest id is the newest.
  newest: (a, b) => b.id - a.id,
};

/** A sorted copy: featured first then by id, by price either way (ties by id), or newest (id descending). */
export function sortProducts<T extends Sortable>(products: readonly T[], sort: SortOption): T[] {
  return [...products].sort(comparators[sort]);
}
