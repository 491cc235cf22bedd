import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ApiStaffCustomer } from '@shop/contracts';
import { CUSTOMER_SORTS } from '@shop/contracts/src/order/back-office-constants';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatRupees } from '../../../../lib/money';
import { adminPaths } from '../../../../lib/paths';
import { Cell, HeaderCell } from '../../../lib/data-table';
import { choicesOf, FiltersBar, SelectFilter } from '../../../lib/filters-bar';
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
      <FiltersBar q={view.q} onSearch={(q) => show(withCustomerChange(view, { q }))} searchName="Search customers" placeholder="Name, email, phone or PIN code">
        <SelectFilter<CustomerSort> label="Sort" value={view.sort} choices={choicesOf(CUSTOMER_SORTS, SORT_LABELS)} onChange={(sort) => sort && show(withCustomerChange(view, { sort }))} />
      </FiltersBar>

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
