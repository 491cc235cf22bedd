import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { shopper, until, webhookAuthorization } from '@shop/testing';
import { codOrderBody, phonePeCheckoutBody, startCheckout, type Checkout } from '../support/checkout';
import { orderNumber, startGateway, startShop, type Shop } from '../support/shop';
import { googleToken, signIn } from '../support/sign-in';

const WEBHOOK_AUTH = webhookAuthorization();
const LIMIT = 3;

// Abuse limits, size limits, headers, cookies, cross-site writes, price tampering and PhonePe
// webhooks, against the whole shop. Cross-user access to wishlists, orders and customers is in
// accounts.int-spec.ts; forged, missing-credential, wrong-amount and replayed webhooks in payments.int-spec.ts.
describe('security', () => {
  let shop: Shop;
  /** A second gateway on the same services: behind no proxy it trusts, served over https, small bodies. */
  let strict: INestApplication;
  let strictBase: string;
  let nextClient = 1;
  /** A client of its own, as a trusted proxy on loopback names it. */
  const client = () => ({ 'x-forwarded-for': `198.51.100.${nextClient++}` });

  beforeAll(async () => {
    const limits = {
      RATE_LIMIT_SIGN_IN_PER_MINUTE: String(LIMIT),
      RATE_LIMIT_ORDERS_PER_MINUTE: String(LIMIT),
      RATE_LIMIT_TRACKING_PER_MINUTE: String(LIMIT),
    };
    shop = await startShop({ gateway: limits });
    strict = await startGateway({
      NATS_URL: shop.natsUrl,
      TRUST_PROXY: '192.0.2.1',
      PUBLIC_URL: 'https://shop.example',
      BODY_LIMIT_BYTES: '4096',
      ...limits,
    });
    strictBase = await strict.getUrl();
  }, 90_000);

  afterAll(async () => {
    await strict?.close();
    await shop?.stop();
  });

  const get = (base: string, path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
  const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const message = async (res: Response) => ((await res.json()) as { message: string }).message;

  /** A guest's checkout: the customer's id, and the checkout cookie its browser sends with the order or payment. */
  const newCustomer = (email: string, headers: Record<string, string> = {}): Promise<Checkout> => startCheckout(shop.base, shopper(email), headers);

  /** What the checkout sends for PhonePe: the order under `orderId`, with the browser's belief of the amount. */
  const phonePeCheckout = (customerId: number, email: string, number = orderNumber()) => ({
    ...phonePeCheckoutBody(customerId, number),
    amount: 1,
    customerEmail: email,
    customerPhone: '9876543210',
  });
  const codOrder = (customerId: number, number = orderNumber()) => codOrderBody(customerId, number);

  /** Answers whether an order with this number is stored, asking as the shopper who placed it. */
  const stored = async (number: string, email: string) => (await get(shop.base, `/api/orders/track/${number}?email=${encodeURIComponent(email)}`, client())).status === 200;

  describe('rate limits per client', () => {
    it('answers the look-up past the limit with 429, a message and Retry-After; another client is unaffected', async () => {
      const me = client();
      for (let i = 0; i < LIMIT; i++) {
        const res = await get(shop.base, '/api/orders/track/ORD-000000?email=a%40b.in', me);
        expect(res.status).toBe(404);
        expect(res.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 1 - i));
      }
      const limited = await get(shop.base, '/api/orders/track/ORD-000000?email=a%40b.in', me);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ statusCode: 429, message: 'Too many order look-ups, please try again in a minute' });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);

      expect((await get(shop.base, '/api/orders/track/ORD-000000?email=a%40b.in', client())).status).toBe(404);
    });

    it('counts a forwarded address only from the proxy itself: a made-up earlier hop does not make a new client', async () => {
      const proxySeen = `203.0.113.${nextClient++}`;
      const answers = [];
      for (let i = 0; i <= LIMIT; i++) {
        const res = await get(shop.base, '/api/orders/track/ORD-000000?email=a%40b.in', { 'x-forwarded-for': `10.9.9.${i}, ${proxySeen}` });
        answers.push(res.status);
      }
      expect(answers).toEqual([404, 404, 404, 429]);
    });

    it('counts the addresses of one IPv6 /64 as one client', async () => {
      const answers = [];
      for (let i = 0; i <= LIMIT; i++) {
        const res = await get(shop.base, '/api/orders/track/ORD-000000?email=a%40b.in', { 'x-forwarded-for': `2001:db8:77:1:${i + 1}::${i + 7}` });
        answers.push(res.status);
      }
      expect(answers).toEqual([404, 404, 404, 429]);
      expect((await get(shop.base, '/api/orders/track/ORD-000000?email=a%40b.in', { 'x-forwarded-for': '2001:db8:77:2::1' })).status).toBe(404);
    });

    it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
      const answers = [];
      for (let i = 0; i <= LIMIT; i++) {
        const res = await get(strictBase, '/api/orders/track/ORD-000000?email=a%40b.in', { 'x-forwarded-for': `203.0.113.${200 + i}` });
        answers.push(res.status);
      }
      expect(answers).toEqual([404, 404, 404, 429]);
    });

    it('limits sign-in attempts before Google is asked: a good token past the limit gets no session', async () => {
      const me = client();
      for (let i = 0; i < LIMIT; i++) {
        const res = await post(shop.base, '/api/auth/google', { access_token: `not-a-token-${i}` }, me);
        expect(res.status).toBe(401);
      }
      const limited = await post(shop.base, '/api/auth/google', { access_token: await googleToken(shop, { email: 'late@example.in' }) }, me);
      expect(limited.status).toBe(429);
      expect(await message(limited)).toBe('Too many sign-in attempts, please try again in a minute');
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(limited.headers.get('set-cookie')).toBeNull();
    });

    it('counts cash-on-delivery and PhonePe orders against one budget, and stores nothing past it', async () => {
      const me = client();
      const email = `budget.${Date.now()}@example.in`;
      const { customerId, headers: checkout } = await newCustomer(email, client());
      const numbers = [orderNumber(), orderNumber(), orderNumber(), orderNumber()];
      expect((await post(shop.base, '/api/orders', codOrder(customerId, numbers[0]), { ...checkout, ...me })).status).toBe(200);
      expect((await post(shop.base, '/api/orders', codOrder(customerId, numbers[1]), { ...checkout, ...me })).status).toBe(200);
      expect((await post(shop.base, '/api/payments/phonepe/initiate', phonePeCheckout(customerId, email, numbers[2]), { ...checkout, ...me })).status).toBe(200);

      const limited = await post(shop.base, '/api/orders', codOrder(customerId, numbers[3]), { ...checkout, ...me });
      expect(limited.status).toBe(429);
      expect(await message(limited)).toBe('Too many orders from this connection, please try again in a minute');
      expect(await Promise.all(numbers.map((n) => stored(n, email)))).toEqual([true, true, true, false]);
    });
  });

  describe('size limits', () => {
    it('answers 413 with a message for an order or a webhook over the limit, and stores nothing', async () => {
      const email = `huge.${Date.now()}@example.in`;
      const { customerId, headers: checkout } = await newCustomer(email, client());
      const number = orderNumber();
      const huge = await post(shop.base, '/api/orders', { ...codOrder(customerId, number), notes: 'x'.repeat(150 * 1024) }, { ...checkout, ...client() });
      expect(huge.status).toBe(413);
      expect(await message(huge)).toBe('Request body is too large');
      expect(await stored(number, email)).toBe(false);

      const webhook = await post(shop.base, '/api/payments/phonepe/webhook', { event: 'checkout.order.completed', padding: 'x'.repeat(150 * 1024) }, { authorization: WEBHOOK_AUTH });
      expect(webhook.status).toBe(413);
      expect(await message(webhook)).toBe('Request body is too large');
    });

    it('takes its limit from BODY_LIMIT_BYTES', async () => {
      const lines = (count: number) => ({ items: Array.from({ length: count }, () => ({ productName: 'Indigo Tides', size: '24x24', quantity: 1 })) });
      expect(JSON.stringify(lines(40)).length).toBeLessThan(4096);
      expect((await post(strictBase, '/api/cart/dynamic-summary', lines(40))).status).toBe(200);
      expect(JSON.stringify(lines(90)).length).toBeGreaterThan(4096);
      const large = await post(strictBase, '/api/cart/dynamic-summary', lines(90));
      expect(large.status).toBe(413);
      expect(await message(large)).toBe('Request body is too large');
    });
  });

  describe('headers and cookies', () => {
    it.each([
      ['an answer', '/api/categories', 200],
      ['an error', '/api/products/abc', 400],
      ['an unknown route', '/api/nothing-here', 404],
    ])('sends the security headers and the content security policy on %s of the API', async (_what, path, status) => {
      const res = await get(shop.base, path);
      expect(res.status).toBe(status);
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect(res.headers.get('x-powered-by')).toBeNull();
    });

    it.each([
      ['/api/products/%C0%AF', 400, 'The address is not valid'],
      [`/api/products/${'9'.repeat(150)}`, 414, 'The address is too long'],
    ])("answers a path Fastify's router cannot take, %s, like any other error, without echoing it", async (path, status, text) => {
      const res = await get(shop.base, path);
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ statusCode: status, message: text, correlationId: res.headers.get('x-correlation-id') });
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('sets the session cookie HttpOnly, SameSite=Lax, for the whole site, and Secure when the shop is served over https', async () => {
      const overHttp = await post(shop.base, '/api/auth/google', { access_token: await googleToken(shop, { email: 'cookie@example.in' }) }, client());
      const plain = overHttp.headers.get('set-cookie') ?? '';
      expect(plain).toMatch(/^shop_session=[^;]+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);

      const overHttps = await post(strictBase, '/api/auth/google', { access_token: await googleToken(shop, { email: 'cookie@example.in' }) });
      expect(overHttps.headers.get('set-cookie')).toMatch(/^shop_session=[^;]+; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    });
  });

  describe('cross-site writes with the session cookie', () => {
    let cookie: string;
    let customerId: number;
    /** Both of the browser's cookies: its session and its checkout's. */
    let cookies: string;

    beforeAll(async () => {
      cookie = await signIn(shop, 'csrf@example.in', client());
      const checkout = await newCustomer('csrf@example.in', client());
      customerId = checkout.customerId;
      cookies = `${cookie}; ${checkout.headers.cookie}`;
      const added = await fetch(`${shop.base}/api/wishlist/3`, { method: 'POST', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
      expect(added.status).toBe(200);
    });

    const wishlist = async () =>
      ((await (await fetch(`${shop.base}/api/wishlist`, { headers: { cookie } })).json()) as Array<{ id: number }>).map((entry) => entry.id);

    it.each([
      ['POST', '/api/wishlist/2', undefined],
      ['DELETE', '/api/wishlist/3', undefined],
      ['POST', '/api/auth/logout', {}],
      ['POST', '/api/customers', 'customer'],
      ['POST', '/api/orders', 'order'],
    ])('refuses %s %s from another site or a sibling site, and changes nothing', async (method, path, body) => {
      const number = orderNumber();
      const payload = body === 'customer' ? { ...shopper('csrf@example.in'), address: 'Changed by another site' } : body === 'order' ? codOrder(customerId, number) : body;
      for (const site of ['cross-site', 'same-site']) {
        const res = await fetch(`${shop.base}${path}`, {
          method,
          headers: { cookie: cookies, 'sec-fetch-site': site, ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...client() },
          body: payload === undefined ? undefined : JSON.stringify(payload),
        });
        expect(res.status).toBe(403);
        expect(await message(res)).toBe('Cross-site request refused');
        expect(res.headers.get('set-cookie')).toBeNull();
      }
      expect(await wishlist()).toEqual([3]);
      expect(await stored(number, 'csrf@example.in')).toBe(false);
      const customer = (await (await fetch(`${shop.base}/api/customers/${customerId}`, { headers: { cookie } })).json()) as { address: string };
      expect(customer.address).toBe('14 Lodhi Estate');
    });

    it('judges an older browser by its Origin, and believes X-Forwarded-Host only from a trusted proxy', async () => {
      const write = (base: string, headers: Record<string, string>) => fetch(`${base}/api/wishlist/5`, { method: 'POST', headers: { cookie, ...headers } });
      expect((await write(shop.base, { origin: 'null' })).status).toBe(403);
      // Behind the trusted proxy (loopback here) the public host is the forwarded one.
      expect((await write(shop.base, { origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' })).status).toBe(200);
      // From anyone else, a forwarded host that matches a foreign Origin proves nothing.
      const strictCookie = await signIn({ ...shop, post: (path, body, headers) => post(strictBase, path, body, headers) }, 'csrf@example.in');
      const spoofed = await fetch(`${strictBase}/api/wishlist/6`, { method: 'POST', headers: { cookie: strictCookie, origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' } });
      expect(spoofed.status).toBe(403);
      expect(await wishlist()).toEqual(expect.not.arrayContaining([6]));
    });
  });

  describe('tampering', () => {
    it('charges server prices whatever the browser says about prices, discounts and totals', async () => {
      const email = `tamper.${Date.now()}@example.in`;
      const { customerId, headers: checkout } = await newCustomer(email, client());
      const honest = await post(shop.base, '/api/orders', codOrder(customerId), { ...checkout, ...client() });
      const expected = (await honest.json()) as { totalAmount: number; priceSummary: unknown; items: unknown[] };

      const number = orderNumber();
      const order = codOrder(customerId, number);
      const tampered = await post(
        shop.base,
        '/api/orders',
        {
          ...order,
          items: order.items.map((item) => ({ ...item, unitPrice: 1, totalPrice: 2, discountedPrice: 0, discountPercent: 100, mrp: 1 })),
          totalAmount: 0.01,
          priceSummary: { basePrice: 1, discountPercentage: 100, discountAmount: 999999, subtotal: 0, gstAmount: 0, total: 0 },
          paymentStatus: 'paid',
          status: 'delivered',
        },
        { ...checkout, ...client() },
      );
      expect(tampered.status).toBe(200);
      expect(await tampered.json()).toMatchObject({
        orderNumber: number,
        status: 'pending',
        paymentStatus: 'pending',
        totalAmount: expected.totalAmount,
        priceSummary: expected.priceSummary,
        items: expected.items,
      });
    });

    it('refuses a field the order does not have, such as a discount code, and stores nothing', async () => {
      const email = `code.${Date.now()}@example.in`;
      const { customerId, headers: checkout } = await newCustomer(email, client());
      const number = orderNumber();
      const res = await post(shop.base, '/api/orders', { ...codOrder(customerId, number), discountCode: 'EVERYTHING-FREE' }, { ...checkout, ...client() });
      expect(res.status).toBe(400);
      expect(await message(res)).toContain('discountCode');
      expect(await stored(number, email)).toBe(false);
    });

    it.each([-1, 0, 1.5, '2', 1e9, null])('refuses an order line with quantity %p and stores nothing', async (quantity) => {
      const email = `quantity.${Date.now()}@example.in`;
      const { customerId, headers: checkout } = await newCustomer(email, client());
      const number = orderNumber();
      const order = codOrder(customerId, number);
      const res = await post(shop.base, '/api/orders', { ...order, items: [{ ...order.items[0], quantity }] }, { ...checkout, ...client() });
      expect(res.status).toBe(400);
      expect(await message(res)).toMatch(/^items\.0\.quantity: /);
      expect(await stored(number, email)).toBe(false);
    });

    it('refuses a quantity written as 1e999, which JSON reads as Infinity', async () => {
      const res = await post(shop.base, '/api/cart/dynamic-summary', '{"items":[{"productName":"Indigo Tides","size":"24x24","quantity":1e999}]}', client());
      expect(res.status).toBe(400);
      expect(await message(res)).toMatch(/^items\.0\.quantity: /);
    });
  });

  describe('PhonePe webhooks', () => {
    const webhook = (number: string, state: string, amount: number) =>
      post(shop.base, '/api/payments/phonepe/webhook', { event: `checkout.order.${state === 'FAILED' ? 'failed' : 'completed'}`, payload: { merchantOrderId: number, orderId: 'OMO1', state, amount } }, { authorization: WEBHOOK_AUTH });
    /** The payment's state as the shopper's browser, back from PhonePe, asks for it (with its checkout cookie). */
    const paymentStatus = async ({ number, checkout }: { number: string; checkout: Record<string, string> }) =>
      ((await (await post(shop.base, '/api/payments/phonepe/confirm', { orderNumber: number }, { ...checkout, ...client() })).json()) as { paymentStatus: string }).paymentStatus;

    async function phonePeOrder(email: string): Promise<{ number: string; checkout: Record<string, string> }> {
      const { customerId, headers: checkout } = await newCustomer(email, client());
      const number = orderNumber();
      const res = await post(shop.base, '/api/payments/phonepe/initiate', phonePeCheckout(customerId, email, number), { ...checkout, ...client() });
      expect(res.status).toBe(200);
      return { number, checkout };
    }

    it('keeps a paid order paid when an authentic webhook later says FAILED', async () => {
      const order = await phonePeOrder(`undo.${Date.now()}@example.in`);
      const { number } = order;
      // 575 MRP → 518 discounted, two of them, + 18% GST = 1222.48 rupees
      expect((await webhook(number, 'COMPLETED', 122248)).status).toBe(200);
      await until(async () => ((await paymentStatus(order)) === 'paid' ? true : undefined), 'payment marked paid');
      expect((await webhook(number, 'FAILED', 122248)).status).toBe(200);
      expect(await paymentStatus(order)).toBe('paid');
    });

    it('refuses a webhook whose amount is not whole paise, or whose order number is not one of ours', async () => {
      const order = await phonePeOrder(`rupees.${Date.now()}@example.in`);
      const { number } = order;
      const inRupees = await webhook(number, 'COMPLETED', 1222.48);
      expect(inRupees.status).toBe(400);
      expect(await message(inRupees)).toBe('The webhook body is not a PhonePe checkout event');
      const notOurs = await webhook('../../admin', 'COMPLETED', 122248);
      expect(notOurs.status).toBe(400);
      expect(await paymentStatus(order)).not.toBe('paid');
    });
  });
});
