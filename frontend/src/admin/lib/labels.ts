import type { OrderStatus, PaymentMethod, PaymentStatus, StaffRole } from '@shop/contracts';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on delivery',
  phonepe: 'PhonePe',
  card: 'Card',
  banking: 'Net banking / UPI',
};

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  fulfilment: 'Fulfilment',
  catalogue: 'Catalogue',
  support: 'Support',
};

// Staff work in India: times are India's, with the minute, wherever the browser is.
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** "5 Mar 2025, 2:41 pm"; text that is not a time is shown as it is. */
export function formatDateTime(value: string): string {
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : dateTime.format(time);
}
