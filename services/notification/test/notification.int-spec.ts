import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { OrderPlaced, PaymentConfirmed, type CartSummary, type EventContract, type OrderItem, type PaymentMethod, type PaymentStatus, type OrderStatus } from '@shop/contracts';
import { dropDatabase } from '@shop/database';
import { connectNats, EventPublisher, stampEvent, type EventData, type NatsConnection } from '@shop/messaging';
import { createService } from '@shop/service-runtime';
import {
  freePort,
  migrateBuiltService,
  ServiceProcess,
  startMailSink,
  startPrivateNats,
  TEST_NATS_URL,
  TEST_REDIS_URL,
  uniqueDatabaseUrl,
  uniqueEmail,
  uniqueName,
  until,
  type CapturedEmail,
  type MailSink,
  type PrivateNats,
} from '@shop/testing';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { ORDER_EMAIL_QUEUE, type OrderEmailJob } from '../src/order-emails/order-email.queue';

/** An order as the order service stores it (amounts in paise), for it to answer GetOrder with. */
interface StoredOrder {
  number: string;
  email: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  items: OrderItem[];
  summary: CartSummary;
  paymentReference?: string;
}

const orderNumber = () => `ORD-${Date.now()}${Math.floor(Math.random() * 1e6)}`;

const line = (productId: number, productTitle: string, quantity: number, size: string, medium: string, framing: string, unitPrice: number): OrderItem => ({
  productId,
  productTitle,
  quantity,
  size,
  medium,
  framing,
  unitPrice,
  totalPrice: unitPrice * quantity,
  internalImageName: `${productTitle.toLowerCase().replace(/ /g, '-')}.tif`,
});

/** 2 × ₹176 and 1 × ₹720 (MRP ₹1,190, less 10%), plus 18% GST: ₹1,264.96. */
const cashOnDelivery = (email: string): StoredOrder => ({
  number: orderNumber(),
  email,
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'cod',
  items: [
    line(1, 'Monsoon Reverie', 2, '18X14', 'Museum-Grade Canvas', 'No Frame', 17600),
    line(4, 'Marigold Geometry', 1, '27X21', 'Fine Art Paper', 'Black Frame', 72000),
  ],
  summary: { basePrice: 119000, discountPercentage: 10, discountAmount: 11800, subtotal: 107200, gstRate: 18, gstAmount: 19296, total: 126496 },
});

/** A PhonePe order of more than a lakh, paid: ₹1,24,737.80. */
const paidWithPhonePe = (email: string): StoredOrder => ({
  number: orderNumber(),
  email,
  status: 'confirmed',
  paymentStatus: 'paid',
  paymentMethod: 'phonepe',
  paymentReference: 'OMO2511241230450001234567',
  items: [
    line(8, 'Royal Peacock Durbar', 30, '48X48', 'Museum-Grade Canvas', 'Metal (Champagne Gold)', 351900),
    line(1, 'Monsoon Reverie', 1, '18X14', 'Fine Art Paper', 'No Frame', 14000),
  ],
  summary: { basePrice: 11745600, discountPercentage: 10, discountAmount: 1174600, subtotal: 10571000, gstRate: 18, gstAmount: 1902780, total: 12473780 },
});

