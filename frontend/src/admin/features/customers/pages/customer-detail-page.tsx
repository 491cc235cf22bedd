import { Badge, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ApiStaffCustomerDetail } from '@shop/contracts';
import { Link as RouterLink, useParams } from 'react-router';
import { formatRupees } from '../../../../lib/money';
import { adminPaths } from '../../../../lib/paths';
import { statusOf } from '../../../lib/api-errors';
import { Cell, HeaderCell } from '../../../lib/data-table';
import { DefinitionList } from '../../../lib/definition-list';
import { DetailColumns, DetailHeader, recordIdOf } from '../../../lib/detail-page';
import { DetailUnavailable } from '../../../lib/detail-unavailable';
import { formatDateTime } from '../../../lib/labels';
import { ListTable } from '../../../lib/list-table';
import { SectionCard } from '../../../lib/section-card';
import { useGetStaffCustomerQuery } from '../api/staff-customers.api';

const money = (amount: number) => formatRupees(amount, { paise: true });

function Orders({ customer }: { customer: ApiStaffCustomerDetail }) {
  if (customer.orders.length === 0) return <Text color="fg.muted">No orders yet.</Text>;
  return (
    <ListTable
      label="Orders"
      head={
        <>
          <HeaderCell scope="col">Order</HeaderCell>
          <HeaderCell scope="col">Placed</HeaderCell>
          <HeaderCell scope="col" textAlign="end">
            Total
          </HeaderCell>
          <HeaderCell scope="col" textAlign="end">
            Refunded
          </HeaderCell>
          <HeaderCell scope="col">
            <Text srOnly>State</Text>
          </HeaderCell>
        </>
      }
    >
      {customer.orders.map((order) => (
        <tr key={order.orderId}>
          <Cell>
            <RouterLink to={adminPaths.order.getHref(order.orderNumber)}>
              <Text as="span" fontWeight="semibold" color="brand.700">
                {order.orderNumber}
              </Text>
            </RouterLink>
          </Cell>
          <Cell whiteSpace="nowrap">{formatDateTime(order.placedAt)}</Cell>
          <Cell textAlign="end">{money(order.totalAmount)}</Cell>
          <Cell textAlign="end">{order.refunded > 0 ? money(order.refunded) : ''}</Cell>
          <Cell>{order.cancelled && <Badge colorPalette="red">Cancelled</Badge>}</Cell>
        </tr>
      ))}
    </ListTable>
  );
}

/**
 * /admin/customers/{id}: who the customer is and where they ship, what they have bought (totals
 * without cancelled orders and refunds, as the customer service keeps them), and each order.
 */
export function CustomerDetailPage() {
  const id = recordIdOf(useParams().id);
  const { data: customer, error } = useGetStaffCustomerQuery(id ?? 0, { skip: id === null });

  if (id === null || error) {
    return (
      <DetailUnavailable
        missing={id === null || statusOf(error) === 404}
        kind="Customer"
        missingText="There is no customer at this address."
        error={error}
        back={{ to: adminPaths.customers.getHref(), label: 'Back to customers' }}
      />
    );
  }
  if (!customer) return <Skeleton h="96" />;

  return (
    <Stack gap="5">
      <DetailHeader
        back={{ to: adminPaths.customers.getHref(), label: 'Customers' }}
        title={`${customer.firstName} ${customer.lastName}`}
        meta={
          <Text fontSize="sm" color="fg.muted">
            Customer since {formatDateTime(customer.createdAt)}
          </Text>
        }
      />
      <DetailColumns
        main={
          <SectionCard title="Orders">
            <Orders customer={customer} />
          </SectionCard>
        }
        side={
          <>
            <SectionCard title="Summary">
              <DefinitionList
                rows={[
                  ['Total orders', customer.totalOrders],
                  ['Total spent', money(customer.totalSpent)],
                  ['Last order', customer.lastOrderAt ? formatDateTime(customer.lastOrderAt) : 'Never'],
                ]}
              />
            </SectionCard>
            <SectionCard title="Contact">
              <DefinitionList
                rows={[
                  ['Email', <a href={`mailto:${customer.email}`}>{customer.email}</a>],
                  ['Phone', <a href={`tel:${customer.phone.replace(/[^0-9+]/g, '')}`}>{customer.phone}</a>],
                ]}
              />
              <Text as="address" fontStyle="normal" whiteSpace="pre-line">
                {[customer.address, `${customer.city}, ${customer.state} ${customer.pincode}`, customer.country].join('\n')}
              </Text>
            </SectionCard>
          </>
        }
      />
    </Stack>
  );
}
