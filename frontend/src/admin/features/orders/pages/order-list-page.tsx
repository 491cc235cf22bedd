import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ApiAdminOrderSummary, BulkResult } from '@shop/contracts';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatRupees } from '../../../../lib/money';
import { adminPaths } from '../../../../lib/paths';
import { staffErrorMessage } from '../../../lib/api-errors';
import { Cell, Checkbox, HeaderCell } from '../../../lib/data-table';
import { formatDateTime, PAYMENT_METHOD_LABELS } from '../../../lib/labels';
import { PagedList } from '../../../lib/paged-list';
import { Loaded } from '../../../lib/query-state';
import { useStaffMay } from '../../../lib/staff-context';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../lib/status-badges';
import { exportHref, useBulkConfirmOrdersMutation, useBulkShipOrdersMutation, useListStaffOrdersQuery } from '../api/staff-orders.api';
import { BulkResults } from '../components/bulk-results';
import { BulkShipDialog, type Shipment } from '../components/bulk-ship-dialog';
import { OrderFiltersBar } from '../components/order-filters-bar';
import { ShipmentImport } from '../components/shipment-import';
import {
  filterParams,
  listQueryOf,
  ORDER_COUNT_CAP,
  ORDERS_PER_PAGE,
  readOrderListView,
  withFilter,
  withoutFilters,
  writeOrderListView,
  type OrderListView,
} from '../model/order-filters';

interface BulkOutcome {
  verb: string;
  results: BulkResult[];
}

function OrderRow({ order, selected, selectable, onToggle }: { order: ApiAdminOrderSummary; selected: boolean; selectable: boolean; onToggle: () => void }) {
  return (
    <tr>
      {selectable && (
        <Cell>
          <Checkbox type="checkbox" checked={selected} onChange={onToggle} aria-label={`Select ${order.orderNumber}`} />
        </Cell>
      )}
      <Cell fontWeight="semibold">
        <RouterLink to={adminPaths.order.getHref(order.orderNumber)}>{order.orderNumber}</RouterLink>
      </Cell>
      <Cell whiteSpace="nowrap">{formatDateTime(order.orderDate)}</Cell>
      <Cell>
        <Text>{order.customerName ?? '—'}</Text>
        <Text color="fg.muted">{order.customerEmail}</Text>
      </Cell>
      <Cell>
        {order.shippingCity} {order.shippingPincode}
      </Cell>
      <Cell>
        <OrderStatusBadge status={order.status} />
      </Cell>
      <Cell>
        <PaymentStatusBadge status={order.paymentStatus} />
        <Text color="fg.muted">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</Text>
      </Cell>
      <Cell textAlign="end" whiteSpace="nowrap">
        {formatRupees(order.totalAmount, { paise: true })}
      </Cell>
      <Cell>{order.trackingNumber ?? ''}</Cell>
    </tr>
  );
}

/**
 * /admin/orders: every order, filtered, searched, sorted and paged, with the whole view in the URL.
 * Fulfilment roles select orders to confirm or ship together, and import shipments from a CSV.
 */
