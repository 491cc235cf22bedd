import { toPaise } from '../../../lib/money';
import { addDays } from '../../../lib/dates';
import type { TrackedOrder, TrackedPriceSummary } from '../api/tracking.api';

/** The tracking form (spec section 5). */
export interface TrackingFormValues {
  orderNumber: string;
  email: string;
}
export type TrackingErrors = Partial<Record<keyof TrackingFormValues, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function trackingFieldError(field: keyof TrackingFormValues, values: TrackingFormValues): string | undefined {
  const value = values[field].trim();
  if (field === 'orderNumber') return value === '' ? 'Order number is required' : undefined;
  return EMAIL_PATTERN.test(value) ? undefined : 'Please enter a valid email address';
}

export function validateTrackingForm(values: TrackingFormValues): TrackingErrors {
  const errors: TrackingErrors = {};
  for (const field of ['orderNumber', 'email'] as const) {
    const message = trackingFieldError(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

export interface TrackingStep {
  label: 'Order Placed' | 'Payment Confirmed' | 'Processing' | 'Shipped' | 'Delivered';
  done: boolean;
}

/**
 * Whether the payment step is done. Paid is paid, whatever the method. Cash on delivery has
 * nothing to confirm before the door: its payment is settled as agreed once the order is
 * accepted, so the step is done unless the order was cancelled. A card or banking payment that is
 * still pending or processing is not confirmed yet.
 */
function paymentConfirmed({ paymentStatus, paymentMethod, status }: Pick<TrackedOrder, 'paymentStatus' | 'paymentMethod' | 'status'>): boolean {
  if (paymentStatus === 'paid') return true;
  return paymentMethod === 'cod' && paymentStatus !== 'failed' && status !== 'cancelled';
}

/** The five steps of spec section 4, each done or not. */
export function trackingSteps(order: Pick<TrackedOrder, 'status' | 'paymentStatus' | 'paymentMethod'>): TrackingStep[] {
  const { status } = order;
  return [
    { label: 'Order Placed', done: true },
    { label: 'Payment Confirmed', done: paymentConfirmed(order) },
    { label: 'Processing', done: status === 'processing' || status === 'shipped' || status === 'delivered' },
    { label: 'Shipped', done: status === 'shipped' || status === 'delivered' },
    { label: 'Delivered', done: status === 'delivered' },
  ];
}

const rupeesOf = (paise: number) => paise / 100;
/** `total × factor` to the paisa. */
const times = (total: number, factor: number) => rupeesOf(Math.round(toPaise(total) * factor));

/**
 * The order's summary: the stored one, or the spec's fallback figures computed from the total
 * (spec section 9: base ×1.11, discount ×0.11, after discount the total, GST ×0.18, grand total ×1.18).
 */
export function trackedSummary(order: Pick<TrackedOrder, 'priceSummary' | 'totalAmount'>): TrackedPriceSummary {
  if (order.priceSummary) return order.priceSummary;
  const total = order.totalAmount;
  return {
    basePrice: times(total, 1.11),
    discountPercentage: 10,
    discountAmount: times(total, 0.11),
    subtotal: total,
    gstRate: 18,
    gstAmount: times(total, 0.18),
    total: times(total, 1.18),
  };
}

/** Spec section 9: delivery is estimated a week after the order. */
export const DELIVERY_ESTIMATE_DAYS = 7;

export function estimatedDelivery(orderDate: string): Date {
  return addDays(orderDate, DELIVERY_ESTIMATE_DAYS);
}

const PAYMENT_METHOD_LABELS: Record<string, string> = {
  cod: 'Cash on Delivery',
  card: 'Credit/Debit Card',
  banking: 'Net Banking/UPI',
  phonepe: 'PhonePe',
  wallet: 'Wallet',
};

export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[method] ?? capitalise(method);
}

/** Status and payment status show with the first letter capitalised (spec section 4). */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
