import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import {
  ConfirmPayment,
  HandlePaymentWebhook,
  InitiatePayment,
  OrderConfirmed,
  OrderPlaced,
  PaymentConfirmed,
  PaymentFailed,
  PlaceOrder,
  TrackOrder,
  type RequestOf,
} from '@shop/contracts';
import type { RequestContext } from '@shop/messaging';
import { uniqueEmail, webhookAuthorization } from '@shop/testing';
import { CART_LINES, codOrder, orderNumber, SHIPPING, startOrderService, type CheckoutContext, type OrderServiceUnderTest } from './support/order-service';

const ORDER_NOT_FOUND = { status: 404, message: 'Order not found' };
/** CART_LINES at the server's prices, in paise (₹1,264.96). */
const TOTAL = 126496;

/** PhonePe's callback for a settled payment, as the sandbox would send it. */
interface PhonePeWebhook {
  event: string;
  payload: { merchantOrderId: string; orderId: string; state: string; amount: number };
}

/** A checkout paid through PhonePe, up to the pay page. */
interface GatewayCheckout {
  email: string;
  ctx: CheckoutContext;
  number: string;
  redirectUrl: string;
}

const stepsDone = (order: { progress: Array<{ label: string; done: boolean }> }) => order.progress.filter((step) => step.done).map((step) => step.label);

