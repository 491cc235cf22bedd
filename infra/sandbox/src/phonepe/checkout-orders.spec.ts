import { CheckoutOrders, DEFAULT_EXPIRE_AFTER_SECONDS, orderStatusView, type CheckoutOrder } from './checkout-orders';
import type { PayRequest } from './pay-request';
import { PhonePeError } from './phonepe-error';

const request = (change: Partial<PayRequest> = {}): PayRequest => ({
  merchantOrderId: 'ORD-100001',
  amount: 250000,
  paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: 'http://localhost:8080/payment-success' } },
  ...change,
});

describe('CheckoutOrders', () => {
  let settled: Array<{ order: CheckoutOrder; state: string; notify: boolean }>;
  let orders: CheckoutOrders;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2025-03-05T10:00:00Z') });
    settled = [];
    orders = new CheckoutOrders((order, { notify }) => settled.push({ order, state: order.state, notify }));
  });

  afterEach(() => {
    orders.close();
    jest.useRealTimers();
  });

  it('creates a PENDING order with a PhonePe order id and an expiry', () => {
    const order = orders.create(request({ expireAfter: 600 }));
    expect(order).toMatchObject({ merchantOrderId: 'ORD-100001', amount: 250000, state: 'PENDING', paymentDetails: [] });
    expect(order.orderId).toMatch(/^OMO\d{22}$/);
    expect(order.expireAt).toBe(Date.parse('2025-03-05T10:10:00Z'));
    expect(orders.findByOrderId(order.orderId)).toBe(order);
  });

  it('answers the same order when the merchant retries with the same id and amount', () => {
    const first = orders.create(request());
    expect(orders.create(request())).toBe(first);
  });

  it('refuses the same merchantOrderId with another amount (409), leaving the order as it was', () => {
    const first = orders.create(request());
    let error: unknown;
    try {
      orders.create(request({ amount: 100 }));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PhonePeError);
    expect((error as PhonePeError).status).toBe(409);
    expect(first.amount).toBe(250000);
  });

  it('completes an order once: one COMPLETED attempt, one settlement, and no way back', () => {
    const order = orders.create(request());
    expect(orders.complete(order, { notify: true })).toBe(true);
    expect(order.state).toBe('COMPLETED');
    expect(order.paymentDetails).toEqual([expect.objectContaining({ state: 'COMPLETED', amount: 250000, paymentMode: 'UPI_QR' })]);
    expect(orders.complete(order, { notify: true })).toBe(false);
    expect(orders.decline(order, { notify: true })).toBe(false);
    expect(order.state).toBe('COMPLETED');
    expect(settled).toEqual([{ order, state: 'COMPLETED', notify: true }]);
  });

  it('records a decline as FAILED with the reason, and passes on a lost-webhook request', () => {
    const order = orders.create(request());
    orders.decline(order, { notify: false });
    expect(order).toMatchObject({ state: 'FAILED', errorCode: 'AUTHORIZATION_ERROR', detailedErrorCode: 'ZA' });
    expect(order.paymentDetails).toEqual([expect.objectContaining({ state: 'FAILED', errorCode: 'AUTHORIZATION_ERROR' })]);
    expect(settled).toEqual([{ order, state: 'FAILED', notify: false }]);
  });

  it('keeps a left-pending order PENDING with one PENDING attempt, which a later payment resolves', () => {
    const order = orders.create(request());
    orders.leavePending(order);
    orders.leavePending(order);
    expect(order.state).toBe('PENDING');
    expect(order.paymentDetails).toEqual([expect.objectContaining({ state: 'PENDING' })]);
    const { transactionId } = order.paymentDetails[0];
    orders.complete(order, { notify: true });
    expect(order.paymentDetails).toEqual([expect.objectContaining({ transactionId, state: 'COMPLETED' })]);
  });

  it('fails an order nobody paid when it expires, and tells the merchant', () => {
    const order = orders.create(request());
    orders.leavePending(order);
    jest.advanceTimersByTime(DEFAULT_EXPIRE_AFTER_SECONDS * 1000 - 1);
    expect(order.state).toBe('PENDING');
    jest.advanceTimersByTime(1);
    expect(order).toMatchObject({ state: 'FAILED', errorCode: 'TXN_AUTO_FAILED' });
    expect(order.paymentDetails).toEqual([expect.objectContaining({ state: 'FAILED' })]);
    expect(settled).toEqual([{ order, state: 'FAILED', notify: true }]);
  });

  it('never expires a paid order', () => {
    const order = orders.create(request());
    orders.complete(order, { notify: true });
    jest.advanceTimersByTime(DEFAULT_EXPIRE_AFTER_SECONDS * 1000);
    expect(order.state).toBe('COMPLETED');
    expect(settled).toHaveLength(1);
  });

  it('shows only the latest attempt in the status unless details=true', () => {
    const attempt = { paymentMode: 'UPI_QR' as const, timestamp: 1, amount: 250000, errorCode: 'AUTHORIZATION_ERROR', detailedErrorCode: 'ZA' };
    const order: CheckoutOrder = {
      orderId: 'OMO2503051000000000000001',
      merchantOrderId: 'ORD-100001',
      amount: 250000,
      createdAt: 0,
      expireAt: 1_200_000,
      metaInfo: { udf1: 'cart-7' },
      redirectUrl: 'http://localhost:8080/payment-success',
      state: 'FAILED',
      errorCode: 'AUTHORIZATION_ERROR',
      detailedErrorCode: 'ZA',
      paymentDetails: [
        { ...attempt, transactionId: 'OM-first', state: 'FAILED' },
        { ...attempt, transactionId: 'OM-second', state: 'FAILED' },
      ],
    };
    expect(orderStatusView(order)).toEqual({
      orderId: order.orderId,
      state: 'FAILED',
      amount: 250000,
      expireAt: 1_200_000,
      metaInfo: { udf1: 'cart-7' },
      errorCode: 'AUTHORIZATION_ERROR',
      detailedErrorCode: 'ZA',
      paymentDetails: [expect.objectContaining({ transactionId: 'OM-second' })],
    });
    expect(orderStatusView(order, { details: true }).paymentDetails.map((a) => a.transactionId)).toEqual(['OM-first', 'OM-second']);
  });
});
