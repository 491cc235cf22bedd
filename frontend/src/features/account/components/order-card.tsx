import { Badge, Box, Card, Center, DataList, Heading, HStack, Icon, Image, Stack, Text } from '@chakra-ui/react';
import { LuImage } from 'react-icons/lu';
import type { ApiOrderHistoryEntry } from '@shop/contracts';
import { AppLink } from '../../../components/ui/app-link';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { formatLongDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { formatPrintSize } from '../../../lib/print-size';
import { capitalise, formatAmount } from '../model/order-format';
import { OrderTaxDocuments } from './order-tax-documents';

const statusColours: Record<string, string> = {
  pending: 'orange',
  processing: 'blue',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'red',
};

interface OrderItemProps {
  item: ApiOrderHistoryEntry['items'][number];
  /** The order's number when it was delivered: its prints may be reviewed as verified purchases. */
  reviewableIn: string | null;
}

function OrderItem({ item, reviewableIn }: OrderItemProps) {
  return (
    <HStack as="li" gap="4" alignItems="center" py="3" borderTopWidth="1px" borderColor="border" _first={{ borderTopWidth: 0 }}>
      <Box boxSize="16" flexShrink="0" bg="bg.subtle" borderRadius="l2" overflow="hidden">
        {item.image ? (
          <Image asChild p="1">
            <ResponsiveImage src={item.image} media={{}} sizes="4rem" alt={item.name} fill fit="contain" />
          </Image>
        ) : (
          <Center boxSize="full" color="fg.subtle">
            <Icon as={LuImage} boxSize="6" aria-hidden="true" />
          </Center>
        )}
      </Box>
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight="medium" lineClamp={2}>
          {item.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {formatPrintSize(item.size)} · Quantity {item.quantity}
        </Text>
        {reviewableIn && (
          <AppLink to={paths.reviewPrint.getHref(item.productId, reviewableIn)} fontSize="sm" color="brand.fg" textDecoration="underline" alignSelf="start">
            Review this print
          </AppLink>
        )}
      </Stack>
      <Text fontWeight="medium" whiteSpace="nowrap">
        {formatAmount(item.price)} each
      </Text>
    </HStack>
  );
}

/** One order of the history (spec section 2): number, date, total, status and its items. */
export function OrderCard({ order }: { order: ApiOrderHistoryEntry }) {
  const headingId = `order-${order.id}`;
  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline" bg="bg.panel">
      <Card.Header gap="4" flexDirection={{ base: 'column', md: 'row' }} alignItems={{ md: 'start' }} justifyContent="space-between">
        <Stack gap="1">
          <Heading as="h2" id={headingId} fontSize="lg">
            Order {order.orderNumber}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Placed on {formatLongDate(order.createdAt)}
          </Text>
        </Stack>
        <Badge colorPalette={statusColours[order.status.toLowerCase()] ?? 'gray'} size="lg" alignSelf={{ base: 'start', md: 'center' }}>
          {capitalise(order.status)}
        </Badge>
      </Card.Header>
      <Card.Body gap="4">
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <DataList.Item>
            <DataList.ItemLabel>Total</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="semibold">{formatAmount(order.totalAmount)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Payment</DataList.ItemLabel>
            <DataList.ItemValue>{capitalise(order.paymentStatus)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Box as="ul" listStyleType="none" aria-label={`Items in order ${order.orderNumber}`}>
          {order.items.map((item) => (
            <OrderItem key={item.id} item={item} reviewableIn={order.status.toLowerCase() === 'delivered' ? order.orderNumber : null} />
          ))}
        </Box>
        <OrderTaxDocuments orderNumber={order.orderNumber} pending={order.status.toLowerCase() === 'pending'} />
      </Card.Body>
    </Card.Root>
  );
}
