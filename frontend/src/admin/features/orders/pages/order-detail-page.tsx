import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ApiAdminOrder } from '@shop/contracts';
import { Link as RouterLink, useParams } from 'react-router';
import { formatRupees } from '../../../../lib/money';
import { adminPaths } from '../../../../lib/paths';
import { statusOf } from '../../../lib/api-errors';
import { Cell, HeaderCell } from '../../../lib/data-table';
import { DefinitionList, type Definition } from '../../../lib/definition-list';
import { DetailColumns, DetailHeader } from '../../../lib/detail-page';
import { DetailUnavailable } from '../../../lib/detail-unavailable';
import { formatDateTime, PAYMENT_METHOD_LABELS } from '../../../lib/labels';
import { ListTable } from '../../../lib/list-table';
import { SectionCard } from '../../../lib/section-card';
import { useStaffMay } from '../../../lib/staff-context';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../lib/status-badges';
import { packingSlipHref, useGetStaffOrderQuery } from '../api/staff-orders.api';
import { NoteForm } from '../components/note-form';
import { OrderActionsPanel } from '../components/order-actions-panel';
import { TaxDocuments } from '../components/tax-documents';
import { actorName, OrderTimeline } from '../components/order-timeline';

const money = (amount: number) => formatRupees(amount, { paise: true });

/** What the print lab needs for each line: size, medium, frame, the internal image name, quantity. */
function Items({ order }: { order: ApiAdminOrder }) {
  return (
    <ListTable
      label="Items"
      head={
        <>
          <HeaderCell scope="col">Artwork</HeaderCell>
          <HeaderCell scope="col">Size</HeaderCell>
          <HeaderCell scope="col">Medium</HeaderCell>
          <HeaderCell scope="col">Frame</HeaderCell>
          <HeaderCell scope="col">Image</HeaderCell>
          <HeaderCell scope="col" textAlign="end">
            Qty
          </HeaderCell>
          <HeaderCell scope="col" textAlign="end">
            Unit
          </HeaderCell>
          <HeaderCell scope="col" textAlign="end">
            Total
          </HeaderCell>
        </>
      }
    >
      {order.items.map((item, index) => (
        <tr key={`${item.productId}-${index}`}>
          <Cell>{item.productTitle}</Cell>
          <Cell>{item.size}</Cell>
          <Cell>{item.medium}</Cell>
          <Cell>{item.framing}</Cell>
          <Cell fontFamily="mono" fontSize="xs">
            {item.internalImageName}
          </Cell>
          <Cell textAlign="end">{item.quantity}</Cell>
          <Cell textAlign="end">{money(item.unitPrice)}</Cell>
          <Cell textAlign="end">{money(item.totalPrice)}</Cell>
        </tr>
      ))}
    </ListTable>
  );
}

function PriceSummary({ order }: { order: ApiAdminOrder }) {
  const summary = order.priceSummary;
  return (
    <DefinitionList
      rows={[
        ['Base price', money(summary.basePrice)],
        [`Discount (${summary.discountPercentage}%)`, `− ${money(summary.discountAmount)}`],
        ['Subtotal', money(summary.subtotal)],
        [`GST (${summary.gstRate}%)`, money(summary.gstAmount)],
        ['Total', money(order.totalAmount)],
        ['Paid', money(order.paidAmount)],
        ['Refunded', money(order.refundedAmount)],
      ]}
    />
  );
}

function Shipment({ order }: { order: ApiAdminOrder }) {
  if (!order.trackingNumber && !order.cancelledAt) return <Text color="fg.muted">Not shipped yet.</Text>;
  const tracking = order.trackingUrl ? (
    <a href={order.trackingUrl} target="_blank" rel="noreferrer noopener">
      {order.trackingNumber}
    </a>
  ) : (
    order.trackingNumber
  );
  const rows: Array<Definition | null> = [
    order.carrier ? ['Carrier', order.carrier] : null,
    order.trackingNumber ? ['Tracking number', tracking] : null,
    order.shippedAt ? ['Shipped', formatDateTime(order.shippedAt)] : null,
    order.deliveredAt ? ['Delivered', formatDateTime(order.deliveredAt)] : null,
    order.cancelledAt ? ['Cancelled', `${formatDateTime(order.cancelledAt)}${order.cancelReason ? `: ${order.cancelReason}` : ''}`] : null,
  ];
  return <DefinitionList rows={rows} />;
}

