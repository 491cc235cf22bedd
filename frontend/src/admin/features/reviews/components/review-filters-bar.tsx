import { HStack } from '@chakra-ui/react';
import { Checkbox } from '../../../lib/data-table';
import { choicesOf, FiltersBar, SelectFilter } from '../../../lib/filters-bar';
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
  return (
    <FiltersBar q={view.q} onSearch={(q) => onChange({ q })} searchName="Search reviews" searchLabel="Search reviews" placeholder="Title, text, name or email" gap="4">
      <SelectFilter<ReviewStatusFilter> label="Status" value={view.status} choices={choicesOf(STATUS_FILTERS, STATUS_FILTER_LABELS)} onChange={(status) => status && onChange({ status })} />
      <Flag label="With photos" checked={view.withPhotos} onChange={(withPhotos) => onChange({ withPhotos })} />
      <Flag label="Suspicious only" checked={view.suspicious} onChange={(suspicious) => onChange({ suspicious })} />
    </FiltersBar>
  );
}
