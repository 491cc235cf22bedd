import { estimatedDelivery, paymentMethodLabel, trackedSummary } from './tracking';
import { formatLongDate } from '../../../lib/dates';

describe('trackedSummary', () => {
  const stored = { basePrice: 1190, discountPercentage: 10, discountAmount: 118, subtotal: 1072, gstRate: 18, gstAmount: 192.96, total: 1264.96 };

  it('is the stored summary when there is one', () => {
    expect(trackedSummary({ totalAmount: 1264.96, priceSummary: stored })).toBe(stored);
  });

  it('falls back to the spec’s figures from the total, to the paisa', () => {
    expect(trackedSummary({ totalAmount: 3715.82, priceSummary: null })).toEqual({
      basePrice: 4124.56, // × 1.11
      discountPercentage: 10,
      discountAmount: 408.74, // × 0.11
      subtotal: 3715.82,
      gstRate: 18,
      gstAmount: 668.85, // × 0.18
      total: 4384.67, // × 1.18
    });
  });
});

describe('estimatedDelivery', () => {
  it('is the day the order was promised by when placed', () => {
    expect(formatLongDate(estimatedDelivery({ orderDate: '2025-11-17T18:45:00.000Z', promisedDeliveryDate: '2025-11-27' }))).toBe('November 27, 2025');
  });

  it('is a week after the order date for an order placed before promises', () => {
    expect(formatLongDate(estimatedDelivery({ orderDate: '2025-03-05T06:30:00.000Z', promisedDeliveryDate: null }))).toBe('March 12, 2025');
    expect(formatLongDate(estimatedDelivery({ orderDate: '2025-03-05T06:30:00.000Z' }))).toBe('March 12, 2025');
  });
});

describe('paymentMethodLabel', () => {
  it('names each method as checkout offers it, and capitalises any other', () => {
    expect(['cod', 'card', 'banking', 'phonepe', 'wallet', 'upi'].map(paymentMethodLabel)).toEqual([
      'Cash on Delivery',
      'Credit/Debit Card',
      'Net Banking/UPI',
      'PhonePe',
      'Wallet',
      'Upi',
    ]);
  });
});