describe('order service: PhonePe payments', () => {
  let shop: OrderServiceUnderTest;

  beforeAll(async () => {
    shop = await startOrderService();
  }, 90_000);

  afterAll(() => shop?.stop());

  /** The sandbox's test controls: what PhonePe holds, and the shopper's choice on the pay page. */
  const control = async <T = Record<string, unknown>>(path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${shop.sandbox.url}/__sandbox/phonepe${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`The sandbox refused ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  /** The shopper pays (or declines) on PhonePe's page; the webhook PhonePe would send is answered, not sent. */
  const settleAtPhonePe = async (number: string, outcome: 'complete' | 'fail') => {
    const order = await control<{ orderId: string; webhooks: Array<{ body: PhonePeWebhook }> }>(`/orders/${number}/${outcome}`, { webhook: false });
    return { phonePeOrderId: order.orderId, webhook: order.webhooks[0].body };
  };
  const track = (number: string, email: string) => shop.client.request(TrackOrder, { orderNumber: number, email }, { correlationId: 'tracking-page' });
  const confirm = (number: string, ctx: RequestContext) => shop.client.request(ConfirmPayment, { orderNumber: number }, ctx);
  const webhook = (body: unknown, authorization = webhookAuthorization()) =>
    shop.client.request(HandlePaymentWebhook, { authorization, body }, { correlationId: `webhook-${randomUUID()}` });
  /** How many events of each kind were stored about an order, once everything committed is published. */
  const eventCounts = async (number: string) => {
    await shop.eventsPublished();
    return [OrderPlaced, OrderConfirmed, PaymentConfirmed, PaymentFailed].map((event) => [event.subject, shop.events.of(event, number).length]);
  };

  const initiation = (ctx: CheckoutContext, number: string, email: string): RequestOf<typeof InitiatePayment> => ({
    orderId: number,
    amount: 1, // the browser's belief; never charged
    customerEmail: email,
    customerPhone: '9876543210',
    paymentMethod: 'phonepe',
    customerId: ctx.checkout.customerId,
    ...SHIPPING,
    items: CART_LINES,
  });

  async function initiate(name: string): Promise<GatewayCheckout> {
    const email = uniqueEmail(name);
    const ctx = await shop.checkoutAs(email);
    const number = orderNumber();
    const reply = await shop.client.request(InitiatePayment, initiation(ctx, number, email), ctx);
    if (!reply.success) throw new Error(`The payment did not start: ${reply.error}`);
    return { email, ctx, number, redirectUrl: reply.redirectUrl };
  }

  describe('initiating', () => {
    it('stores the order before the shopper leaves, payment pending, and asks PhonePe for its total in paise, announcing nothing yet', async () => {
      const email = uniqueEmail('initiate');
      const ctx = await shop.checkoutAs(email);
      const number = orderNumber();
      const reply = await shop.client.request(InitiatePayment, initiation(ctx, number, email), ctx);
      expect(reply).toEqual({ success: true, orderNumber: number, redirectUrl: expect.stringMatching(/\/pay\/OMO\d+$/) });

      const order = await track(number, email);
      expect(order).toMatchObject({ status: 'pending', paymentStatus: 'pending', paymentMethod: 'phonepe', totalAmount: TOTAL });
      expect(stepsDone(order)).toEqual(['Order Placed']);
      await expect(control(`/orders/${number}`)).resolves.toMatchObject({
        merchantOrderId: number,
        amount: TOTAL,
        state: 'PENDING',
        redirectUrl: `http://shop.test/payment-success?order=${number}`,
      });
      // A PhonePe order is announced (the confirmation email) only once it is paid.
      expect(await eventCounts(number)).toEqual([
        ['order.placed.v1', 0],
        ['order.confirmed.v1', 0],
        ['payment.confirmed.v1', 0],
        ['payment.failed.v1', 0],
      ]);

      // A retry after a lost answer: the same order and the same payment page.
      await expect(shop.client.request(InitiatePayment, initiation(ctx, number, email), ctx)).resolves.toEqual(reply);
      await expect(track(number, email)).resolves.toMatchObject({ id: order.id });
    });

    it.each(['card', 'banking'] as const)('starts a PhonePe payment for %s through the gateway, announcing the order only once it is paid', async (method) => {
      const email = uniqueEmail(method);
      const ctx = await shop.checkoutAs(email);
      const number = orderNumber();
      const reply = await shop.client.request(InitiatePayment, { ...initiation(ctx, number, email), paymentMethod: method }, ctx);
      expect(reply).toEqual({ success: true, orderNumber: number, redirectUrl: expect.stringMatching(/\/pay\/OMO\d+$/) });
      await expect(track(number, email)).resolves.toMatchObject({ status: 'pending', paymentStatus: 'pending', paymentMethod: method });
      expect(await eventCounts(number)).toEqual([
        ['order.placed.v1', 0],
        ['order.confirmed.v1', 0],
        ['payment.confirmed.v1', 0],
        ['payment.failed.v1', 0],
      ]);
    });
  });

  describe('confirming', () => {
    it('marks the order paid and confirmed once PhonePe says COMPLETED, and announces it once', async () => {
      const { email, ctx, number } = await initiate('paid');
      const { phonePeOrderId } = await settleAtPhonePe(number, 'complete');

      await expect(confirm(number, ctx)).resolves.toEqual({ orderNumber: number, paymentStatus: 'paid' });
      const order = await track(number, email);
      expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      expect(stepsDone(order)).toEqual(['Order Placed', 'Payment Confirmed']);

      const base = { eventId: expect.any(String), occurredAt: expect.any(String), orderId: order.id, orderNumber: number };
      await expect(shop.events.next(PaymentConfirmed, number)).resolves.toEqual({ ...base, amount: TOTAL, provider: 'phonepe', providerReference: phonePeOrderId });
      await expect(shop.events.next(OrderConfirmed, number)).resolves.toEqual({ ...base, from: 'pending', to: 'confirmed', by: 'payment-provider' });
      await expect(shop.events.next(OrderPlaced, number)).resolves.toEqual({ ...base, customerId: ctx.checkout.customerId, paymentMethod: 'phonepe', totalAmount: TOTAL });

      // The shopper reloads the return page; the browser retries the initiation.
      await expect(confirm(number, ctx)).resolves.toEqual({ orderNumber: number, paymentStatus: 'paid' });
      await expect(shop.client.request(InitiatePayment, initiation(ctx, number, email), ctx)).resolves.toEqual({
        success: false,
        error: `Order ${number} is already paid`,
      });
      expect(await eventCounts(number)).toEqual([
        ['order.placed.v1', 1],
        ['order.confirmed.v1', 1],
        ['payment.confirmed.v1', 1],
        ['payment.failed.v1', 0],
      ]);
    });

    it('marks a declined payment failed, leaving the order unconfirmed and unannounced', async () => {
      const { email, ctx, number } = await initiate('declined');
      await settleAtPhonePe(number, 'fail');

      await expect(confirm(number, ctx)).resolves.toEqual({ orderNumber: number, paymentStatus: 'failed' });
      const order = await track(number, email);
      expect(order).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
      expect(stepsDone(order)).toEqual(['Order Placed']);
      await expect(shop.events.next(PaymentFailed, number)).resolves.toMatchObject({ orderId: order.id, amount: TOTAL, provider: 'phonepe' });
      expect(await eventCounts(number)).toEqual([
        ['order.placed.v1', 0],
        ['order.confirmed.v1', 0],
        ['payment.confirmed.v1', 0],
        ['payment.failed.v1', 1],
      ]);
    });

    it("answers 404 to anyone but the order's own shopper, asking PhonePe nothing for them", async () => {
      const { email, ctx, number } = await initiate('owner');
      await settleAtPhonePe(number, 'complete');
      const stranger = await shop.checkoutAs(uniqueEmail('stranger'));
      const callers: RequestContext[] = [
        stranger,
        { correlationId: 'no-checkout' },
        { correlationId: 'signed-in-stranger', user: { id: 'user-stranger', email: uniqueEmail('stranger') } },
        // Anyone can type the owner's email at checkout: that checkout did not place the order.
        { correlationId: 'same-email-other-browser', checkout: { id: randomUUID(), customerId: ctx.checkout.customerId } },
      ];
      for (const caller of callers) await expect(confirm(number, caller)).rejects.toMatchObject(ORDER_NOT_FOUND);
      await expect(confirm(orderNumber(), ctx)).rejects.toMatchObject(ORDER_NOT_FOUND);
      await expect(track(number, email)).resolves.toMatchObject({ paymentStatus: 'pending' });

      // The owner, signed in on another device, may.
      await expect(confirm(number, { correlationId: 'owner-signed-in', user: { id: 'user-owner', email } })).resolves.toEqual({
        orderNumber: number,
        paymentStatus: 'paid',
      });
    });
  });

  describe('webhooks', () => {
    it("counts a webhook only with the Authorization made from the shop's credentials, and a replay changes nothing", async () => {
      const { email, number } = await initiate('webhook');
      const { webhook: completed } = await settleAtPhonePe(number, 'complete');
      expect(completed).toMatchObject({ event: 'checkout.order.completed', payload: { merchantOrderId: number, state: 'COMPLETED', amount: TOTAL } });

      for (const forged of ['', webhookAuthorization('guess', 'guess'), webhookAuthorization(undefined, 'wrong-password')]) {
        await expect(webhook(completed, forged)).resolves.toEqual({ accepted: false });
      }
      const untouched = await track(number, email);
      expect(untouched).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
      expect(await eventCounts(number)).toEqual([
        ['order.placed.v1', 0],
        ['order.confirmed.v1', 0],
        ['payment.confirmed.v1', 0],
        ['payment.failed.v1', 0],
      ]);

      // PhonePe may prefix the hash with its algorithm.
      await expect(webhook(completed, `SHA256 ${webhookAuthorization()}`)).resolves.toEqual({ accepted: true });
      const paid = await track(number, email);
      expect(paid).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

      await expect(webhook(completed)).resolves.toEqual({ accepted: true });
      await expect(webhook(completed)).resolves.toEqual({ accepted: true });
      expect(await eventCounts(number)).toEqual([
        ['order.placed.v1', 1],
        ['order.confirmed.v1', 1],
        ['payment.confirmed.v1', 1],
        ['payment.failed.v1', 0],
      ]);
      await expect(track(number, email)).resolves.toEqual(paid);
    });

    it("never marks paid for another amount than the order's, and a failure after payment changes nothing", async () => {
      const { email, number } = await initiate('amount');
      const { webhook: completed } = await settleAtPhonePe(number, 'complete');

      await expect(webhook({ ...completed, payload: { ...completed.payload, amount: 100 } })).resolves.toEqual({ accepted: true });
      await expect(track(number, email)).resolves.toMatchObject({ paymentStatus: 'pending' });

      await expect(webhook(completed)).resolves.toEqual({ accepted: true });
      const failedLater = { event: 'checkout.order.failed', payload: { ...completed.payload, state: 'FAILED' } };
      await expect(webhook(failedLater)).resolves.toEqual({ accepted: true });
      await expect(track(number, email)).resolves.toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      expect(shop.events.of(PaymentFailed, number)).toEqual([]);
    });

    it('never pays or fails a cash-on-delivery order, whatever a webhook or an initiation says about its number', async () => {
      const email = uniqueEmail('cod');
      const ctx = await shop.checkoutAs(email);
      const number = orderNumber();
      const placed = await shop.client.request(PlaceOrder, codOrder(ctx.checkout.customerId, number), ctx);
      const about = (state: 'COMPLETED' | 'FAILED') => ({
        event: state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed',
        payload: { merchantOrderId: number, orderId: 'OMO2511240000000000001', state, amount: TOTAL },
      });

      await expect(webhook(about('COMPLETED'))).resolves.toEqual({ accepted: true });
      await expect(webhook(about('FAILED'))).resolves.toEqual({ accepted: true });
      await expect(shop.client.request(InitiatePayment, initiation(ctx, number, email), ctx)).rejects.toMatchObject({
        status: 409,
        message: 'This order number is already in use',
      });
      await expect(confirm(number, ctx)).rejects.toMatchObject(ORDER_NOT_FOUND);

      await expect(track(number, email)).resolves.toEqual(placed);
      expect(await eventCounts(number)).toEqual([
        ['order.placed.v1', 1],
        ['order.confirmed.v1', 0],
        ['payment.confirmed.v1', 0],
        ['payment.failed.v1', 0],
      ]);
    });

    it('refuses with 400 an authentic webhook whose body is no PhonePe checkout event', async () => {
      for (const body of [{ event: 'checkout.order.completed' }, { event: 'x', payload: { merchantOrderId: 'not-an-order', state: 'COMPLETED', amount: 1 } }, 'text']) {
        await expect(webhook(body)).rejects.toMatchObject({ status: 400, message: 'The webhook body is not a PhonePe checkout event' });
      }
    });
  });
});