function Payments({ order }: { order: ApiAdminOrder }) {
  if (order.payments.length === 0) return <Text color="fg.muted">No payment yet.</Text>;
  return (
    <ListTable
      label="Payments"
      head={
        <>
          <HeaderCell scope="col">When</HeaderCell>
          <HeaderCell scope="col">What</HeaderCell>
          <HeaderCell scope="col" textAlign="end">
            Amount
          </HeaderCell>
          <HeaderCell scope="col">Reference</HeaderCell>
          <HeaderCell scope="col">By</HeaderCell>
        </>
      }
    >
      {order.payments.map((payment, index) => (
        <tr key={`${payment.at}-${index}`}>
          <Cell>{formatDateTime(payment.at)}</Cell>
          <Cell>{payment.kind.replace('-', ' ')}</Cell>
          <Cell textAlign="end">{money(payment.amount)}</Cell>
          <Cell>{payment.reference ?? ''}</Cell>
          <Cell>{actorName(payment.by)}</Cell>
        </tr>
      ))}
    </ListTable>
  );
}

/** /admin/orders/{orderNumber}: everything about one order, and what staff may do with it now. */
export function OrderDetailPage() {
  const { orderNumber = '' } = useParams();
  const { data: order, error, refetch, isFetching } = useGetStaffOrderQuery(orderNumber);
  const mayNote = useStaffMay('orders.note');
  const mayReadCustomers = useStaffMay('customers.read');

  if (error) {
    return (
      <DetailUnavailable
        missing={statusOf(error) === 404}
        kind="Order"
        missingText={`There is no order ${orderNumber}.`}
        error={error}
        back={{ to: adminPaths.orders.getHref(), label: 'Back to orders' }}
      />
    );
  }
  if (!order) return <Skeleton h="96" />;

  return (
    <Stack gap="5" aria-busy={isFetching}>
      <DetailHeader
        back={{ to: adminPaths.orders.getHref(), label: 'Orders' }}
        title={`Order ${order.orderNumber}`}
        meta={
          <>
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.paymentStatus} />
            <Text fontSize="sm" color="fg.muted">
              {PAYMENT_METHOD_LABELS[order.paymentMethod]} · placed {formatDateTime(order.orderDate)}
            </Text>
          </>
        }
        actions={
          <Button asChild type={undefined} size="sm" variant="outline">
            <a href={packingSlipHref(order.orderNumber)} target="_blank" rel="noopener">
              Packing slip (PDF)
            </a>
          </Button>
        }
      />

      <OrderActionsPanel order={order} onReload={() => void refetch()} />

      <DetailColumns
        main={
          <>
            <SectionCard title="Items">
              <Items order={order} />
            </SectionCard>
            <SectionCard title="Payment">
              <PriceSummary order={order} />
              <Payments order={order} />
            </SectionCard>
            <SectionCard title="Shipment">
              <Shipment order={order} />
            </SectionCard>
            <SectionCard title="Tax invoice and credit notes">
              <TaxDocuments order={order} />
            </SectionCard>
          </>
        }
        side={
          <>
            <SectionCard title="Customer">
              <DefinitionList
                rows={[
                  [
                    'Name',
                    mayReadCustomers ? (
                      <RouterLink to={adminPaths.customer.getHref(order.customer.id)}>{order.customer.name ?? 'Customer'}</RouterLink>
                    ) : (
                      (order.customer.name ?? '—')
                    ),
                  ],
                  ['Email', <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>],
                  ['Phone', order.customer.phone ?? '—'],
                ]}
              />
              <Text as="address" fontStyle="normal" whiteSpace="pre-line">
                {[order.shipping.address, `${order.shipping.city}, ${order.shipping.state} ${order.shipping.pincode}`, order.shipping.country].join('\n')}
              </Text>
              {order.notes && <Text fontSize="sm">Shopper's note: {order.notes}</Text>}
            </SectionCard>
            <SectionCard title="Timeline">
              <OrderTimeline timeline={order.timeline} />
              {mayNote && <NoteForm orderNumber={order.orderNumber} />}
            </SectionCard>
          </>
        }
      />
    </Stack>
  );
}