export function OrderListPage() {
  const [search, setSearch] = useSearchParams();
  const view = readOrderListView(search);
  const mayFulfil = useStaffMay('orders.fulfil');
  const { data, error, isFetching, refetch } = useListStaffOrdersQuery(listQueryOf(view));
  // Selected orders with the version each was listed with: a bulk action sends it, so an order
  // someone changed since is refused rather than overwritten.
  const [selected, setSelected] = useState<ReadonlyMap<string, number>>(new Map());
  const [shipping, setShipping] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [bulkConfirm, confirmState] = useBulkConfirmOrdersMutation();
  const [bulkShip, shipState] = useBulkShipOrdersMutation();

  const show = (next: OrderListView) => {
    setSelected(new Map());
    setSearch(writeOrderListView(next));
  };

  const toggle = (order: ApiAdminOrderSummary) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(order.orderNumber)) next.delete(order.orderNumber);
      else next.set(order.orderNumber, order.version);
      return next;
    });

  const orders = data?.orders ?? [];
  const allSelected = orders.length > 0 && orders.every((order) => selected.has(order.orderNumber));
  const toggleAll = () => setSelected(allSelected ? new Map() : new Map(orders.map((order) => [order.orderNumber, order.version])));
  const targets = [...selected].map(([orderNumber, version]) => ({ orderNumber, version }));

  const confirmSelected = async () => {
    const answer = await bulkConfirm({ orders: targets }).unwrap().catch(() => null);
    if (answer) {
      setOutcome({ verb: 'confirmed', results: answer.results });
      setSelected(new Map());
    }
  };

  const shipSelected = async (shipments: Shipment[]) => {
    const answer = await bulkShip({ orders: shipments }).unwrap().catch(() => null);
    if (answer) {
      setOutcome({ verb: 'marked shipped', results: answer.results });
      setSelected(new Map());
      setShipping(false);
    }
  };

  const bulkError = confirmState.error ?? shipState.error;

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" fontSize="2xl">
          Orders
        </Heading>
        <HStack gap="2">
          <Button asChild type={undefined} size="sm" variant="outline">
            <RouterLink to={adminPaths.gstReport.getHref()}>GST report</RouterLink>
          </Button>
          <Button asChild type={undefined} size="sm" variant="outline">
            {/* A plain link: the browser downloads the streamed file of every order the filters select. */}
            <a href={exportHref(filterParams(view))} download>
              Export CSV
            </a>
          </Button>
        </HStack>
      </Flex>

      <OrderFiltersBar view={view} onChange={(change) => show(withFilter(view, change))} onClear={() => show(withoutFilters(view))} />

      {mayFulfil && selected.size > 0 && (
        <HStack role="toolbar" aria-label="Selected orders" bg="white" p="3" borderRadius="md" borderWidth="1px" gap="3" wrap="wrap">
          <Text fontWeight="semibold">{selected.size} selected</Text>
          <Button size="sm" colorPalette="brand" loading={confirmState.isLoading} onClick={() => void confirmSelected()}>
            Confirm selected
          </Button>
          <Button size="sm" variant="outline" onClick={() => setShipping(true)}>
            Mark selected shipped
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Map())}>
            Clear selection
          </Button>
        </HStack>
      )}
      {bulkError && (
        <Text role="alert" color="fg.error">
          {staffErrorMessage(bulkError)}
        </Text>
      )}
      {outcome && <BulkResults verb={outcome.verb} results={outcome.results} />}

      <Loaded data={data} error={error} onRetry={() => void refetch()}>
        {({ total }) => (
          <PagedList
            label="Orders"
            head={
              <>
                {mayFulfil && (
                  <HeaderCell scope="col">
                    <Checkbox type="checkbox" checked={allSelected} onChange={toggleAll} aria-label="Select every order on this page" />
                  </HeaderCell>
                )}
                <HeaderCell scope="col">Order</HeaderCell>
                <HeaderCell scope="col">Placed</HeaderCell>
                <HeaderCell scope="col">Customer</HeaderCell>
                <HeaderCell scope="col">Ship to</HeaderCell>
                <HeaderCell scope="col">Status</HeaderCell>
                <HeaderCell scope="col">Payment</HeaderCell>
                <HeaderCell scope="col" textAlign="end">
                  Total
                </HeaderCell>
                <HeaderCell scope="col">Tracking</HeaderCell>
              </>
            }
            noun={['order', 'orders']}
            count={{ total, perPage: ORDERS_PER_PAGE, cap: ORDER_COUNT_CAP }}
            page={view.page}
            rowsOnPage={orders.length}
            onPage={(page) => show({ ...view, page })}
            fetching={isFetching}
            emptyText="No orders match."
          >
            {orders.map((order) => (
              <OrderRow key={order.orderNumber} order={order} selectable={mayFulfil} selected={selected.has(order.orderNumber)} onToggle={() => toggle(order)} />
            ))}
          </PagedList>
        )}
      </Loaded>

      {mayFulfil && <ShipmentImport />}
      {shipping && (
        <BulkShipDialog open orders={targets} submitting={shipState.isLoading} onClose={() => setShipping(false)} onShip={(shipments) => void shipSelected(shipments)} />
      )}
    </Stack>
  );
}
