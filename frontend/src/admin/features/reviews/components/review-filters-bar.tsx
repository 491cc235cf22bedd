import { Button, Field, HStack, Input, NativeSelect, Stack, Wrap } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Checkbox } from '../../../lib/data-table';
import { STATUS_FILTER_LABELS, STATUS_FILTERS, type ReviewListView, type ReviewStatusFilter } from '../model/review-filters';

function Flag({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <HStack as="label" gap="2" fontSize="sm" pb="1.5">
      <Checkbox type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </HStack>
  );
}

interface ReviewFiltersBarProps {
  view: ReviewListView;
  /** A filter or the search changed: a new view from page 1. */
  onChange: (change: Partial<Omit<ReviewListView, 'page'>>) => void;
}

/** The queue's status, photo and spam filters and its search; each change goes into the URL at once. */
export function ReviewFiltersBar({ view, onChange }: ReviewFiltersBarProps) {
  const [search, setSearch] = useState(view.q ?? '');
  // A search from elsewhere (the back button, a bookmark) replaces what the field holds.
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
      <HStack as="form" role="search" aria-label="Search reviews" onSubmit={submitSearch} align="end" maxW="xl">
        <Field.Root>
          <Field.Label fontSize="sm">Search reviews</Field.Label>
          <Input
            size="sm"
            bg="white"
            type="search"
            value={search}
            maxLength={100}
            placeholder="Title, text, name or email"
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field.Root>
        <Button type="submit" size="sm">
          Search
        </Button>
      </HStack>
      <Wrap gap="4" align="end">
        <Field.Root w="auto" minW="40">
          <Field.Label fontSize="sm">Status</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={view.status} onChange={(event) => onChange({ status: event.target.value as ReviewStatusFilter })}>
              {STATUS_FILTERS.map((status) => (
                <option key={status} value={status}>
                  {STATUS_FILTER_LABELS[status]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Flag label="With photos" checked={view.withPhotos} onChange={(withPhotos) => onChange({ withPhotos })} />
        <Flag label="Suspicious only" checked={view.suspicious} onChange={(suspicious) => onChange({ suspicious })} />
      </Wrap>
    </Stack>
  );
}
