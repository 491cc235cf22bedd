import type { ApiStaffCategory } from '@shop/contracts';
import { choicesOf, FiltersBar, SelectFilter, type Choice } from '../../../lib/filters-bar';
import {
  isProductListFiltered,
  ORIENTATION_LABELS,
  ORIENTATIONS,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  SORT_LABELS,
  STATUS_LABELS,
  type Flag,
  type ProductListView,
} from '../model/product-filters';

const flagChoices = (yes: string, no: string): Array<Choice<Flag>> => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

interface ProductFiltersBarProps {
  view: ProductListView;
  categories: readonly ApiStaffCategory[];
  onChange: (change: Partial<Omit<ProductListView, 'page'>>) => void;
  onClear: () => void;
}

/** The product list's search, filters and sort; each change goes into the URL at once. */
export function ProductFiltersBar({ view, categories, onChange, onClear }: ProductFiltersBarProps) {
  return (
    <FiltersBar
      q={view.q}
      onSearch={(q) => onChange({ q })}
      searchName="Search products"
      placeholder="Title, artist or product code"
      onClear={isProductListFiltered(view) ? onClear : undefined}
    >
      <SelectFilter
        label="Category"
        value={view.categoryId ? String(view.categoryId) : undefined}
        anyLabel="Any category"
        choices={categories.map((category) => ({ value: String(category.id), label: category.name }))}
        onChange={(value) => onChange({ categoryId: value ? Number(value) : undefined })}
      />
      <SelectFilter label="Orientation" value={view.orientation} anyLabel="Any orientation" choices={choicesOf(ORIENTATIONS, ORIENTATION_LABELS)} onChange={(orientation) => onChange({ orientation })} />
      <SelectFilter label="Stock" value={view.inStock} anyLabel="In stock or not" choices={flagChoices('In stock', 'Out of stock')} onChange={(inStock) => onChange({ inStock })} />
      <SelectFilter label="Featured" value={view.featured} anyLabel="Featured or not" choices={flagChoices('Featured', 'Not featured')} onChange={(featured) => onChange({ featured })} />
      <SelectFilter label="Status" value={view.status} choices={choicesOf(PRODUCT_STATUSES, STATUS_LABELS)} onChange={(status) => status && onChange({ status })} />
      <SelectFilter label="Sort" value={view.sort} choices={choicesOf(PRODUCT_SORTS, SORT_LABELS)} onChange={(sort) => sort && onChange({ sort })} />
    </FiltersBar>
  );
}
