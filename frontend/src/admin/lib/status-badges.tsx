import { Badge } from '@chakra-ui/react';
import type { OrderStatus, PaymentStatus } from '@shop/contracts';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from './labels';

const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'orange',
  confirmed: 'blue',
  processing: 'purple',
  shipped: 'teal',
  delivered: 'green',
  cancelled: 'red',
  returned: 'gray',
};

const PAYMENT_STATUS_COLORS: Record<PaymentStatus, string> = {
  pending: 'orange',
  processing: 'orange',
  paid: 'green',
  failed: 'red',
  refunded: 'gray',
  partially_refunded: 'gray',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge colorPalette={ORDER_STATUS_COLORS[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge colorPalette={PAYMENT_STATUS_COLORS[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}
