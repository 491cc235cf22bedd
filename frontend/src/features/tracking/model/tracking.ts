import type { ApiCartSummary } from '@shop/contracts';
import { addDays } from '../../../lib/dates';
import { toPaise } from '../../../lib/money';
import type { TrackedOrder } from '../api/tracking.api';

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

const rupeesOf = (paise: number) => paise / 100;
/** `total × factor` to the paisa. */
const times = (total: number, factor: number) => rupeesOf(Math.round(toPaise(total) * factor));

/**
 * The order's summary: the stored one, or the spec's fallback figures computed from the total
 * (spec section 9: base ×1.11, discount ×0.11, after discount the total, GST ×0.18, grand total ×1.18).
 */
export function trackedSummary(order: Pick<TrackedOrder, 'priceSummary' | 'totalAmount'>): ApiCartSummary {
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

/** Spec section 9: an order placed before delivery promises is estimated a week after it was placed. */
export const DELIVERY_ESTIMATE_DAYS = 7;

/** The day the order was promised by when placed (issue 22), or the spec's week for an order from before promises. */
export function estimatedDelivery(order: Pick<TrackedOrder, 'orderDate' | 'promisedDeliveryDate'>): Date {
  // Noon in India: the promised India day, whatever the browser's zone.
  if (order.promisedDeliveryDate) return new Date(`${order.promisedDeliveryDate}T12:00:00+05:30`);
  return addDays(order.orderDate, DELIVERY_ESTIMATE_DAYS);
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