describe('notification service', () => {
  const orderDbUrl = uniqueDatabaseUrl('order');
  // Jobs and sent-markers of this suite alone: another stack's worker on the same Redis must not take them.
  const queuePrefix = uniqueName('notification-test');
  let privateNats: PrivateNats | null = null;
  let mail: MailSink;
  let orderService: ServiceProcess;
  let orderDb: DataSource;
  let notification: INestApplication;
  let nc: NatsConnection;
  let publisher: EventPublisher;

  beforeAll(async () => {
    // A NATS server of the suite's own: the notification's durable consumers (fixed names) start
    // from the first event in the stream, which must be this suite's, not another suite's order ids.
    privateNats = await startPrivateNats();
    const natsUrl = privateNats?.url ?? TEST_NATS_URL;
    mail = await startMailSink();
    await migrateBuiltService('order', orderDbUrl);
    orderDb = new DataSource({ type: 'postgres', url: orderDbUrl });
    await orderDb.initialize();
    orderService = new ServiceProcess('order', { NATS_URL: natsUrl, DATABASE_URL: orderDbUrl, LOG_LEVEL: 'warn' }, await freePort());
    await orderService.start();
    notification = await createService({
      name: 'notification',
      module: AppModule.register({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        NATS_URL: natsUrl,
        REQUEST_TIMEOUT_MS: 3000,
        HEALTH_PORT: 0,
        SHUTDOWN_GRACE_MS: 1000,
        REDIS_URL: TEST_REDIS_URL,
        JETSTREAM_REPLICAS: 1,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: mail.smtpPort,
        SMTP_SECURE: false,
        SMTP_MAX_CONNECTIONS: 2,
        EMAIL_CONCURRENCY: 4,
        MAIL_FROM: 'Curated Art & Decor <orders@curatedartdecor.in>',
        QUEUE_PREFIX: queuePrefix,
        STOREFRONT_URL: 'http://shop.test',
      }),
      healthPort: 0,
      logLevel: 'silent',
      shutdownGraceMs: 1000,
    });
    nc = await connectNats(natsUrl, 'notification-test-client');
    publisher = new EventPublisher(nc);
  }, 90_000);

  afterAll(async () => {
    await notification?.close();
    await orderService?.stop();
    await nc?.close();
    await privateNats?.stop();
    await mail?.stop();
    await orderDb?.destroy();
    await dropDatabase(orderDbUrl);
    const redis = new IORedis(TEST_REDIS_URL);
    for await (const keys of redis.scanStream({ match: `${queuePrefix}:*`, count: 500 })) {
      if ((keys as string[]).length) await redis.del(...(keys as string[]));
    }
    await redis.quit();
  });

  async function store(order: StoredOrder): Promise<number> {
    const [{ id }]: Array<{ id: number }> = await orderDb.query(
      `INSERT INTO orders (customer_id, customer_email, order_number, status, payment_status, payment_method, total_paise, items, price_summary,
                           payment_reference, shipping_address, shipping_city, shipping_state, shipping_pincode)
       VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8, $9, '14 Lodhi Estate', 'New Delhi', 'Delhi', '110003') RETURNING id`,
      [
        order.email,
        order.number,
        order.status,
        order.paymentStatus,
        order.paymentMethod,
        order.summary.total,
        JSON.stringify(order.items),
        JSON.stringify(order.summary),
        order.paymentReference ?? null,
      ],
    );
    return id;
  }

  /** Publishes an event as the order service's outbox relay does, and answers the payload it stored. */
  async function emit<E extends EventContract>(event: E, data: EventData<E>, correlationId: string = randomUUID()) {
    const payload = stampEvent(event, data) as { eventId: string };
    await publisher.publishRaw(event.subject, payload, payload.eventId, { correlationId });
    return payload;
  }

  async function placed(order: StoredOrder, correlationId?: string) {
    const orderId = await store(order);
    const event = await emit(
      OrderPlaced,
      { orderId, orderNumber: order.number, customerId: 1, paymentMethod: order.paymentMethod, totalAmount: order.summary.total },
      correlationId,
    );
    return { orderId, event };
  }

  const emailsTo = async (address: string) => (await mail.emails()).filter((e) => e.to.some((to) => to.address === address));
  const emailsAbout = async (number: string) => (await mail.emails()).filter((e) => e.subject.includes(number));
  const waitForEmails = (address: string, count: number) =>
    until(async () => {
      const found = await emailsTo(address);
      return found.length >= count ? found : undefined;
    }, `${count} email(s) to ${address}`);

  /**
   * Resolves once every event published so far has been handled: a later event's email has gone
   * out (one consumer takes events in order), and a moment more for a job taken beside it.
   */
  async function handledSoFar(): Promise<void> {
    const address = uniqueEmail('marker');
    await placed(cashOnDelivery(address));
    await waitForEmails(address, 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  it('sends one order confirmation per placed order, with its lines and amounts in rupees and a tracking link', async () => {
    const address = uniqueEmail('aditi');
    const order = cashOnDelivery(address);
    const correlationId = `checkout-${randomUUID()}`;
    const { event } = await placed(order, correlationId);

    const [email] = await waitForEmails(address, 1);
    expect(email.subject).toBe(`Your order ${order.number} is confirmed`);
    const text = email.text.split('\n');
    expect(text).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^Order ${order.number}, placed on [A-Z][a-z]+ \\d{1,2}, \\d{4}\\.$`)),
        'Payment: Cash on delivery (pending).',
        '2 × Monsoon Reverie (18X14 · Museum-Grade Canvas · No Frame): ₹352.00',
        '1 × Marigold Geometry (27X21 · Fine Art Paper · Black Frame): ₹720.00',
        'Price (MRP): ₹1,190.00',
        'Discount (10%): − ₹118.00',
        'Subtotal: ₹1,072.00',
        'GST (18%): ₹192.96',
        'Shipping: Free',
        'Total: ₹1,264.96',
        '14 Lodhi Estate',
        'New Delhi, Delhi 110003',
        `Your order ships in 3-5 business days. Track it at http://shop.test/order-tracking?number=${order.number}`,
      ]),
    );
    expect(email.html).toContain(`<a href="http://shop.test/order-tracking?number=${order.number}"`);
    expect(email.html).toContain('Track Your Order');
    expect(email.html).toContain('₹1,264.96');
    // Support finds the checkout's log lines from the email.
    expect(email.headers['x-correlation-id']).toBe(correlationId);

    // The same event again, as JetStream redelivers it or the relay republishes it after a crash.
    await publisher.publishRaw(OrderPlaced.subject, event, randomUUID(), { correlationId });
    await publisher.publishRaw(OrderPlaced.subject, event, randomUUID(), { correlationId });
    await handledSoFar();
    expect(await emailsTo(address)).toHaveLength(1);
  });

  it('sends the confirmation and a payment receipt for a PhonePe payment, in Indian digit grouping', async () => {
    const address = uniqueEmail('paid');
    const order = paidWithPhonePe(address);
    const { orderId } = await placed(order);
    await emit(PaymentConfirmed, { orderId, orderNumber: order.number, amount: order.summary.total, provider: 'phonepe', providerReference: order.paymentReference! });

    const emails = await waitForEmails(address, 2);
    const bySubject = new Map(emails.map((email): [string, CapturedEmail] => [email.subject, email]));
    expect([...bySubject.keys()].sort()).toEqual([`Payment received for order ${order.number}`, `Your order ${order.number} is confirmed`]);

    const receipt = bySubject.get(`Payment received for order ${order.number}`)!.text.split('\n');
    expect(receipt).toEqual(
      expect.arrayContaining([
        `We have received your payment of ₹1,24,737.80 for order ${order.number}.`,
        'Paid with: PhonePe (PhonePe reference OMO2511241230450001234567).',
        `Track your order at http://shop.test/order-tracking?number=${order.number}`,
      ]),
    );
    const confirmation = bySubject.get(`Your order ${order.number} is confirmed`)!.text.split('\n');
    expect(confirmation).toEqual(
      expect.arrayContaining([
        'Payment: PhonePe (paid).',
        '30 × Royal Peacock Durbar (48X48 · Museum-Grade Canvas · Metal (Champagne Gold)): ₹1,05,570.00',
        'Total: ₹1,24,737.80',
      ]),
    );
  });

  it('sends nothing for an event about an order the order service does not know, or one that breaks its contract, and carries on', async () => {
    const unknown = orderNumber();
    await emit(OrderPlaced, { orderId: 999_999, orderNumber: unknown, customerId: 1, paymentMethod: 'cod', totalAmount: 126496 });
    await emit(PaymentConfirmed, { orderId: 999_999, orderNumber: unknown, amount: 126496, provider: 'phonepe', providerReference: null });
    await publisher.publishRaw(OrderPlaced.subject, { orderNumber: unknown, orderId: 'not a number' }, randomUUID(), { correlationId: 'malformed' });

    // Later events are still handled: a known order's confirmation goes out.
    await handledSoFar();
    expect(await emailsAbout(unknown)).toEqual([]);

    // An order that does not exist never will: its jobs failed at once, none waits for a retry.
    const connection = new IORedis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue<OrderEmailJob>(ORDER_EMAIL_QUEUE, { connection, prefix: queuePrefix });
    try {
      const jobs = [...(await queue.getJobs(['failed', 'delayed', 'waiting', 'active']))].filter((job) => job.data.orderId === 999_999);
      expect(await Promise.all(jobs.map(async (job) => [job.name, await job.getState(), job.attemptsMade]))).toEqual(
        expect.arrayContaining([
          ['order-confirmation', 'failed', 1],
          ['payment-receipt', 'failed', 1],
        ]),
      );
      expect(jobs).toHaveLength(2);
    } finally {
      await queue.close();
      await connection.quit();
    }
  });
});
