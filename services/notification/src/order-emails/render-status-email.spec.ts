import type { Order } from '@shop/contracts';
import { renderStatusEmail } from './render-status-email';

const order = {
  orderNumber: 'ORD-123456',
  paymentMethod: 'phonepe',
  paymentStatus: 'paid',
  trackingNumber: 'DL123',
} as Order;

describe('the emails of staff changes', () => {
  it('gives the shipped email the carrier, the tracking number and the tracking link', () => {
    const email = renderStatusEmail('order-shipped', order, { orderId: 1, correlationId: 'c', carrier: 'Delhivery', trackingNumber: 'DL123', trackingUrl: 'https://track.example/DL123?a=1&b=2' }, 'https://shop.example');
    expect(email.subject).toBe('Your order ORD-123456 has shipped');
    expect(email.text).toContain('Tracking number: DL123');
    expect(email.text).toContain('Track the parcel: https://track.example/DL123?a=1&b=2');
    expect(email.html).toContain('href="https://track.example/DL123?a=1&amp;b=2"');
  });

  it('says the reason of a cancellation, escaped in HTML', () => {
    const email = renderStatusEmail('order-cancelled', order, { orderId: 1, correlationId: 'c', reason: 'Out of <frames>' }, 'https://shop.example');
    expect(email.text).toContain('Reason: Out of <frames>');
    expect(email.html).toContain('Reason: Out of &lt;frames&gt;');
    expect(email.html).not.toContain('<frames>');
  });

  it('says how much was refunded in rupees', () => {
    const email = renderStatusEmail('payment-refunded', order, { orderId: 1, correlationId: 'c', amount: 150050 }, 'https://shop.example');
    expect(email.text).toContain('refunded ₹1,500.50 of order ORD-123456');
  });
});
