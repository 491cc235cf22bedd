import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { shopper, until, webhookAuthorization } from '@shop/testing';
import { startCheckout } from './support/checkout';
import { orderNumber, startShop, type Shop } from './support/shop';

const WEBHOOK_AUTH = webhookAuthorization();

// PhonePe payments end to end, through the provider sandbox with PhonePe's HTTP contract.
describe('PhonePe payments', () => {
  let shop: Shop;

  beforeAll(async () => {
    // Reconciliation asks PhonePe soon after a payment starts, so a lost webhook is found quickly here.
    shop = await startShop({ order: { PAYMENT_FIRST_CHECK_MS: '500', RECONCILE_INTERVAL_MS: '200' } });
  }, 90_000);

  afterAll(() => shop?.stop());

  const emailsTo = async (address: string) => (await shop.mail.emails()).filter((e) => e.to.some((t) => t.address === address));
  const control = (path: string, body?: unknown) =>
    fetch(`${shop.sandbox.url}/__sandbox/phonepe${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /** The shopper back from PhonePe asks the shop, from the browser that checked out (its checkout cookie). */
  const confirm = async (number: string, checkout: Record<string, string>) =>
    (await (await shop.post('/api/payments/phonepe/confirm', { orderNumber: number }, checkout)).json()) as { paymentStatus: string };

  /** A shopper's PhonePe checkout up to the redirect; the browser's amount is deliberately wrong. */
  async function initiate(email: string) {
    const { customerId, headers: checkout } = await startCheckout(shop.base, shopper(email));
    const number = orderNumber();
    const res = await shop.post(
      '/api/payments/phonepe/initiate',
      {
        orderId: number,
        amount: 1,
        customerEmail: email,
        customerPhone: '9876543210',
        paymentMethod: 'phonepe',
        customerId,
        shippingAddress: '14 Lodhi Estate',
        shippingCity: 'New Delhi',
        shippingState: 'Delhi',
        shippingPincode: '110003',
        items: [{ productId: 4, productTitle: 'Marigold Geometry', quantity: 2, size: '18x14', medium: 'Museum-Grade Canvas', framing: 'No Frame', unitPrice: 1 }],
      },
      checkout,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; redirectUrl: string; orderNumber: string };
    expect(body).toMatchObject({ success: true, orderNumber: number, redirectUrl: expect.stringContaining('/pay/') });
    return { number, redirectUrl: body.redirectUrl, checkout };
  }

  it('stores the order before the shopper leaves, and charges the server total, not the browser amount', async () => {
    const email = `stored.${Date.now()}@example.in`;
    const { number } = await initiate(email);
    const tracked = (await (await fetch(`${shop.base}/api/orders/track/${number}?email=${email}`)).json()) as Record<string, unknown>;
    // 575 MRP → 518 (517.5 up) discounted, two of them, + 18% GST = 1222.48
    expect(tracked).toMatchObject({ orderNumber: number, paymentMethod: 'phonepe', paymentStatus: 'pending', totalAmount: 1222.48 });
    const atPhonePe = (await (await control(`/orders/${number}`)).json()) as { amount: number };
    expect(atPhonePe.amount).toBe(122248);
  });

  it('marks paid on the webhook after the shopper presses Pay, and sends a confirmation and a receipt', async () => {
    const email = `paid.${Date.now()}@example.in`;
    const { number, redirectUrl, checkout } = await initiate(email);
    const page = await fetch(redirectUrl);
    expect(await page.text()).toContain('₹1,222.48');
    const pressed = await fetch(redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(`http://shop.test/payment-success?order=${number}`);

    const emails = await until(async () => {
      const found = await emailsTo(email);
      return found.length >= 2 ? found : undefined;
    }, 'the confirmation and payment emails');
    expect(emails.map((e) => e.subject).sort()).toEqual([`Payment received for order ${number}`, `Your order ${number} is confirmed`]);
    expect(await confirm(number, checkout)).toEqual({ orderNumber: number, paymentStatus: 'paid' });

    // Paid confirms the order, and the tracking steps read the real states.
    const tracked = (await (await fetch(`${shop.base}/api/orders/track/${number}?email=${email}`)).json()) as {
      status: string;
      progress: Array<{ label: string; done: boolean }>;
    };
    expect(tracked.status).toBe('confirmed');
    expect(tracked.progress.filter((step) => step.done).map((step) => step.label)).toEqual(['Order Placed', 'Payment Confirmed']);
  });

  it('marks paid from the status API when the webhook is lost and the shopper comes back', async () => {
    const email = `polled.${Date.now()}@example.in`;
    const { number, checkout } = await initiate(email);
    await control(`/orders/${number}/complete`, { webhook: false });
    expect(await confirm(number, checkout)).toEqual({ orderNumber: number, paymentStatus: 'paid' });
  });

  it('marks a declined payment failed, and confirms nothing to the shopper', async () => {
    const email = `declined.${Date.now()}@example.in`;
    const { number, checkout } = await initiate(email);
    await control(`/orders/${number}/fail`, {});
    await until(async () => ((await confirm(number, checkout)).paymentStatus === 'failed' ? true : undefined), 'payment marked failed');
    await new Promise((r) => setTimeout(r, 1000));
    expect(await emailsTo(email)).toEqual([]);
  });

  it('completes a payment left pending through reconciliation, without webhook or shopper', async () => {
    const email = `pending.${Date.now()}@example.in`;
    const { number, redirectUrl } = await initiate(email);
    await fetch(redirectUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pending', redirect: 'manual' });
    await control(`/orders/${number}/complete`, { webhook: false });
    const track = async () => (await (await fetch(`${shop.base}/api/orders/track/${number}?email=${email}`)).json()) as { paymentStatus: string };
    await until(async () => ((await track()).paymentStatus === 'paid' ? true : undefined), 'payment learnt from the status API', 15_000);
  });

  it('refuses a forged webhook, and never marks paid for another amount', async () => {
    const email = `forged.${Date.now()}@example.in`;
    const { number } = await initiate(email);
    const body = (amount: number) => ({ event: 'checkout.order.completed', payload: { merchantOrderId: number, orderId: 'OMO1', state: 'COMPLETED', amount } });

    const forged = await shop.post('/api/payments/phonepe/webhook', body(122248), { authorization: createHash('sha256').update('guess:guess').digest('hex') });
    expect(forged.status).toBe(401);
    const missing = await shop.post('/api/payments/phonepe/webhook', body(122248));
    expect(missing.status).toBe(401);

    const wrongAmount = await shop.post('/api/payments/phonepe/webhook', body(100), { authorization: WEBHOOK_AUTH });
    expect(wrongAmount.status).toBe(200);
    const track = (await (await fetch(`${shop.base}/api/orders/track/${number}?email=${email}`)).json()) as { paymentStatus: string };
    expect(track.paymentStatus).toBe('pending');
  });

  it('changes nothing when a webhook is replayed', async () => {
    const email = `replay.${Date.now()}@example.in`;
    const { number, checkout } = await initiate(email);
    await control(`/orders/${number}/complete`, {});
    await until(async () => ((await emailsTo(email)).length >= 2 ? true : undefined), 'the confirmation and payment emails');
    await control(`/webhooks/${number}/replay`, {});
    await control(`/webhooks/${number}/replay`, {});
    await new Promise((r) => setTimeout(r, 1500));
    expect(await emailsTo(email)).toHaveLength(2);
    expect(await confirm(number, checkout)).toMatchObject({ paymentStatus: 'paid' });
  });
});
