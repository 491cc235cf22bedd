import { CheckoutOrders } from './checkout-orders';
import { PhonePeError } from './phonepe-error';
import { Refunds } from './refunds';

function paidOrder(orders: CheckoutOrders, merchantOrderId: string, amount: number) {
  const order = orders.create({ merchantOrderId, amount, paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: 'http://shop/back' } } } as never);
  orders.complete(order, { notify: false });
  return order;
}

const codeOf = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    return (error as PhonePeError).code;
  }
  return null;
};

describe('PhonePe refunds', () => {
  let orders: CheckoutOrders;
  let refunds: Refunds;
  beforeEach(() => {
    orders = new CheckoutOrders(() => undefined);
    refunds = new Refunds(orders);
  });
  afterEach(() => orders.close());

  it('accepts a refund PENDING, completes it, and answers the same refund for the same merchantRefundId', () => {
    paidOrder(orders, 'ORD-1001', 50_000);
    const refund = refunds.create({ merchantRefundId: 'ORD-1001-R1', originalMerchantOrderId: 'ORD-1001', amount: 20_000 });
    expect(refund).toMatchObject({ state: 'PENDING', amount: 20_000 });
    expect(refunds.create({ merchantRefundId: 'ORD-1001-R1', originalMerchantOrderId: 'ORD-1001', amount: 20_000 }).refundId).toBe(refund.refundId);
    expect(refunds.status('ORD-1001-R1').state).toBe('COMPLETED');
  });

  it('never refunds more than was paid, over several refunds', () => {
    paidOrder(orders, 'ORD-1002', 50_000);
    refunds.create({ merchantRefundId: 'A1', originalMerchantOrderId: 'ORD-1002', amount: 30_000 });
    expect(codeOf(() => refunds.create({ merchantRefundId: 'A2', originalMerchantOrderId: 'ORD-1002', amount: 20_001 }))).toBe('REFUND_AMOUNT_EXCEEDED');
    expect(refunds.create({ merchantRefundId: 'A3', originalMerchantOrderId: 'ORD-1002', amount: 20_000 }).amount).toBe(20_000);
  });

  it('refuses unpaid or unknown orders, a reused id with another amount, and malformed requests', () => {
    orders.create({ merchantOrderId: 'ORD-1003', amount: 10_000, paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: 'http://shop/back' } } } as never);
    expect(codeOf(() => refunds.create({ merchantRefundId: 'B1', originalMerchantOrderId: 'ORD-1003', amount: 10_000 }))).toBe('INVALID_TRANSACTION_STATE');
    expect(codeOf(() => refunds.create({ merchantRefundId: 'B2', originalMerchantOrderId: 'ORD-404', amount: 10_000 }))).toBe('ORDER_NOT_FOUND');
    paidOrder(orders, 'ORD-1004', 10_000);
    refunds.create({ merchantRefundId: 'B3', originalMerchantOrderId: 'ORD-1004', amount: 5_000 });
    expect(codeOf(() => refunds.create({ merchantRefundId: 'B3', originalMerchantOrderId: 'ORD-1004', amount: 4_000 }))).toBe('DUPLICATE_MERCHANT_REFUND_ID');
    expect(codeOf(() => refunds.create({ merchantRefundId: 'B4', originalMerchantOrderId: 'ORD-1004', amount: 10.5 }))).toBe('BAD_REQUEST');
    expect(codeOf(() => refunds.status('nope'))).toBe('REFUND_NOT_FOUND');
  });
});
