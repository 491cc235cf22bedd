import { PRODUCT_SORTS, type ProductSort } from '@shop/contracts/src/catalog/browse-constants';

export type SortOption = ProductSort;

/** What the select shows for each sort the server knows (spec sections 2 and 9). */
const SORT_LABELS: Record<SortOption, string> = {
  featured: 'Featured',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  newest: 'Newest',
};

/** The collection page's sort choices, in the order the select lists them. */
export const SORT_OPTIONS: ReadonlyArray<{ value: SortOption; label: string }> = PRODUCT_SORTS.map((value) => ({
  value,
  label: SORT_LABELS[value],
}));

export const DEFAULT_SORT: SortOption = 'featured';

function isSortOption(value: string | null | undefined): value is SortOption {
  return PRODUCT_SORTS.some((sort) => sort === value);
}

/** The sort named in the URL; anything unknown falls back to Featured. */
export function parseSort(value: string | null | undefined): SortOption {
  return isSortOption(value) ? value : DEFAULT_SORT;
}
