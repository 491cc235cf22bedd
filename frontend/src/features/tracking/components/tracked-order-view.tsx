import { Badge, Box, Button, Flex, Heading, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { LuCircle, LuCircleCheck, LuRotateCcw } from 'react-icons/lu';
import { ButtonLink } from '../../../components/ui/button-link';
import { SummaryRow } from '../../../components/ui/summary-row';
import { formatLongDate } from '../../../lib/dates';
import { formatRupees, toPaise } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { formatPrintSize } from '../../../lib/print-size';
import type { TrackedOrder, TrackedOrderItem } from '../api/tracking.api';
import { capitalise, estimatedDelivery, paymentMethodLabel, trackedSummary } from '../model/tracking';
import { TaxDocumentsPanel } from './tax-documents-panel';

const rupees = (amount: number) => formatRupees(amount, { paise: true });

const STATUS_PALETTES: Record<string, string> = {
  pending: 'orange',
  processing: 'blue',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'red',
};

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="l3" p={{ base: '5', md: '6' }}>
      <Heading as="h3" id={headingId} fontSize="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function lineTotal(item: TrackedOrderItem): number {
  return item.totalPrice ?? (toPaise(item.unitPrice) * item.quantity) / 100;
}

interface TrackedOrderViewProps {
  order: TrackedOrder;
  onTrackAnother: () => void;
}

/** A found order (spec section 2): progress, items, address, summary, payment and delivery estimate. */
export function TrackedOrderView({ order, onTrackAnother }: TrackedOrderViewProps) {
  const headingId = useId();
  const placedOn = formatLongDate(order.orderDate);
  const summary = trackedSummary(order);
  // The five steps of spec section 4, as the server reads them from the order's lifecycle (docs/order-lifecycle.md).
  const steps = order.progress;

  return (
    <Stack as="article" aria-labelledby={headingId} gap="6">
      <Flex
        justify="space-between"
        align={{ base: 'start', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
        gap="3"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l3"
        p={{ base: '5', md: '6' }}
      >
        <Stack gap="1">
          <Heading as="h2" id={headingId} fontSize={{ base: 'xl', md: '2xl' }} overflowWrap="anywhere">
            {`Order ${order.orderNumber}`}
          </Heading>
          <Text color="fg.muted">{`Placed on ${placedOn}`}</Text>
          {order.trackingNumber && <Text>{`Tracking number: ${order.trackingNumber}`}</Text>}
        </Stack>
        <Badge size="lg" colorPalette={STATUS_PALETTES[order.status] ?? 'gray'}>
          <VisuallyHidden>Status: </VisuallyHidden>
          {capitalise(order.status)}
        </Badge>
      </Flex>

      <Panel title="Order Progress">
        <Stack as="ol" gap="4" listStyleType="none" m="0" p="0">
          {steps.map((step) => (
            <Flex as="li" key={step.label} gap="3" align="start">
              <Box color={step.done ? 'green.600' : 'fg.subtle'} fontSize="xl" mt="0.5" aria-hidden="true">
                {step.done ? <LuCircleCheck /> : <LuCircle />}
              </Box>
              <Stack gap="0">
                <Text fontWeight={step.done ? 'semibold' : 'normal'} color={step.done ? 'fg' : 'fg.muted'}>
                  {step.label}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {step.done ? placedOn : 'Not yet'}
                </Text>
              </Stack>
            </Flex>
          ))}
        </Stack>
      </Panel>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
        <Panel title="Items">
          <Stack as="ul" gap="4" listStyleType="none" m="0" p="0" aria-label="Ordered items">
            {order.items.map((item, index) => (
              <Flex as="li" key={`${item.productTitle}-${item.size}-${item.medium}-${item.framing}-${index}`} justify="space-between" gap="4">
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="semibold">{item.productTitle}</Text>
                  <Text fontSize="sm" color="fg.muted">{`${formatPrintSize(item.size)} · ${item.medium} · ${item.framing}`}</Text>
                  <Text fontSize="sm" color="fg.muted">{`Qty: ${item.quantity} × ${rupees(item.unitPrice)}`}</Text>
                </Stack>
                <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" flexShrink="0">
                  {rupees(lineTotal(item))}
                </Text>
              </Flex>
            ))}
          </Stack>
        </Panel>

        <Panel title="Order Summary">
          <Stack as="dl" gap="3">
            <SummaryRow label="Price" value={rupees(summary.basePrice)} />
            <SummaryRow label={`Discount (${summary.discountPercentage}%)`} value={`−${rupees(summary.discountAmount)}`} />
            <SummaryRow label="Subtotal" value={rupees(summary.subtotal)} />
            <SummaryRow label={`GST (${summary.gstRate}%)`} value={rupees(summary.gstAmount)} />
            <SummaryRow label="Shipping" value="Free" />
            <SummaryRow label="Total" value={rupees(summary.total)} emphasised emphasisedSize="md" />
          </Stack>
        </Panel>

        <Panel title="Shipping Address">
          <Stack gap="0.5" as="address" fontStyle="normal">
            <Text>{order.shippingAddress}</Text>
            <Text>{`${order.shippingCity}, ${order.shippingState} ${order.shippingPincode}`}</Text>
            <Text>{order.shippingCountry}</Text>
          </Stack>
        </Panel>

        <Panel title="Payment and Delivery">
          <Stack as="dl" gap="3">
            <SummaryRow label="Payment Method" value={paymentMethodLabel(order.paymentMethod)} />
            <SummaryRow label="Payment Status" value={capitalise(order.paymentStatus)} />
            <SummaryRow label="Email" value={order.customerEmail} />
            <SummaryRow label="Estimated Delivery" value={formatLongDate(estimatedDelivery(order))} />
          </Stack>
        </Panel>

        <Panel title="Tax Invoice">
          <TaxDocumentsPanel request={{ orderNumber: order.orderNumber, email: order.customerEmail }} pending={order.status === 'pending'} />
        </Panel>
      </SimpleGrid>

      <Flex gap="3" direction={{ base: 'column', sm: 'row' }} justify="center">
        <Button variant="outline" colorPalette="brand" size="lg" onClick={onTrackAnother}>
          <LuRotateCcw aria-hidden="true" />
          Track Another Order
        </Button>
        <ButtonLink to={paths.allArt.getHref()} colorPalette="brand" size="lg">
          Continue Shopping
        </ButtonLink>
      </Flex>
    </Stack>
  );
}
