import 'reflect-metadata';
import { GetPrice } from '@shop/contracts';
import { dropDatabase } from '@shop/database';
import { connectNats, RequestClient, type NatsConnection } from '@shop/messaging';
import { freePort, migrateBuiltService, ServiceProcess, TEST_NATS_URL, uniqueDatabaseUrl, until } from '@shop/testing';
import { scrape, total } from './support/prometheus';

// SIGTERM under load: a process stops taking new work, answers what it holds, drains NATS and
// exits 0, so a rolling restart (one replica at a time, a new one started before the next goes)
// fails no request.

/** A steady stream of requests at about `perSecond`, each outcome recorded. */
function steadyStream(send: (index: number) => Promise<unknown>, perSecond: number) {
  const pending = new Set<Promise<void>>();
  const failures: string[] = [];
  let sent = 0;
  let answered = 0;
  const tick = 10;
  const perTick = Math.max(1, Math.round((perSecond * tick) / 1000));
  const timer = setInterval(() => {
    for (let i = 0; i < perTick; i += 1) {
      const index = sent++;
      const request = send(index).then(
        () => void answered++,
        (error: Error) => void failures.push(`#${index}: ${error.message}`),
      );
      const tracked = request.finally(() => pending.delete(tracked));
      pending.add(tracked);
    }
  }, tick);
  return {
    get answered() {
      return answered;
    },
    /** Stops sending and waits for every request sent to settle. */
    async stop() {
      clearInterval(timer);
      await Promise.all([...pending]);
      return { sent, answered, failures };
    },
  };
}

describe('graceful shutdown', () => {
  const databases = { catalog: uniqueDatabaseUrl('catalog'), pricing: uniqueDatabaseUrl('pricing') };
  const common = { NATS_URL: TEST_NATS_URL, LOG_LEVEL: 'info' };
  let catalog: ServiceProcess;
  let pricing: ServiceProcess[];
  let nc: NatsConnection;
  let client: RequestClient;

  beforeAll(async () => {
    await migrateBuiltService('catalog', databases.catalog);
    await migrateBuiltService('pricing', databases.pricing);
    catalog = new ServiceProcess('catalog', { ...common, DATABASE_URL: databases.catalog }, await freePort());
    pricing = [
      new ServiceProcess('pricing', { ...common, DATABASE_URL: databases.pricing }, await freePort()),
      new ServiceProcess('pricing', { ...common, DATABASE_URL: databases.pricing }, await freePort()),
    ];
    await Promise.all([catalog, ...pricing].map((child) => child.start()));
    nc = await connectNats(TEST_NATS_URL, 'graceful-shutdown-test-client');
    // Generous: a request slowed by a busy machine is not what this test is about.
    client = new RequestClient(nc, 15_000);
  }, 60_000);

  afterAll(async () => {
    await nc?.close();
    for (const child of pricing ?? []) child.signal('SIGCONT');
    await Promise.all([catalog, ...(pricing ?? [])].map((child) => child?.stop()));
    await dropDatabase(databases.catalog);
    await dropDatabase(databases.pricing);
  });

  it('restarts two pricing replicas one after the other under 200 requests a second without a failed request', async () => {
    const stream = steadyStream(
      (index) =>
        client.request(GetPrice, { productName: 'Monsoon Reverie', size: '18X14' }, { correlationId: `rolling-${index}` }).then((quote) => {
          if (quote.source !== 'product' || typeof quote.finalPrice !== 'number') throw new Error(`unexpected answer ${JSON.stringify(quote)}`);
        }),
      200,
    );
    const answeredAfter = (count: number, what: string) =>
      until(async () => (stream.answered >= count ? true : undefined), what);

    await answeredAfter(200, 'the stream to run');
    for (const replica of pricing) {
      // The replica was taking its share of the stream when it was told to stop.
      expect(total(await scrape(replica.healthPort), 'rpc_server_requests_total', { subject: GetPrice.subject })).toBeGreaterThan(0);
      expect(await replica.stop('SIGTERM')).toBe(0);
      expect(replica.logs).toContain('Stopped: in-flight work finished, NATS drained');
      await replica.start();
      const mark = stream.answered;
      await answeredAfter(mark + 200, 'the stream to go on with the restarted replica');
    }

    const { sent, answered, failures } = await stream.stop();
    expect(failures).toEqual([]);
    expect(answered).toBe(sent);
  });

  it('lets the gateway answer the requests it holds on SIGTERM while a second gateway takes new ones', async () => {
    const gatewayEnv = async () => ({
      ...common,
      NODE_ENV: 'test',
      PORT: String(await freePort()),
      REQUEST_TIMEOUT_MS: '20000',
      SHUTDOWN_GRACE_MS: '20000',
    });
    const envs = [await gatewayEnv(), await gatewayEnv()];
    const gateways = await Promise.all(
      envs.map(async (env) => new ServiceProcess('gateway', env, await freePort(), 'gateway/dist/main.js')),
    );
    await Promise.all(gateways.map((gateway) => gateway.start()));
    const [leaving, staying] = gateways;
    const base = (index: number) => `http://127.0.0.1:${envs[index].PORT}`;

    try {
      // Pricing frozen: the gateway's requests to it wait, so they are surely in flight.
      for (const replica of pricing) replica.signal('SIGSTOP');
      const held = Array.from({ length: 20 }, () =>
        fetch(`${base(0)}/api/products/pricing?productName=Monsoon%20Reverie&size=18X14`).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { finalPrice?: number },
        })),
      );
      await until(async () => {
        const inFlight = total(await scrape(leaving.healthPort), 'http_requests_in_flight');
        return inFlight === held.length ? inFlight : undefined;
      }, 'the gateway to hold every request');

      const exited = leaving.stop('SIGTERM');
      // At once: unready for the load balancer, and no new connections on the public port.
      await until(async () => {
        const ready = await fetch(`http://127.0.0.1:${leaving.healthPort}/health/ready`);
        return ready.status === 503 ? true : undefined;
      }, 'readiness to turn 503');
      await until(
        async () => (await fetch(`${base(0)}/api/categories`).then(() => undefined, () => true)),
        'the public port to refuse new connections',
      );
      const elsewhere = await fetch(`${base(1)}/api/categories`);
      expect(elsewhere.status).toBe(200);

      for (const replica of pricing) replica.signal('SIGCONT');
      const answers = await Promise.all(held);
      expect(answers.map((answer) => answer.status)).toEqual(held.map(() => 200));
      for (const answer of answers) expect(answer.body.finalPrice).toEqual(expect.any(Number));
      expect(await exited).toBe(0);
      expect(leaving.logs).toContain('Stopped: in-flight requests answered, NATS drained');
      expect((await fetch(`${staying.healthUrl}`)).status).toBe(200);
    } finally {
      for (const replica of pricing) replica.signal('SIGCONT');
      await Promise.all(gateways.map((gateway) => gateway.stop()));
    }
  });
});
