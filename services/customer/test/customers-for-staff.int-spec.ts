import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import {
  GetCustomerForStaff,
  ListCustomersForStaff,
  OrderCancelled,
  OrderPlaced,
  PaymentPartiallyRefunded,
  UpsertCustomer,
  type StaffRole,
} from '@shop/contracts';
import { dropDatabase, migrate } from '@shop/database';
import { connectNats, EventPublisher, RequestClient, stampEvent, type NatsConnection, type RequestContext } from '@shop/messaging';
import { createService } from '@shop/service-runtime';
import { shopper, startPrivateNats, TEST_NATS_URL, TEST_STAFF_OWNER_EMAIL, uniqueDatabaseUrl, until, type PrivateNats } from '@shop/testing';
import { AppModule } from '../src/app.module';
import { customerDatabase } from '../src/db/database';

const staff = (role: StaffRole): RequestContext => ({
  correlationId: `customers-for-staff-${role}`,
  staff: { id: 7, email: `${role}@curatedartdecor.in`, name: `A ${role}`, role },
});
const guest: RequestContext = { correlationId: 'customers-for-staff-guest' };
const details = (email: string, overrides: Partial<ReturnType<typeof shopper>> = {}) => ({ ...shopper(email), country: 'India' as const, ...overrides });

describe('customers in the back office (customer service)', () => {
  const databaseUrl = uniqueDatabaseUrl('customer');
  let privateNats: PrivateNats | null;
  let customer: INestApplication;
  let nc: NatsConnection;
  let client: RequestClient;
  let publisher: EventPublisher;

  beforeAll(async () => {
    // Durable consumers (fixed names) start from the stream's first event: it must be this suite's.
    privateNats = await startPrivateNats();
    const natsUrl = privateNats?.url ?? TEST_NATS_URL;
    await migrate(customerDatabase(databaseUrl));
    customer = await createService({
      name: 'customer',
      module: AppModule.register({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        NATS_URL: natsUrl,
        REQUEST_TIMEOUT_MS: 3000,
        DATABASE_URL: databaseUrl,
        HEALTH_PORT: 0,
        SHUTDOWN_GRACE_MS: 1000,
        JETSTREAM_REPLICAS: 1,
        GOOGLE_CLIENT_ID: 'sandbox-client.apps.googleusercontent.com',
        GOOGLE_TOKENINFO_URL: 'http://127.0.0.1:9/oauth2/v3/tokeninfo',
        GOOGLE_USERINFO_URL: 'http://127.0.0.1:9/oauth2/v3/userinfo',
        STAFF_OWNER_EMAIL: TEST_STAFF_OWNER_EMAIL,
      }),
      healthPort: 0,
      logLevel: 'silent',
      shutdownGraceMs: 1000,
    });
    nc = await connectNats(natsUrl, 'customers-for-staff-test');
    client = new RequestClient(nc, 5000);
    publisher = new EventPublisher(nc);
  }, 90_000);

  afterAll(async () => {
    await customer?.close();
    await nc?.close();
    await privateNats?.stop();
    await dropDatabase(databaseUrl);
  });

  const upsert = async (email: string, overrides = {}) => (await client.request(UpsertCustomer, details(email, overrides), guest)).id;
  const detail = (id: number) => client.request(GetCustomerForStaff, { id }, staff('support'));
  /** The customer once `reached` says the events have been applied. */
  const detailOnce = (id: number, what: string, reached: (c: Awaited<ReturnType<typeof detail>>) => boolean) =>
    until(async () => {
      const found = await detail(id);
      return reached(found) ? found : undefined;
    }, what, 10_000);
  const placed = (customerId: number, orderId: number, totalAmount: number) =>
    stampEvent(OrderPlaced, { orderId, orderNumber: `ORD-${100000 + orderId}`, customerId, paymentMethod: 'cod', totalAmount });

  it('keeps total orders and total spent from the order events, once per event, less cancellations and refunds', async () => {
    const id = await upsert('totals@example.in', { firstName: 'Kavya', lastName: 'Menon', phone: '9000000001', pincode: '682001' });
    const first = placed(id, 1, 590_000);
    await publisher.publishRaw(OrderPlaced.subject, first, first.eventId, guest);
    // The same event redelivered under another message id (as the relay may after a crash) counts once.
    await publisher.publishRaw(OrderPlaced.subject, first, randomUUID(), guest);
    const second = placed(id, 2, 250_000);
    await publisher.publishRaw(OrderPlaced.subject, second, second.eventId, guest);
    await detailOnce(id, 'both orders counted', (c) => c.totalOrders === 2);
    expect(await detail(id)).toMatchObject({ totalOrders: 2, totalSpent: 840_000 });

    const refund = stampEvent(PaymentPartiallyRefunded, { orderId: 1, orderNumber: 'ORD-100001', from: 'paid', to: 'partially_refunded', amount: 90_000, by: 'staff' });
    await publisher.publishRaw(PaymentPartiallyRefunded.subject, refund, refund.eventId, guest);
    await publisher.publishRaw(PaymentPartiallyRefunded.subject, refund, randomUUID(), guest);
    // The refund redelivered under another message id comes off once.
    expect((await detailOnce(id, 'the refund applied', (c) => c.totalSpent !== 840_000)).totalSpent).toBe(750_000);

    const cancel = stampEvent(OrderCancelled, { orderId: 2, orderNumber: 'ORD-100002', from: 'pending', to: 'cancelled', by: 'staff' });
    await publisher.publishRaw(OrderCancelled.subject, cancel, cancel.eventId, guest);
    const after = await detailOnce(id, 'the cancellation applied', (c) => c.totalOrders === 1);
    expect(after).toMatchObject({ totalOrders: 1, totalSpent: 500_000 });
    expect(after.orders.map((order) => [order.orderNumber, order.cancelled, order.refunded])).toEqual([
      ['ORD-100002', true, 0],
      ['ORD-100001', false, 90_000],
    ]);
    expect(after.lastOrderAt).not.toBeNull();
  });

  it('counts right when a cancellation or refund arrives before its order (separate consumers, any order)', async () => {
    const id = await upsert('early@example.in', { firstName: 'Ishaan', lastName: 'Bose', phone: '9000000002', pincode: '700001' });
    const cancelFirst = stampEvent(OrderCancelled, { orderId: 31, orderNumber: 'ORD-100031', from: 'pending', to: 'cancelled', by: 'staff' });
    await publisher.publishRaw(OrderCancelled.subject, cancelFirst, cancelFirst.eventId, guest);
    const refundFirst = stampEvent(PaymentPartiallyRefunded, { orderId: 32, orderNumber: 'ORD-100032', from: 'paid', to: 'partially_refunded', amount: 10_000, by: 'staff' });
    await publisher.publishRaw(PaymentPartiallyRefunded.subject, refundFirst, refundFirst.eventId, guest);
    // Both reach the customer service before their orders do.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const [orderId, total] of [[31, 300_000], [32, 200_000]]) {
      const event = placed(id, orderId, total);
      await publisher.publishRaw(OrderPlaced.subject, event, event.eventId, guest);
    }
    const after = await detailOnce(id, 'both orders recorded', (c) => c.orders.length === 2);
    expect(after).toMatchObject({ totalOrders: 1, totalSpent: 190_000 });
  });

  it('finds customers by name, email, phone or PIN code, a page at a time, with the total', async () => {
    await upsert('meera.iyer@example.in', { firstName: 'Meera', lastName: 'Iyer', phone: '9876501234', pincode: '560034' });
    await upsert('arjun.rao@example.in', { firstName: 'Arjun', lastName: 'Rao', phone: '9123456789', pincode: '400050' });
    const search = (q: string) => client.request(ListCustomersForStaff, { q }, staff('fulfilment'));
    for (const q of ['meera', 'IYER', 'meera.iyer@', '98765', '560034']) {
      expect((await search(q)).items.map((c) => c.email)).toEqual(['meera.iyer@example.in']);
    }
    // A LIKE wildcard is searched for as itself, not as "anything".
    expect((await search('%')).total).toBe(0);
    const firstPage = await client.request(ListCustomersForStaff, { sort: 'name', limit: 1 }, staff('owner'));
    const secondPage = await client.request(ListCustomersForStaff, { sort: 'name', limit: 1, page: 2 }, staff('owner'));
    expect(firstPage.total).toBeGreaterThanOrEqual(3);
    expect(firstPage.items).toHaveLength(1);
    expect(secondPage.items[0].id).not.toBe(firstPage.items[0].id);
    const bySpent = await client.request(ListCustomersForStaff, { sort: 'most-spent' }, staff('manager'));
    expect(bySpent.items[0].email).toBe('totals@example.in');
  });

  it('answers only staff whose role may read customers', async () => {
    const id = await upsert('private@example.in');
    await expect(client.request(GetCustomerForStaff, { id }, guest)).rejects.toMatchObject({ status: 403 });
    await expect(client.request(ListCustomersForStaff, {}, staff('catalogue'))).rejects.toMatchObject({ status: 403 });
    await expect(client.request(GetCustomerForStaff, { id: 999_999 }, staff('owner'))).rejects.toMatchObject({ status: 404 });
  });
});
