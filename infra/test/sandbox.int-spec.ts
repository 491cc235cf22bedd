import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_SECRETS, webhookAuthorization } from '@shop/testing';
import { readSandboxEnvironment, sandboxOptionsFrom, type SandboxOptions } from '../sandbox/src/config';
import { startSandbox, type RunningSandbox } from '../sandbox/src/create-sandbox';

// The provider sandbox over real HTTP, driven the way the shop and a browser drive it.

const CLIENT = { client_id: 'SANDBOX_CLIENT', client_version: '1', client_secret: TEST_SECRETS.PHONEPE_CLIENT_SECRET, grant_type: 'client_credentials' };
const WEBHOOK_AUTHORIZATION = webhookAuthorization();
const GOOGLE_CLIENT_ID = 'sandbox-client.apps.googleusercontent.com';
const SHOP = 'http://localhost:8080';

interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: { event: string; payload: Record<string, unknown> };
}

/**
 * The merchant's webhook endpoint: records what arrives and answers the next scripted status
 * (then 200), at once or, when scripted to hold, only once the test opens the gate it was given.
 */
class MerchantWebhook {
  readonly received: ReceivedWebhook[] = [];
  /** How many webhooks the merchant has answered. */
  answered = 0;
  private answers: number[] = [];
  private gate: Promise<void> = Promise.resolve();
  private readonly server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      this.received.push({ headers: req.headers, body: JSON.parse(raw) });
      void this.gate.then(() => {
        this.answered += 1;
        res.writeHead(this.answers.shift() ?? 200).end();
      });
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/payments/phonepe/webhook`;
  }

  /** The statuses of the next answers; with `until`, no webhook is answered before it settles. */
  script(answers: number[], until: Promise<void> = Promise.resolve()): void {
    this.answers = answers;
    this.gate = until;
  }

  for(merchantOrderId: string): ReceivedWebhook[] {
    return this.received.filter((webhook) => webhook.body.payload.merchantOrderId === merchantOrderId);
  }

  async waitFor(merchantOrderId: string, count = 1): Promise<ReceivedWebhook[]> {
    const deadline = Date.now() + 5000;
    while (this.for(merchantOrderId).length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} webhook(s) for ${merchantOrderId}, got ${this.for(merchantOrderId).length}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.for(merchantOrderId);
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const unescapeHtml = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity] ?? '');

let orderSequence = 0;
const nextMerchantOrderId = () => `ORD-${Date.now() % 1_000_000}-${++orderSequence}`;

describe('provider sandbox over HTTP', () => {
  const merchant = new MerchantWebhook();
  let options: SandboxOptions;
  let sandbox: RunningSandbox;
  let base: string;

  beforeAll(async () => {
    const env = readSandboxEnvironment({ ...TEST_SECRETS, PHONEPE_WEBHOOK_URL: await merchant.start() });
    options = sandboxOptionsFrom(env);
    options.phonepe.webhook.retryDelaysMs = [50, 50];
    sandbox = await startSandbox(options, { port: 0 });
    base = sandbox.url;
  });

  afterAll(async () => {
    await sandbox.stop();
    await merchant.stop();
  });

  async function accessToken(sandboxUrl = base): Promise<string> {
    const response = await fetch(`${sandboxUrl}/apis/pg-sandbox/v1/oauth/token`, { method: 'POST', body: new URLSearchParams(CLIENT) });
    expect(response.status).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  async function pay(token: string, body: Record<string, unknown>, sandboxUrl = base): Promise<Response> {
    return fetch(`${sandboxUrl}/apis/pg-sandbox/checkout/v2/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `O-Bearer ${token}` },
      body: JSON.stringify(body),
    });
  }

  const payBody = (merchantOrderId: string, amount = 1234567) => ({
    merchantOrderId,
    amount,
    expireAfter: 1200,
    metaInfo: { udf1: 'curated-art-shop' },
    paymentFlow: { type: 'PG_CHECKOUT', message: 'Art prints', merchantUrls: { redirectUrl: `${SHOP}/payment-success?order=${merchantOrderId}` } },
  });

  async function status(token: string, merchantOrderId: string): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${base}/apis/pg-sandbox/checkout/v2/order/${merchantOrderId}/status`, { headers: { Authorization: `O-Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** Opens the hosted pay page as a browser would and presses one of its buttons. */
  async function pressOnPayPage(redirectUrl: string, action: 'pay' | 'decline' | 'pending'): Promise<Response> {
    const html = await (await fetch(redirectUrl)).text();
    const formAction = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
    expect(formAction).toBeDefined();
    expect(html).toContain(`name="action" value="${action}"`);
    return fetch(new URL(unescapeHtml(formAction!), redirectUrl), { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });
  }

  async function newOrder(token: string, merchantOrderId = nextMerchantOrderId(), amount?: number) {
    const response = await pay(token, payBody(merchantOrderId, amount));
    expect(response.status).toBe(200);
    return { merchantOrderId, ...((await response.json()) as { orderId: string; state: string; expireAt: number; redirectUrl: string }) };
  }

  describe('PhonePe Standard Checkout', () => {
    it('takes an order from token to paid: pay page, Pay, redirect, status COMPLETED and a signed webhook', async () => {
      const token = await accessToken();
      const order = await newOrder(token);
      expect(order).toMatchObject({ orderId: expect.stringMatching(/^OMO\d{22}$/), state: 'PENDING', expireAt: expect.any(Number) });
      expect(order.redirectUrl).toBe(`${base}/pay/${order.orderId}`);

      const page = await fetch(order.redirectUrl);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${SHOP}`);
      const html = await page.text();
      expect(html).toContain(order.merchantOrderId);
      expect(html).toContain('₹12,345.67');
      expect(html).not.toContain('<script');
      for (const label of ['>Pay<', '>Decline<', '>Leave Pending<']) expect(html).toContain(label);

      const pressed = await pressOnPayPage(order.redirectUrl, 'pay');
      expect(pressed.status).toBe(303);
      expect(pressed.headers.get('location')).toBe(`${SHOP}/payment-success?order=${order.merchantOrderId}`);

      const { status: code, body } = await status(token, order.merchantOrderId);
      expect(code).toBe(200);
      expect(body).toMatchObject({
        orderId: order.orderId,
        state: 'COMPLETED',
        amount: 1234567,
        expireAt: order.expireAt,
        metaInfo: { udf1: 'curated-art-shop' },
        paymentDetails: [{ paymentMode: 'UPI_QR', transactionId: expect.stringMatching(/^OM\d{22}$/), timestamp: expect.any(Number), amount: 1234567, state: 'COMPLETED' }],
      });

      const [webhook] = await merchant.waitFor(order.merchantOrderId);
      expect(webhook.headers.authorization).toBe(WEBHOOK_AUTHORIZATION);
      expect(webhook.headers['content-type']).toBe('application/json');
      expect(webhook.body).toEqual({
        event: 'checkout.order.completed',
        payload: expect.objectContaining({ merchantOrderId: order.merchantOrderId, orderId: order.orderId, state: 'COMPLETED', amount: 1234567, expireAt: order.expireAt }),
      });
      expect(webhook.body.payload.paymentDetails).toEqual(body.paymentDetails);
    });

    it('records Decline as FAILED and sends checkout.order.failed', async () => {
      const token = await accessToken();
      const order = await newOrder(token);
      const pressed = await pressOnPayPage(order.redirectUrl, 'decline');
      expect(pressed.status).toBe(303);
      expect(pressed.headers.get('location')).toBe(`${SHOP}/payment-success?order=${order.merchantOrderId}`);
      expect((await status(token, order.merchantOrderId)).body).toMatchObject({ state: 'FAILED', errorCode: 'AUTHORIZATION_ERROR', paymentDetails: [{ state: 'FAILED' }] });
      const [webhook] = await merchant.waitFor(order.merchantOrderId);
      expect(webhook.body).toMatchObject({ event: 'checkout.order.failed', payload: { state: 'FAILED', amount: 1234567 } });
    });

    it('leaves an order PENDING without a webhook, until it is completed later (as reconciliation would find)', async () => {
      const token = await accessToken();
      const order = await newOrder(token);
      expect((await pressOnPayPage(order.redirectUrl, 'pending')).status).toBe(303);
      expect((await status(token, order.merchantOrderId)).body).toMatchObject({ state: 'PENDING', paymentDetails: [{ state: 'PENDING' }] });
      await sleep(150);
      expect(merchant.for(order.merchantOrderId)).toEqual([]);

      const completed = await fetch(`${base}/__sandbox/phonepe/orders/${order.merchantOrderId}/complete`, { method: 'POST' });
      expect(completed.status).toBe(200);
      expect((await status(token, order.merchantOrderId)).body).toMatchObject({ state: 'COMPLETED', paymentDetails: [{ state: 'COMPLETED' }] });
      expect((await merchant.waitFor(order.merchantOrderId))[0].body.event).toBe('checkout.order.completed');
    });

    it('shows a settled order without buttons and ignores a stale form post', async () => {
      const token = await accessToken();
      const order = await newOrder(token);
      await pressOnPayPage(order.redirectUrl, 'pay');
      const html = await (await fetch(order.redirectUrl)).text();
      expect(html).not.toContain('<form');
      const stale = await fetch(order.redirectUrl, { method: 'POST', body: new URLSearchParams({ action: 'decline' }), redirect: 'manual' });
      expect(stale.status).toBe(303);
      expect((await status(token, order.merchantOrderId)).body.state).toBe('COMPLETED');
    });

    it('does not hold the browser while the merchant is slow to take the webhook, and retries a refusal', async () => {
      let open!: () => void;
      merchant.script([500, 200], new Promise<void>((resolve) => (open = resolve)));
      try {
        const token = await accessToken();
        const order = await newOrder(token);
        const answeredBefore = merchant.answered;
        expect((await pressOnPayPage(order.redirectUrl, 'pay')).status).toBe(303);
        // The shopper is sent on while the merchant has not answered the webhook yet.
        expect(merchant.answered).toBe(answeredBefore);
        open();
        const webhooks = await merchant.waitFor(order.merchantOrderId, 2);
        expect(webhooks.map((webhook) => webhook.body)).toEqual([webhooks[0].body, webhooks[0].body]);
      } finally {
        merchant.script([]);
      }
    });

    it('simulates a lost webhook, then replays it on request', async () => {
      const token = await accessToken();
      const order = await newOrder(token);
      const control = await fetch(`${base}/__sandbox/phonepe/orders/${order.merchantOrderId}/complete`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ webhook: false }),
      });
      expect(control.status).toBe(200);
      expect((await status(token, order.merchantOrderId)).body.state).toBe('COMPLETED');
      await sleep(150);
      expect(merchant.for(order.merchantOrderId)).toEqual([]);

      const replay = await fetch(`${base}/__sandbox/phonepe/webhooks/${order.merchantOrderId}/replay`, { method: 'POST' });
      expect(await replay.json()).toMatchObject({ event: 'checkout.order.completed', delivery: { status: 200 } });
      const [webhook] = merchant.for(order.merchantOrderId);
      expect(webhook.headers.authorization).toBe(WEBHOOK_AUTHORIZATION);
      expect((await fetch(`${base}/__sandbox/phonepe/webhooks/${order.merchantOrderId}/replay`, { method: 'POST' })).status).toBe(200);
      expect(merchant.for(order.merchantOrderId)).toHaveLength(2);

      const state = (await (await fetch(`${base}/__sandbox/phonepe/orders/${order.merchantOrderId}`)).json()) as Record<string, unknown>;
      expect(state).toMatchObject({ state: 'COMPLETED', webhooks: [{ suppressed: true, delivered: true, deliveries: [{ status: 200 }, { status: 200 }] }] });
      expect((await fetch(`${base}/__sandbox/phonepe/orders/${order.merchantOrderId}/fail`, { method: 'POST' })).status).toBe(409);
    });

    it('answers a repeated merchantOrderId with the same order, and refuses it with another amount', async () => {
      const token = await accessToken();
      const order = await newOrder(token);
      const again = await newOrder(token, order.merchantOrderId);
      expect(again.orderId).toBe(order.orderId);
      const conflicting = await pay(token, payBody(order.merchantOrderId, 999));
      expect(conflicting.status).toBe(409);
      expect(await conflicting.json()).toMatchObject({ code: 'DUPLICATE_MERCHANT_ORDER_ID' });
    });

    it('refuses invalid input with 400 and names the fields', async () => {
      const token = await accessToken();
      const response = await pay(token, { ...payBody('ORD 1'), amount: 99 });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { code: string; context: { issues: Array<{ field: string }> } };
      expect(body.code).toBe('BAD_REQUEST');
      expect(body.context.issues.map((issue) => issue.field).sort()).toEqual(['amount', 'merchantOrderId']);
      const notJson = await fetch(`${base}/apis/pg-sandbox/checkout/v2/pay`, { method: 'POST', headers: { Authorization: `O-Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{' });
      expect(notJson.status).toBe(400);
    });

    it('answers an unknown order with 404 ORDER_NOT_FOUND', async () => {
      const { status: code, body } = await status(await accessToken(), 'ORD-never-created');
      expect(code).toBe(404);
      expect(body).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    });

    it('refuses wrong credentials and calls without a valid O-Bearer token with 401', async () => {
      const wrong = await fetch(`${base}/apis/pg-sandbox/v1/oauth/token`, { method: 'POST', body: new URLSearchParams({ ...CLIENT, client_secret: 'guess' }) });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toMatchObject({ code: 'AUTHORIZATION_FAILED' });
      const token = await accessToken();
      for (const authorization of [undefined, `Bearer ${token}`, 'O-Bearer made-up']) {
        const response = await fetch(`${base}/apis/pg-sandbox/checkout/v2/pay`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
          body: JSON.stringify(payBody(nextMerchantOrderId())),
        });
        expect(response.status).toBe(401);
      }
    });

    it('refuses a token once it has expired', async () => {
      const shortLived = await startSandbox({ ...options, phonepe: { ...options.phonepe, tokenTtlSeconds: 1 } }, { port: 0 });
      try {
        const token = await accessToken(shortLived.url);
        expect((await pay(token, payBody(nextMerchantOrderId()), shortLived.url)).status).toBe(200);
        await sleep(1100);
        const expired = await pay(token, payBody(nextMerchantOrderId()), shortLived.url);
        expect(expired.status).toBe(401);
        expect(await expired.json()).toMatchObject({ code: 'AUTHORIZATION_FAILED', message: expect.stringMatching(/expired/i) });
      } finally {
        await shortLived.stop();
      }
    });
  });

  describe('Google sign-in', () => {
    const redirectUri = `${SHOP}/auth/google/callback`;
    const consentUrl = (change: Record<string, string> = {}) =>
      `${base}/o/oauth2/v2/auth?${new URLSearchParams({ client_id: GOOGLE_CLIENT_ID, redirect_uri: redirectUri, response_type: 'token', scope: 'openid profile email', state: 'xyz 1', ...change })}`;

    /** Opens the consent page and picks an account, returning the parameters the SPA reads from the fragment. */
    async function signIn(email: string): Promise<URLSearchParams> {
      const page = await fetch(consentUrl());
      expect(page.status).toBe(200);
      const html = await page.text();
      const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [m[1], unescapeHtml(m[2])]));
      expect(html).toContain(`name="account" value="${email}"`);
      const chosen = await fetch(`${base}/o/oauth2/v2/auth`, { method: 'POST', body: new URLSearchParams({ ...fields, account: email }), redirect: 'manual' });
      expect(chosen.status).toBe(303);
      const location = new URL(chosen.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
      return new URLSearchParams(location.hash.slice(1));
    }

    const tokenInfo = async (token: string) => {
      const response = await fetch(`${base}/oauth2/v3/tokeninfo?access_token=${encodeURIComponent(token)}`);
      return { status: response.status, body: (await response.json()) as Record<string, string> };
    };
    const userInfo = async (token: string) => {
      const response = await fetch(`${base}/oauth2/v3/userinfo`, { headers: { Authorization: `Bearer ${token}` } });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const mint = async (body: Record<string, unknown>) => {
      const response = await fetch(`${base}/__sandbox/google/tokens`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      expect(response.status).toBe(201);
      return ((await response.json()) as { access_token: string }).access_token;
    };

    it('signs in through the consent page: token in the fragment, then tokeninfo and userinfo describe the account', async () => {
      const fragment = await signIn('aditi@example.in');
      expect(fragment.get('token_type')).toBe('Bearer');
      expect(fragment.get('expires_in')).toBe('3599');
      expect(fragment.get('state')).toBe('xyz 1');
      const token = fragment.get('access_token')!;

      const info = await tokenInfo(token);
      expect(info.status).toBe(200);
      expect(info.body).toMatchObject({ aud: GOOGLE_CLIENT_ID, azp: GOOGLE_CLIENT_ID, email: 'aditi@example.in', email_verified: 'true', access_type: 'online' });
      expect(Number(info.body.exp)).toBeGreaterThan(Date.now() / 1000);

      const profile = await userInfo(token);
      expect(profile).toEqual({
        status: 200,
        body: { sub: info.body.sub, name: 'Aditi Verma', given_name: 'Aditi', family_name: 'Verma', picture: expect.any(String), email: 'aditi@example.in', email_verified: true },
      });
      const picture = await fetch(profile.body.picture as string);
      expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    });

    it('keeps the same subject id for the same person across sign-ins', async () => {
      const first = await tokenInfo((await signIn('rahul@example.in')).get('access_token')!);
      const second = await tokenInfo(await mint({ email: 'rahul@example.in' }));
      expect(second.body.sub).toBe(first.body.sub);
    });

    it('reports an unverified email as such', async () => {
      const token = (await signIn('kiran.unverified@example.in')).get('access_token')!;
      expect((await tokenInfo(token)).body).toMatchObject({ email: 'kiran.unverified@example.in', email_verified: 'false' });
      expect((await tokenInfo(await mint({ email: 'aditi@example.in', emailVerified: false }))).body.email_verified).toBe('false');
    });

    it('shows the audience of a token minted for another app (the shop must refuse it), and refuses that client at consent', async () => {
      const token = await mint({ email: 'aditi@example.in', clientId: 'another-app.apps.googleusercontent.com' });
      expect((await tokenInfo(token)).body).toMatchObject({ aud: 'another-app.apps.googleusercontent.com', azp: 'another-app.apps.googleusercontent.com' });
      // userinfo does not check the audience, which is why the shop must ask tokeninfo first.
      expect((await userInfo(token)).status).toBe(200);
      expect((await fetch(consentUrl({ client_id: 'another-app.apps.googleusercontent.com' }))).status).toBe(401);
    });

    it('refuses an expired or made-up token at tokeninfo (400) and userinfo (401)', async () => {
      const expired = await mint({ email: 'aditi@example.in', expiresIn: -1 });
      for (const token of [expired, 'ya29.made-up']) {
        expect(await tokenInfo(token)).toEqual({ status: 400, body: { error: 'invalid_token', error_description: 'Invalid Value' } });
        expect((await userInfo(token)).status).toBe(401);
      }
    });

    it('never redirects a token to an unregistered place, and reports a cancelled consent', async () => {
      const elsewhere = await fetch(consentUrl({ redirect_uri: 'https://attacker.example/steal' }), { redirect: 'manual' });
      expect(elsewhere.status).toBe(400);
      expect(await elsewhere.text()).toContain('redirect_uri_mismatch');

      const fields = { client_id: GOOGLE_CLIENT_ID, redirect_uri: redirectUri, response_type: 'token', scope: 'openid email', state: 's1', cancel: '1' };
      const cancelled = await fetch(`${base}/o/oauth2/v2/auth`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
      expect(cancelled.headers.get('location')).toBe(`${redirectUri}#error=access_denied&state=s1`);
    });
  });
});
