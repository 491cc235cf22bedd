import { createHash } from 'node:crypto';
import pino from 'pino';
import type { CheckoutOrder } from './checkout-orders';
import { webhookAuthorization, WebhookSender } from './webhook-sender';

const order: CheckoutOrder = {
  orderId: 'OMO2503051000000000000001',
  merchantOrderId: 'ORD-100001',
  amount: 250000,
  createdAt: 0,
  expireAt: 1_200_000,
  redirectUrl: 'http://localhost:8080/payment-success',
  state: 'COMPLETED',
  paymentDetails: [{ paymentMode: 'UPI_QR', transactionId: 'OM1', timestamp: 5, amount: 250000, state: 'COMPLETED' }],
};

const options = { url: 'http://merchant.test/webhook', username: 'user', password: 'pass', retryDelaysMs: [5, 5], timeoutMs: 1000 };

/** A merchant that answers the given statuses in turn ('down' = connection refused). */
function merchant(answers: Array<number | 'down'>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (answer === 'down') throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
    return new Response(null, { status: answer });
  });
  return { calls, fetchImpl };
}

const settle = async () => new Promise((resolve) => setTimeout(resolve, 50));

describe('WebhookSender', () => {
  const logger = pino({ level: 'silent' });

  it('signs with sha256 hex of "username:password", as PhonePe documents', () => {
    expect(webhookAuthorization('user', 'pass')).toBe(createHash('sha256').update('user:pass').digest('hex'));
  });

  it('posts the event with the order payload and the Authorization hash', async () => {
    const { calls, fetchImpl } = merchant([200]);
    new WebhookSender(options, logger, fetchImpl).orderSettled(order, { notify: true });
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(options.url);
    expect(calls[0].init.headers).toEqual({ 'Content-Type': 'application/json', Authorization: webhookAuthorization('user', 'pass') });
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      event: 'checkout.order.completed',
      payload: { merchantOrderId: 'ORD-100001', orderId: order.orderId, state: 'COMPLETED', amount: 250000, expireAt: 1_200_000, paymentDetails: order.paymentDetails },
    });
  });

  it('retries after a non-2xx answer or an unreachable merchant, until accepted', async () => {
    const { calls, fetchImpl } = merchant(['down', 503, 204]);
    const sender = new WebhookSender(options, logger, fetchImpl);
    sender.orderSettled({ ...order, state: 'FAILED' }, { notify: true });
    await settle();
    expect(calls).toHaveLength(3);
    const [notification] = sender.notificationsFor('ORD-100001');
    expect(notification).toMatchObject({ event: 'checkout.order.failed', delivered: true });
    expect(notification.deliveries).toEqual([
      expect.objectContaining({ error: 'connect ECONNREFUSED' }),
      expect.objectContaining({ status: 503 }),
      expect.objectContaining({ status: 204 }),
    ]);
  });

  it('gives up after the last retry', async () => {
    const { calls, fetchImpl } = merchant([500]);
    const sender = new WebhookSender(options, logger, fetchImpl);
    sender.orderSettled(order, { notify: true });
    await settle();
    expect(calls).toHaveLength(1 + options.retryDelaysMs.length);
    expect(sender.notificationsFor('ORD-100001')[0].delivered).toBe(false);
  });

  it('does not count a redirect as accepted, nor follow it', async () => {
    const { calls, fetchImpl } = merchant([302, 200]);
    new WebhookSender(options, logger, fetchImpl).orderSettled(order, { notify: true });
    await settle();
    expect(calls[0].init.redirect).toBe('manual');
    expect(calls).toHaveLength(2);
  });

  it('holds back a suppressed webhook, which a replay then sends once', async () => {
    const { calls, fetchImpl } = merchant([200]);
    const sender = new WebhookSender(options, logger, fetchImpl);
    sender.orderSettled(order, { notify: false });
    await settle();
    expect(calls).toHaveLength(0);
    await expect(sender.replay('ORD-100001')).resolves.toMatchObject({ status: 200 });
    expect(calls).toHaveLength(1);
    await expect(sender.replay('ORD-404')).resolves.toBeUndefined();
  });

  it('stops retrying once closed', async () => {
    const { calls, fetchImpl } = merchant([500]);
    const sender = new WebhookSender({ ...options, retryDelaysMs: [20, 20] }, logger, fetchImpl);
    sender.orderSettled(order, { notify: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    sender.close();
    await settle();
    expect(calls).toHaveLength(1);
  });
});
