import { Field, Input } from '@chakra-ui/react';
import { ADMIN_ORDER_SORTS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@shop/contracts/src/order/back-office-constants';
import { choicesOf, FiltersBar, SelectFilter } from '../../../lib/filters-bar';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../../../lib/labels';
import { isFiltered, type OrderListView, type OrderSort } from '../model/order-filters';

const SORT_LABELS: Record<OrderSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'total-high': 'Highest total',
  'total-low': 'Lowest total',
};

interface OrderFiltersBarProps {
  view: OrderListView;
  /** A new view: filters changed (back to page 1) or the sort. */
  onChange: (change: Partial<Omit<OrderListView, 'page'>>) => void;
  onClear: () => void;
}

/** The order list's filters, search and sort; each change goes into the URL at once. */
export function OrderFiltersBar({ view, onChange, onClear }: OrderFiltersBarProps) {
  return (
    <FiltersBar
      q={view.q}
      onSearch={(q) => onChange({ q })}
      searchName="Search orders"
      placeholder="Order number, email, phone or PIN code"
      onClear={isFiltered(view) ? onClear : undefined}
    >
      <SelectFilter label="Status" value={view.status} choices={choicesOf(ORDER_STATUSES, ORDER_STATUS_LABELS)} anyLabel="Any status" onChange={(status) => onChange({ status })} />
      <SelectFilter
        label="Payment status"
        value={view.paymentStatus}
        choices={choicesOf(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS)}
        anyLabel="Any payment status"
        onChange={(paymentStatus) => onChange({ paymentStatus })}
      />
      <SelectFilter
        label="Payment method"
        value={view.paymentMethod}
        choices={choicesOf(PAYMENT_METHODS, PAYMENT_METHOD_LABELS)}
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
      <SelectFilter label="Sort" value={view.sort} choices={choicesOf(ADMIN_ORDER_SORTS, SORT_LABELS)} onChange={(sort) => sort && onChange({ sort })} />
    </FiltersBar>
  );
}
