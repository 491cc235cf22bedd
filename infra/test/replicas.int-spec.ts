import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { GetPrice, PlaceOrder, UpsertCustomer } from '@shop/contracts';
import { dropDatabase } from '@shop/database';
import { connectNats, RequestClient, type NatsConnection } from '@shop/messaging';
import {
  freePort,
  migrateBuiltService,
  SandboxProcess,
  ServiceProcess,
  startMailSink,
  TEST_NATS_URL,
  shopper,
  uniqueDatabaseUrl,
  until,
  type MailSink,
} from '@shop/testing';
import { scrape, total } from './support/prometheus';

// Replicas of a service as separate processes on one NATS: requests are split between them by
// the service's queue group and answered once; events are consumed once by the replicas of a
// durable consumer, and the correlation id of the request that placed an order reaches its email.

const WITH_DATABASES = ['catalog', 'pricing', 'customer', 'order'] as const;
const run = randomBytes(3).toString('hex');

/** The `shop_checkout=…` cookie a customer answer sets: the browser sends it with the order and the payment. */
function checkoutCookie(res: Response): string {
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('shop_checkout=') && pair.length > 'shop_checkout='.length);
  if (!cookie) throw new Error('POST /api/customers set no checkout cookie');
  return cookie;
}

describe('replicas', () => {
  const databases = Object.fromEntries(WITH_DATABASES.map((name) => [name, uniqueDatabaseUrl(name)]));
  const processes: ServiceProcess[] = [];
  let mail: MailSink;
  let sandbox: SandboxProcess;
  let nc: NatsConnection;
  let client: RequestClient;
  let pricing: ServiceProcess[];
  let notification: ServiceProcess[];
  let order: ServiceProcess;
  let gateway: ServiceProcess;
  let gatewayUrl: string;

  async function service(name: string, env: Record<string, string> = {}) {
    const child = new ServiceProcess(
      name,
      { NATS_URL: TEST_NATS_URL, LOG_LEVEL: 'info', STOREFRONT_URL: 'http://shop.test', ...env },
      await freePort(),
    );
    processes.push(child);
    return child;
  }

  beforeAll(async () => {
    await Promise.all(WITH_DATABASES.map((name) => migrateBuiltService(name, databases[name])));
    mail = await startMailSink();
    const gatewayPort = await freePort();
    gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    sandbox = new SandboxProcess({ PHONEPE_WEBHOOK_URL: `${gatewayUrl}/api/payments/phonepe/webhook` });
    const sandboxUrl = await sandbox.start();
    const own = (name: (typeof WITH_DATABASES)[number], env: Record<string, string> = {}) =>
      service(name, { DATABASE_URL: databases[name], ...env });
    const notificationEnv = { SMTP_PORT: String(mail.smtpPort), QUEUE_PREFIX: `test-replicas-${run}` };
    pricing = [await own('pricing'), await own('pricing')];
    notification = [await service('notification', notificationEnv), await service('notification', notificationEnv)];
    await own('catalog');
    await own('customer');
    order = await own('order', { PHONEPE_BASE_URL: `${sandboxUrl}/apis/pg-sandbox` });
    gateway = new ServiceProcess(
      'gateway',
      { NATS_URL: TEST_NATS_URL, NODE_ENV: 'test', LOG_LEVEL: 'info', PORT: String(gatewayPort) },
      await freePort(),
      'gateway/dist/main.js',
    );
    processes.push(gateway);
    await Promise.all(processes.map((child) => child.start()));
    nc = await connectNats(TEST_NATS_URL, 'replicas-test-client');
    client = new RequestClient(nc, 10_000);
  }, 120_000);

  afterAll(async () => {
    await nc?.close();
    await Promise.all(processes.map((child) => child.stop()));
    await mail?.stop();
    await sandbox?.stop();
    for (const url of Object.values(databases)) await dropDatabase(url);
  });

  it('splits requests between two pricing replicas and answers each request once', async () => {
    const answered = async (replica: ServiceProcess) =>
      total(await scrape(replica.healthPort), 'rpc_server_requests_total', { subject: GetPrice.subject });
    const before = await Promise.all(pricing.map(answered));

    const count = 300;
    const mediums = ['Museum-Grade Canvas', 'Fine Art Paper'];
    const replies = [];
    for (let start = 0; start < count; start += 30) {
      // 30 at a time: enough concurrency for both replicas to be busy at once.
      const batch = Array.from({ length: Math.min(30, count - start) }, (_, i) =>
        client.request(
          GetPrice,
          { productName: 'Monsoon Reverie', size: '18X14', medium: mediums[(start + i) % 2] },
          { correlationId: `price-${start + i}` },
        ),
      );
      replies.push(...(await Promise.all(batch)));
    }
    expect(replies).toHaveLength(count);
    for (const reply of replies) expect(reply).toMatchObject({ source: 'product', finalPrice: expect.any(Number) });

    const served = (await Promise.all(pricing.map(answered))).map((after, index) => after - before[index]);
    // Both took a share, and together they answered each request exactly once.
    expect(served[0]).toBeGreaterThan(0);
    expect(served[1]).toBeGreaterThan(0);
    expect(served[0] + served[1]).toBe(count);
  });

  it('consumes each order event once with two notification replicas: one email per order, carrying its correlation id', async () => {
    const email = `replicas.${run}@example.in`;
    const { id: customerId } = await client.request(
      UpsertCustomer,
      shopper(email),
      { correlationId: `customer-${run}` },
    );
    const count = 20;
    const orders = Array.from({ length: count }, (_, i) => ({ number: `ORD-R${run}${i}`.toUpperCase(), correlationId: `checkout-${run}-${i}` }));
    await Promise.all(
      orders.map(({ number, correlationId }) =>
        client.request(
          PlaceOrder,
          {
            customerId,
            orderNumber: number,
            paymentMethod: 'cod',
            shippingAddress: '14 Lodhi Estate',
            shippingCity: 'New Delhi',
            shippingState: 'Delhi',
            shippingPincode: '110003',
            shippingCountry: 'India',
            items: [{ productId: 1, productTitle: 'Monsoon Reverie', quantity: 1, size: '18x14', medium: 'Fine Art Paper', framing: 'No Frame' }],
          },
          // Straight to the order service, as the gateway asks it: for the browser checkout that created this customer.
          { correlationId, checkout: { id: `replicas-checkout-${run}`, customerId } },
        ),
      ),
    );

    const emails = await until(async () => {
      const found = (await mail.emails()).filter((message) => message.to.some((to) => to.address === email));
      return found.length >= count ? found : undefined;
    }, `${count} confirmation emails`);
    // One email per order, none twice.
    expect(emails.map((message) => message.subject).sort()).toEqual(
      orders.map(({ number }) => `Your order ${number} is confirmed`).sort(),
    );

    const handled = await Promise.all(
      notification.map(async (replica) =>
        total(await scrape(replica.healthPort), 'events_consumed_total', { subject: 'order.placed.v1', outcome: 'handled' }),
      ),
    );
    expect(handled[0] + handled[1]).toBe(count);

    // The order service reports orders by payment state, and its outbox has caught up.
    const orderMetrics = await scrape(order.healthPort);
    expect(total(orderMetrics, 'orders_by_payment_status', { payment_status: 'pending', payment_method: 'cod' })).toBe(count);
    expect(orderMetrics.map((sample) => sample.name)).toEqual(expect.arrayContaining(['outbox_lag_seconds', 'outbox_pending_events']));

    // The id each order was placed with travelled gateway → order → outbox → JetStream →
    // notification → email job → the email's headers and the worker's log line.
    for (const { number, correlationId } of orders) {
      const message = emails.find((candidate) => candidate.subject === `Your order ${number} is confirmed`)!;
      expect(message.headers['x-correlation-id']).toBe(correlationId);
      const logLines = notification
        .flatMap((replica) => replica.logs.split('\n'))
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg?: string; correlationId?: string; service?: string });
      expect(logLines).toContainEqual(
        expect.objectContaining({ service: 'notification', correlationId, msg: `Sent the order-confirmation of ${number}` }),
      );
    }
  });

  it('carries the x-correlation-id of an order placed through the gateway into every log line about it and its email', async () => {
    const email = `traced.${run}@example.in`;
    const correlationId = `trace-${run}`;
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${gatewayUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-correlation-id': correlationId, ...headers },
        body: JSON.stringify(body),
      });
    const customer = await post('/api/customers', {
      firstName: 'Kiran',
      lastName: 'Rao',
      email,
      phone: '+91 98765 43210',
      address: '7 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
      country: 'India',
    });
    expect(customer.status).toBe(200);
    const number = `ORD-T${run}`.toUpperCase();
    const placed = await post(
      '/api/orders',
      {
        customerId: ((await customer.json()) as { id: number }).id,
        orderNumber: number,
        paymentMethod: 'cod',
        shippingAddress: '7 MG Road',
        shippingCity: 'Bengaluru',
        shippingState: 'Karnataka',
        shippingPincode: '560001',
        shippingCountry: 'India',
        items: [{ productId: 1, productTitle: 'Monsoon Reverie', quantity: 1, size: '18x14', medium: 'Fine Art Paper', framing: 'No Frame' }],
      },
      { cookie: checkoutCookie(customer) },
    );
    expect(placed.status).toBe(200);
    expect(placed.headers.get('x-correlation-id')).toBe(correlationId);

    const [message] = await until(async () => {
      const found = (await mail.emails()).filter((candidate) => candidate.to.some((to) => to.address === email));
      return found.length > 0 ? found : undefined;
    }, 'the confirmation email');
    expect(message.headers['x-correlation-id']).toBe(correlationId);

    // One id to follow the order in every process's JSON logs: the gateway's request line, the
    // worker's "sent" line.
    const linesWith = (child: ServiceProcess) =>
      child.logs
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { correlationId?: string; msg?: string })
        .filter((line) => line.correlationId === correlationId);
    expect(linesWith(gateway).map((line) => line.msg)).toEqual(['request completed', 'request completed']);
    expect(notification.flatMap(linesWith).map((line) => line.msg)).toContain(`Sent the order-confirmation of ${number}`);
  });

  it('reports payments by state as PhonePe settles them', async () => {
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${gatewayUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const customer = await post('/api/customers', shopper(`payments.${run}@example.in`));
    expect(customer.status).toBe(200);
    // The shopper's browser keeps its checkout cookie and sends it with the payment and its confirmation.
    const checkout = { cookie: checkoutCookie(customer) };
    const { id: customerId } = (await customer.json()) as { id: number };
    const pay = async (number: string, outcome: 'complete' | 'fail') => {
      const initiated = await post(
        '/api/payments/phonepe/initiate',
        {
          orderId: number,
          amount: 1,
          paymentMethod: 'phonepe',
          customerId,
          shippingAddress: '14 Lodhi Estate',
          shippingCity: 'New Delhi',
          shippingState: 'Delhi',
          shippingPincode: '110003',
          items: [{ productId: 1, productTitle: 'Monsoon Reverie', quantity: 1, size: '18x14', medium: 'Fine Art Paper', framing: 'No Frame' }],
        },
        checkout,
      );
      expect(initiated.status).toBe(200);
      // Settled at PhonePe without a webhook: the shop learns it from PhonePe's status API.
      const settled = await fetch(`${sandbox.url}/__sandbox/phonepe/orders/${number}/${outcome}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ webhook: false }),
      });
      expect(settled.status).toBe(200);
      return (await (await post('/api/payments/phonepe/confirm', { orderNumber: number }, checkout)).json()) as { paymentStatus: string };
    };
    const metrics = async () => {
      const samples = await scrape(order.healthPort);
      return {
        paid: total(samples, 'payment_transitions_total', { to: 'paid' }),
        failed: total(samples, 'payment_transitions_total', { to: 'failed' }),
        pending: total(samples, 'orders_by_payment_status', { payment_status: 'pending', payment_method: 'phonepe' }),
        paidOrders: total(samples, 'orders_by_payment_status', { payment_status: 'paid', payment_method: 'phonepe' }),
        failedOrders: total(samples, 'orders_by_payment_status', { payment_status: 'failed', payment_method: 'phonepe' }),
      };
    };
    const before = await metrics();

    expect(await pay(`ORD-P${run}`.toUpperCase(), 'complete')).toMatchObject({ paymentStatus: 'paid' });
    expect(await pay(`ORD-D${run}`.toUpperCase(), 'fail')).toMatchObject({ paymentStatus: 'failed' });

    const after = await metrics();
    expect(after).toEqual({
      paid: before.paid + 1,
      failed: before.failed + 1,
      pending: before.pending,
      paidOrders: before.paidOrders + 1,
      failedOrders: before.failedOrders + 1,
    });
  });

  it('lets a notification replica finish the email in hand on SIGTERM', async () => {
    const email = `in-flight.${run}@example.in`;
    const { id: customerId } = await client.request(
      UpsertCustomer,
      {
        firstName: 'Rahul',
        lastName: 'Menon',
        email,
        phone: '+91 98765 43210',
        address: '2 Marine Drive',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400002',
        country: 'India',
      },
      { correlationId: `customer-in-flight-${run}` },
    );
    // One replica left, so the job is surely in the hands of the one we stop.
    expect(await notification[1].stop('SIGTERM')).toBe(0);
    const [replica] = notification;

    mail.pause();
    try {
      const number = `ORD-F${run}`.toUpperCase();
      await client.request(
        PlaceOrder,
        {
          customerId,
          orderNumber: number,
          paymentMethod: 'cod',
          shippingAddress: '2 Marine Drive',
          shippingCity: 'Mumbai',
          shippingState: 'Maharashtra',
          shippingPincode: '400002',
          shippingCountry: 'India',
          items: [{ productId: 1, productTitle: 'Monsoon Reverie', quantity: 2, size: '18x14', medium: 'Fine Art Paper', framing: 'No Frame' }],
        },
        { correlationId: `in-flight-${run}`, checkout: { id: `in-flight-checkout-${run}`, customerId } },
      );
      // The job is being sent: the SMTP server it talks to is frozen.
      await until(async () => {
        const active = total(await scrape(replica.healthPort), 'email_queue_jobs', { state: 'active' });
        return active > 0 ? active : undefined;
      }, 'an email job in progress');

      const exited = replica.stop('SIGTERM');
      await until(async () => {
        const ready = await fetch(`http://127.0.0.1:${replica.healthPort}/health/ready`).catch(() => null);
        return ready?.status === 503 ? true : undefined;
      }, 'readiness to turn 503 after SIGTERM');
      mail.resume();

      expect(await exited).toBe(0);
      const emails = (await mail.emails()).filter((message) => message.to.some((to) => to.address === email));
      expect(emails.map((message) => message.subject)).toEqual([`Your order ${number} is confirmed`]);
    } finally {
      mail.resume();
    }
  });
});
