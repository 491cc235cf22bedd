import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages } from '@nats-io/jetstream';
import type { INestApplication } from '@nestjs/common';
import { OrderPlaced, PlaceOrder, StaffActionRecorded, UpsertCustomer, type EventContract, type PayloadOf, type RequestContract, type RequestOf } from '@shop/contracts';
import { dropDatabase, migrate } from '@shop/database';
import {
  connectNats,
  contextToHeaders,
  decodeJson,
  encodeJson,
  RequestClient,
  type Checkout,
  type NatsConnection,
  type RequestContext,
} from '@shop/messaging';
import { createService } from '@shop/service-runtime';
import {
  freePort,
  migrateBuiltService,
  SandboxProcess,
  ServiceProcess,
  shopper,
  startPrivateNats,
  TEST_NATS_URL,
  TEST_SECRETS,
  uniqueDatabaseUrl,
  uniqueEmail,
  until,
  type PrivateNats,
} from '@shop/testing';
import { AppModule } from '../../src/app.module';
import type { OrderConfig } from '../../src/config';
import { orderDatabase } from '../../src/db/database';

/** The services the order service asks: the catalog (products), pricing (prices), customer (who orders). */
const ASKED = ['catalog', 'pricing', 'customer'] as const;

/** A caller with a checkout of its own: the browser that entered these details at checkout. */
export type CheckoutContext = RequestContext & { checkout: Checkout };

export interface OrderServiceUnderTest {
  client: RequestClient;
  sandbox: SandboxProcess;
  events: EventLog;
  /** Each asked service's database, by name. */
  databases: Record<(typeof ASKED)[number], string>;
  /** Enters checkout details as a browser does (UpsertCustomer) and answers that browser's context. */
  checkoutAs(email: string): Promise<CheckoutContext>;
  /** A request sent as it is, not checked by the client first: answers the data, or the error the service replied. */
  raw(contract: RequestContract, payload: unknown, ctx: RequestContext): Promise<unknown>;
  /**
   * Resolves once every event committed so far is in JetStream: it places an order of its own and
   * waits for that order's order.placed.v1, which the outbox publishes after every earlier event.
   */
  eventsPublished(): Promise<void>;
  stop(): Promise<void>;
}

/** An email address of this run alone: customers are one per email. */

