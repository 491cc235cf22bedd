import { Button, Field, HStack, Input, NativeSelect, Stack, Wrap } from '@chakra-ui/react';
import { ADMIN_ORDER_SORTS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@shop/contracts/src/order/back-office-constants';
import { useState, type FormEvent } from 'react';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../../../lib/labels';
import { isFiltered, type OrderListView, type OrderSort } from '../model/order-filters';

const SORT_LABELS: Record<OrderSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'total-high': 'Highest total',
  'total-low': 'Lowest total',
};

interface SelectFilterProps<T extends string> {
  label: string;
  value: T | undefined;
  options: readonly T[];
  labels: Record<T, string>;
  /** What the empty choice says; without it the select has no empty choice. */
  anyLabel?: string;
  onChange: (value: T | undefined) => void;
}

function SelectFilter<T extends string>({ label, value, options, labels, anyLabel, onChange }: SelectFilterProps<T>) {
  return (
    <Field.Root w="auto" minW="40">
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}>
          {anyLabel && <option value="">{anyLabel}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

interface OrderFiltersBarProps {
  view: OrderListView;
  /** A new view: filters changed (back to page 1) or the sort. */
  onChange: (change: Partial<Omit<OrderListView, 'page'>>) => void;
  onClear: () => void;
}

/** The order list's filters, search and sort; each change goes into the URL at once. */
export function OrderFiltersBar({ view, onChange, onClear }: OrderFiltersBarProps) {
  const [search, setSearch] = useState(view.q ?? '');
  // A search typed elsewhere (back button, a bookmark) replaces what the field holds.
  const [shownQ, setShownQ] = useState(view.q);
  if (shownQ !== view.q) {
    setShownQ(view.q);
    setSearch(view.q ?? '');
  }

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: search.trim() || undefined });
  };

  return (
    <Stack gap="3">
      <HStack as="form" role="search" aria-label="Search orders" onSubmit={submitSearch} align="end" maxW="xl">
        <Field.Root>
          <Field.Label fontSize="sm">Search</Field.Label>
          <Input
            size="sm"
            bg="white"
            type="search"
            value={search}
            maxLength={100}
            placeholder="Order number, email, phone or PIN code"
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field.Root>
        <Button type="submit" size="sm">
          Search
        </Button>
      </HStack>
      <Wrap gap="3" align="end">
        <SelectFilter label="Status" value={view.status} options={ORDER_STATUSES} labels={ORDER_STATUS_LABELS} anyLabel="Any status" onChange={(status) => onChange({ status })} />
        <SelectFilter
          label="Payment status"
          value={view.paymentStatus}
          options={PAYMENT_STATUSES}
          labels={PAYMENT_STATUS_LABELS}
          anyLabel="Any payment status"
          onChange={(paymentStatus) => onChange({ paymentStatus })}
        />
        <SelectFilter
          label="Payment method"
          value={view.paymentMethod}
          options={PAYMENT_METHODS}
          labels={PAYMENT_METHOD_LABELS}
          anyLabel="Any method"
          onChange={(paymentMethod) => onChange({ paymentMethod })}
        />
        <Field.Root w="auto">
          <Field.Label fontSize="sm">Placed from</Field.Label>
          <Input size="sm" bg="white" type="date" value={view.from ?? ''} max={view.to} onChange={(event) => onChange({ from: event.target.value || undefined })} />
        </Field.Root>
        <Field.Root w="auto">
          <Field.Label fontSize="sm">Placed to</Field.Label>
          <Input size="sm" bg="white" type="date" value={view.to ?? ''} min={view.from} onChange={(event) => onChange({ to: event.target.value || undefined })} />
        </Field.Root>
        <SelectFilter label="Sort" value={view.sort} options={ADMIN_ORDER_SORTS} labels={SORT_LABELS} onChange={(sort) => sort && onChange({ sort })} />
        {isFiltered(view) && (
          <Button size="sm" variant="ghost" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </Wrap>
    </Stack>
  );
}
