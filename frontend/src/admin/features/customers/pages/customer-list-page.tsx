import { Button, Field, Heading, HStack, Input, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ApiStaffCustomer } from '@shop/contracts';
import { BACK_OFFICE_MAX_SEARCH_LENGTH, CUSTOMER_SORTS } from '@shop/contracts/src/order/back-office-constants';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatRupees } from '../../../../lib/money';
import { adminPaths } from '../../../../lib/paths';
import { Cell, HeaderCell } from '../../../lib/data-table';
import { formatDateTime } from '../../../lib/labels';
import { PagedList } from '../../../lib/paged-list';
import { Loaded } from '../../../lib/query-state';
import { useListStaffCustomersQuery } from '../api/staff-customers.api';
import {
  CUSTOMERS_PER_PAGE,
  customerListQueryOf,
  readCustomerListView,
  withCustomerChange,
  writeCustomerListView,
  type CustomerListView,
  type CustomerSort,
} from '../model/customer-filters';

const SORT_LABELS: Record<CustomerSort, string> = {
  newest: 'Newest first',
  'most-spent': 'Most spent',
  'most-orders': 'Most orders',
  name: 'Name (A–Z)',
};

function SearchForm({ view, onSearch }: { view: CustomerListView; onSearch: (q: string | undefined) => void }) {
  const [text, setText] = useState(view.q ?? '');
  // A search from elsewhere (the back button, a bookmark) replaces what the field holds.
  const [shownQ, setShownQ] = useState(view.q);
  if (shownQ !== view.q) {
    setShownQ(view.q);
    setText(view.q ?? '');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };
  return (
    <HStack as="form" role="search" aria-label="Search customers" onSubmit={submit} align="end" maxW="xl" flex="1">
      <Field.Root>
        <Field.Label fontSize="sm">Search</Field.Label>
        <Input size="sm" bg="white" type="search" value={text} maxLength={BACK_OFFICE_MAX_SEARCH_LENGTH} placeholder="Name, email, phone or PIN code" onChange={(event) => setText(event.target.value)} />
      </Field.Root>
      <Button type="submit" size="sm">
        Search
      </Button>
    </HStack>
  );
}

function CustomerRow({ customer }: { customer: ApiStaffCustomer }) {
  return (
    <tr>
      <Cell>
        <RouterLink to={adminPaths.customer.getHref(customer.id)}>
          <Text as="span" fontWeight="semibold" color="brand.700">
            {`${customer.firstName} ${customer.lastName}`}
          </Text>
        </RouterLink>
        <Text color="fg.muted">{customer.email}</Text>
      </Cell>
      <Cell whiteSpace="nowrap">{customer.phone}</Cell>
      <Cell>
        {customer.city} {customer.pincode}
      </Cell>
      <Cell textAlign="end">{customer.totalOrders}</Cell>
      <Cell textAlign="end" whiteSpace="nowrap">
        {formatRupees(customer.totalSpent, { paise: true })}
      </Cell>
      <Cell whiteSpace="nowrap">{customer.lastOrderAt ? formatDateTime(customer.lastOrderAt) : 'Never'}</Cell>
    </tr>
  );
}

/**
 * /admin/customers: who buys, searched by name, email, phone or PIN code, sorted and paged, with
 * the view in the URL. Totals are the customer service's, kept up to date by the order events.
 */
export function CustomerListPage() {
  const [search, setSearch] = useSearchParams();
  const view = readCustomerListView(search);
  const { data, error, isFetching, refetch } = useListStaffCustomersQuery(customerListQueryOf(view));
  const show = (next: CustomerListView) => setSearch(writeCustomerListView(next));

  return (
    <Stack gap="5">
      <Heading as="h1" fontSize="2xl">
        Customers
      </Heading>
      <Wrap gap="3" align="end">
        <SearchForm view={view} onSearch={(q) => show(withCustomerChange(view, { q }))} />
        <Field.Root w="auto" minW="40">
          <Field.Label fontSize="sm">Sort</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field bg="white" value={view.sort} onChange={(event) => show(withCustomerChange(view, { sort: event.target.value as CustomerSort }))}>
              {CUSTOMER_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Wrap>

      <Loaded data={data} error={error} onRetry={() => void refetch()}>
        {({ customers, total }) => (
          <PagedList
            label="Customers"
            head={
              <>
                <HeaderCell scope="col">Customer</HeaderCell>
                <HeaderCell scope="col">Phone</HeaderCell>
                <HeaderCell scope="col">Ships to</HeaderCell>
                <HeaderCell scope="col" textAlign="end">
                  Orders
                </HeaderCell>
                <HeaderCell scope="col" textAlign="end">
                  Total spent
                </HeaderCell>
                <HeaderCell scope="col">Last order</HeaderCell>
              </>
            }
            noun={['customer', 'customers']}
            count={{ total, perPage: CUSTOMERS_PER_PAGE }}
            page={view.page}
            rowsOnPage={customers.length}
            onPage={(page) => show({ ...view, page })}
            fetching={isFetching}
            emptyText="No customers match."
          >
            {customers.map((customer) => (
              <CustomerRow key={customer.id} customer={customer} />
            ))}
          </PagedList>
        )}
      </Loaded>
    </Stack>
  );
}