/** A fresh order number, as the browser makes them. */
export const orderNumber = () => `ORD-${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/**
 * Two lines as the browser sends them, with the prices it believed (₹1 each, never charged). At
 * the server's prices: Monsoon Reverie 18X14 on canvas, unframed, ₹176 (MRP ₹195); Marigold
 * Geometry 27X21 on fine art paper in a black frame, ₹720 (MRP ₹800).
 */
export const CART_LINES = [
  { productId: 1, productTitle: 'Monsoon Reverie', quantity: 2, size: '18x14', medium: 'Museum-Grade Canvas', framing: 'No Frame', unitPrice: 1, totalPrice: 2 },
  { productId: 4, productTitle: 'Marigold Geometry', quantity: 1, size: '27x21', medium: 'Fine Art Paper', framing: 'Black Frame', unitPrice: 1, totalPrice: 1 },
];

/** CART_LINES' summary at the server's prices, in paise: 2 × ₹176 + ₹720 = ₹1,072, plus 18% GST. */
export const CART_SUMMARY = {
  basePrice: 119000,
  discountPercentage: 10,
  discountAmount: 11800,
  subtotal: 107200,
  gstRate: 18,
  gstAmount: 19296,
  total: 126496,
};

export const SHIPPING = {
  shippingAddress: '14 Lodhi Estate',
  shippingCity: 'New Delhi',
  shippingState: 'Delhi',
  shippingPincode: '110003',
  shippingCountry: 'India' as const,
};

/** A cash-on-delivery order of CART_LINES as the checkout sends it. */
export const codOrder = (customerId: number, number: string, change: Partial<RequestOf<typeof PlaceOrder>> = {}): RequestOf<typeof PlaceOrder> => ({
  customerId,
  orderNumber: number,
  paymentMethod: 'cod',
  ...SHIPPING,
  items: CART_LINES,
  ...change,
});

/**
 * The order service in-process on its own database, with what it needs as built processes (catalog,
 * pricing and customer on databases of their own) and the PhonePe simulator. Real Postgres, and a
 * NATS server of the suite's own: the order events it stores would otherwise stay in the test run's
 * streams, for the notification consumers of later suites (whose durable names are fixed) to take
 * as their own orders. `settings` override the order service's test settings.
 */
export async function startOrderService(settings: Partial<OrderConfig> = {}): Promise<OrderServiceUnderTest> {
  const orderDb = uniqueDatabaseUrl('order');
  const databases = Object.fromEntries(ASKED.map((name) => [name, uniqueDatabaseUrl(name)])) as OrderServiceUnderTest['databases'];
  // No webhook reaches the shop from here: tests take the webhook PhonePe would send from the sandbox and hand it over themselves.
  const sandbox = new SandboxProcess({ PHONEPE_WEBHOOK_URL: 'http://127.0.0.1:9/no-webhooks-in-this-suite' });
  const services: ServiceProcess[] = [];
  let privateNats: PrivateNats | null = null;
  let order: INestApplication | undefined;
  let nc: NatsConnection | undefined;
  let events: EventLog | undefined;
  const stop = async () => {
    await events?.stop();
    await order?.close();
    await Promise.all(services.map((service) => service.stop()));
    await sandbox.stop();
    await nc?.close();
    await privateNats?.stop();
    await dropDatabase(orderDb);
    for (const url of Object.values(databases)) await dropDatabase(url);
  };

  // A start that fails stops what it started: processes left running would keep jest from exiting.
  try {
    privateNats = await startPrivateNats();
    const natsUrl = privateNats?.url ?? TEST_NATS_URL;
    const sandboxUrl = await sandbox.start();
    for (const name of ASKED) {
      await migrateBuiltService(name, databases[name]);
      services.push(new ServiceProcess(name, { NATS_URL: natsUrl, DATABASE_URL: databases[name], LOG_LEVEL: 'warn' }, await freePort()));
    }
    const started = await Promise.allSettled(services.map((service) => service.start()));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;

    await migrate(orderDatabase(orderDb));
    order = await createService({
      name: 'order',
      module: AppModule.register({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        NATS_URL: natsUrl,
        REQUEST_TIMEOUT_MS: 3000,
        DATABASE_URL: orderDb,
        HEALTH_PORT: 0,
        SHUTDOWN_GRACE_MS: 1000,
        JETSTREAM_REPLICAS: 1,
        PHONEPE_BASE_URL: `${sandboxUrl}/apis/pg-sandbox`,
        PHONEPE_CLIENT_ID: 'SANDBOX_CLIENT',
        PHONEPE_CLIENT_SECRET: TEST_SECRETS.PHONEPE_CLIENT_SECRET,
        PHONEPE_CLIENT_VERSION: '1',
        PHONEPE_WEBHOOK_USERNAME: TEST_SECRETS.PHONEPE_WEBHOOK_USERNAME,
        PHONEPE_WEBHOOK_PASSWORD: TEST_SECRETS.PHONEPE_WEBHOOK_PASSWORD,
        STOREFRONT_URL: 'http://shop.test',
        // Reconciliation would ask PhonePe behind the tests' backs; here only they do.
        PAYMENT_FIRST_CHECK_MS: 600_000,
        RECONCILE_INTERVAL_MS: 3000,
        ...settings,
      }),
      healthPort: 0,
      logLevel: 'silent',
      shutdownGraceMs: 1000,
    });
    nc = await connectNats(natsUrl, 'order-test-client');
    events = await EventLog.start(nc);
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }

  const client = new RequestClient(nc, 10_000);
  const connection = nc;
  const log = events;
  let marker: Promise<CheckoutContext> | undefined;
  const checkoutAs = async (email: string): Promise<CheckoutContext> => {
    const { id } = await client.request(UpsertCustomer, { ...shopper(email), country: 'India' }, { correlationId: `checkout-${email}` });
    return { correlationId: `order-test-${randomUUID()}`, checkout: { id: randomUUID(), customerId: id } };
  };
  return {
    client,
    sandbox,
    events,
    databases,
    checkoutAs,
    async raw(contract, payload, ctx) {
      const msg = await connection.request(contract.subject, encodeJson(payload), { timeout: 10_000, headers: contextToHeaders(ctx) });
      const reply = decodeJson(msg.data) as { ok: true; data: unknown } | { ok: false; error: unknown };
      return reply.ok ? reply.data : reply.error;
    },
    async eventsPublished() {
      marker ??= checkoutAs(uniqueEmail('marker'));
      const ctx = await marker;
      const number = orderNumber();
      await client.request(PlaceOrder, codOrder(ctx.checkout.customerId, number, { items: [CART_LINES[0]] }), ctx);
      await log.next(OrderPlaced, number);
    },
    stop,
  };
}

/**
 * Every event stored in JetStream from the moment it starts: an ordered consumer per stream,
 * from the stream's next sequence on, so nothing published after start() is missed.
 */
export class EventLog {
  private readonly received: Array<{ subject: string; payload: unknown }> = [];
  private readonly feeds: ConsumerMessages[] = [];
  private readonly loops: Array<Promise<void>> = [];

  static async start(nc: NatsConnection, streams = ['ORDER', 'PAYMENT', 'STAFF_ACTION']): Promise<EventLog> {
    const log = new EventLog();
    const jsm = await jetstreamManager(nc);
    for (const stream of streams) {
      const { state } = await jsm.streams.info(stream);
      const consumer = await jetstream(nc).consumers.get(stream, { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: state.last_seq + 1 });
      const feed = await consumer.consume();
      log.feeds.push(feed);
      log.loops.push(
        (async () => {
          for await (const msg of feed) log.received.push({ subject: msg.subject, payload: msg.json() });
        })(),
      );
    }
    return log;
  }

  /** The events of this contract about this order number, in the order they were stored, checked against the contract. */
  of<E extends EventContract>(event: E, orderNumber: string): Array<PayloadOf<E>> {
    return this.received
      .filter((e) => e.subject === event.subject && (e.payload as { orderNumber?: unknown }).orderNumber === orderNumber)
      .map((e) => event.payload.parse(e.payload) as PayloadOf<E>);
  }

  /** The staff actions recorded about this entity (an order's number), in the order they were stored. */
  auditOf(entityId: string): Array<PayloadOf<typeof StaffActionRecorded>> {
    return this.received
      .filter((e) => e.subject === StaffActionRecorded.subject && (e.payload as { entityId?: unknown }).entityId === entityId)
      .map((e) => StaffActionRecorded.payload.parse(e.payload));
  }

  /** Waits for the first event of this contract about this order number. */
  next<E extends EventContract>(event: E, orderNumber: string, timeoutMs = 10_000): Promise<PayloadOf<E>> {
    return until(async () => this.of(event, orderNumber)[0], `${event.subject} for ${orderNumber}`, timeoutMs);
  }

  async stop(): Promise<void> {
    for (const feed of this.feeds) await feed.close();
    await Promise.all(this.loops);
  }
}
