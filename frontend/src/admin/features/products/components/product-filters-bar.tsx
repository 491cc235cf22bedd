import { Button, Field, HStack, Input, NativeSelect, Stack, Wrap } from '@chakra-ui/react';
import type { ApiStaffCategory } from '@shop/contracts';
import { useState, type FormEvent } from 'react';
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

interface Choice {
  value: string;
  label: string;
}

function SelectFilter({ label, value, choices, anyLabel, onChange }: { label: string; value: string; choices: Choice[]; anyLabel?: string; onChange: (value: string) => void }) {
  return (
    <Field.Root w="auto" minW="40">
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field bg="white" value={value} onChange={(event) => onChange(event.target.value)}>
          {anyLabel && <option value="">{anyLabel}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

const flagChoices = (yes: string, no: string): Choice[] => [
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
  const [search, setSearch] = useState(view.q ?? '');
  // A search from elsewhere (the back button, a bookmark) replaces what the field holds.
  const [shownQ, setShownQ] = useState(view.q);
  if (shownQ !== view.q) {
    setShownQ(view.q);
    setSearch(view.q ?? '');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: search.trim() || undefined });
  };

  return (
    <Stack gap="3">
      <HStack as="form" role="search" aria-label="Search products" onSubmit={submit} align="end" maxW="xl">
        <Field.Root>
          <Field.Label fontSize="sm">Search</Field.Label>
          <Input size="sm" bg="white" type="search" value={search} maxLength={100} placeholder="Title, artist or product code" onChange={(event) => setSearch(event.target.value)} />
        </Field.Root>
        <Button type="submit" size="sm">
          Search
        </Button>
      </HStack>
      <Wrap gap="3" align="end">
        <SelectFilter
          label="Category"
          value={view.categoryId ? String(view.categoryId) : ''}
          anyLabel="Any category"
          choices={categories.map((category) => ({ value: String(category.id), label: category.name }))}
          onChange={(value) => onChange({ categoryId: value ? Number(value) : undefined })}
        />
        <SelectFilter
          label="Orientation"
          value={view.orientation ?? ''}
          anyLabel="Any orientation"
          choices={ORIENTATIONS.map((orientation) => ({ value: orientation, label: ORIENTATION_LABELS[orientation] }))}
          onChange={(value) => onChange({ orientation: (value || undefined) as ProductListView['orientation'] })}
        />
        <SelectFilter label="Stock" value={view.inStock ?? ''} anyLabel="In stock or not" choices={flagChoices('In stock', 'Out of stock')} onChange={(value) => onChange({ inStock: (value || undefined) as Flag | undefined })} />
        <SelectFilter label="Featured" value={view.featured ?? ''} anyLabel="Featured or not" choices={flagChoices('Featured', 'Not featured')} onChange={(value) => onChange({ featured: (value || undefined) as Flag | undefined })} />
        <SelectFilter
          label="Status"
          value={view.status}
          choices={PRODUCT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
          onChange={(value) => onChange({ status: value as ProductListView['status'] })}
        />
        <SelectFilter label="Sort" value={view.sort} choices={PRODUCT_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))} onChange={(value) => onChange({ sort: value as ProductListView['sort'] })} />
        {isProductListFiltered(view) && (
          <Button size="sm" variant="ghost" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </Wrap>
    </Stack>
  );
}
