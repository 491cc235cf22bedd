import { estimatedDelivery, paymentMethodLabel, trackedSummary, trackingSteps } from './tracking';
import { formatLongDate } from '../../../lib/dates';

/** The labels of the steps that are done. */
function done(status: string, paymentStatus: string, paymentMethod: string): string[] {
  return trackingSteps({ status, paymentStatus, paymentMethod })
    .filter((step) => step.done)
    .map((step) => step.label);
}

describe('trackingSteps', () => {
  it('always lists the five steps in order', () => {
    expect(trackingSteps({ status: 'pending', paymentStatus: 'pending', paymentMethod: 'phonepe' }).map((step) => step.label)).toEqual([
      'Order Placed',
      'Payment Confirmed',
      'Processing',
      'Shipped',
      'Delivered',
    ]);
  });

  it('moves on with the order status', () => {
    expect(done('pending', 'paid', 'phonepe')).toEqual(['Order Placed', 'Payment Confirmed']);
    expect(done('processing', 'paid', 'phonepe')).toEqual(['Order Placed', 'Payment Confirmed', 'Processing']);
    expect(done('shipped', 'paid', 'card')).toEqual(['Order Placed', 'Payment Confirmed', 'Processing', 'Shipped']);
    expect(done('delivered', 'paid', 'banking')).toEqual(['Order Placed', 'Payment Confirmed', 'Processing', 'Shipped', 'Delivered']);
  });

  it('confirms an online payment only once it is paid', () => {
    expect(done('pending', 'pending', 'phonepe')).toEqual(['Order Placed']);
    expect(done('pending', 'processing', 'card')).toEqual(['Order Placed']);
    expect(done('pending', 'failed', 'banking')).toEqual(['Order Placed']);
  });

  it('counts cash on delivery as agreed from the start, unless the order is cancelled', () => {
    expect(done('pending', 'pending', 'cod')).toEqual(['Order Placed', 'Payment Confirmed']);
    expect(done('delivered', 'paid', 'cod')).toEqual(['Order Placed', 'Payment Confirmed', 'Processing', 'Shipped', 'Delivered']);
    expect(done('cancelled', 'pending', 'cod')).toEqual(['Order Placed']);
  });
});

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
  it('is a week after the order date', () => {
    expect(formatLongDate(estimatedDelivery('2025-03-05T06:30:00.000Z'))).toBe('March 12, 2025');
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
