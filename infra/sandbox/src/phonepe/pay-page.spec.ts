import type { CheckoutOrder } from './checkout-orders';
import { renderPayPage } from './pay-page';

const order = (change: Partial<CheckoutOrder> = {}): CheckoutOrder => ({
  orderId: 'OMO2503051000000000000001',
  merchantOrderId: 'ORD-123456',
  amount: 12345678,
  createdAt: 0,
  expireAt: Date.parse('2025-03-05T10:20:00Z'),
  redirectUrl: 'http://localhost:8080/payment-success?order=ORD-123456&x="y"',
  state: 'PENDING',
  paymentDetails: [],
  ...change,
});

describe('renderPayPage', () => {
  it('shows the order and the amount in rupees, with Pay, Decline and Leave Pending posting back', () => {
    const html = renderPayPage(order());
    expect(html).toContain('>ORD-123456<');
    expect(html).toContain('>₹1,23,456.78<');
    expect(html).toContain('<form method="post" action="/pay/OMO2503051000000000000001">');
    expect([...html.matchAll(/<button type="submit" name="action" value="(\w+)"[^>]*>([^<]+)</g)].map((m) => [m[1], m[2]])).toEqual([
      ['pay', 'Pay'],
      ['decline', 'Decline'],
      ['pending', 'Leave Pending'],
    ]);
    expect(html).toContain('5 Mar 2025, 3:50 pm IST');
  });

  it('offers only the way back once the order is settled', () => {
    const html = renderPayPage(order({ state: 'COMPLETED' }));
    expect(html).not.toContain('<form');
    expect(html).toContain('>Paid<');
    expect(html).toContain('href="http://localhost:8080/payment-success?order=ORD-123456&amp;x=&quot;y&quot;"');
  });

  it('escapes what the merchant sent', () => {
    expect(renderPayPage(order({ message: '<img src=x onerror=alert(1)>' }))).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
