import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { createConnection, createServer, type Socket } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { freePort, TEST_REDIS_URL, until } from '@shop/testing';
import { register } from 'prom-client';
import { startGateway } from '../support/shop';

// Issue 15, item 11b: rate limits count in Redis, so every gateway replica draws on one budget
// per client; while Redis is unreachable or goes away a limited route still answers (fails open),
// without waiting on Redis. The webhook route needs no service: without an Authorization header
// the gateway itself answers 401, once the limit let the request in.

const LIMIT = 4;
const WEBHOOK = '/api/payments/phonepe/webhook';

/** A TCP relay to the test Redis that a test can cut (every connection dropped, new ones refused) and restore. */
async function redisRelay() {
  const target = new URL(TEST_REDIS_URL);
  const sockets = new Set<Socket>();
  let open = true;
  const server = createServer((client) => {
    if (!open) return client.destroy();
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 6379) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: () => {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore: () => (open = true),
    close: () => new Promise((resolve) => (server.close(resolve), sockets.forEach((socket) => socket.destroy()))),
  };
}

describe('rate limits shared by every gateway replica', () => {
  const gateways: INestApplication[] = [];
  let replicas: string[];
  let redisless: string;
  let relayed: string;
  let relay: Awaited<ReturnType<typeof redisRelay>>;
  let nextClient = 1;
  /** A client of its own, as the trusted proxy (the test, on loopback) names it. */
  const client = () => ({ 'x-forwarded-for': `198.51.100.${nextClient++}` });

  const webhook = (base: string, headers: Record<string, string>) =>
    fetch(`${base}${WEBHOOK}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ event: 'x' }) });
  const uncountedWebhooks = async () =>
    (await register.getSingleMetric('rate_limit_uncounted_total')?.get())?.values.find((value) => value.labels.kind === 'webhooks')?.value ?? 0;

  /** Starts a gateway, kept until afterAll (passport's strategies are process-global); answers its address. */
  const gateway = async (settings: Record<string, string>) => {
    const app = await startGateway({ TRUST_PROXY: 'loopback', RATE_LIMIT_WEBHOOKS_PER_MINUTE: String(LIMIT), ...settings });
    gateways.push(app);
    return app.getUrl();
  };

  beforeAll(async () => {
    // Two replicas of one shop: the same Redis and key prefix, a prefix no other run uses.
    const shop = { RATE_LIMIT_KEY_PREFIX: `test:rate-limit:${randomUUID()}` };
    replicas = [await gateway(shop), await gateway(shop)];
    redisless = await gateway({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    relay = await redisRelay();
    relayed = await gateway({ REDIS_URL: relay.url });
  }, 60_000);

  afterAll(async () => {
    for (const app of gateways) await app.close();
    await relay?.close();
  });

  it('counts one budget per client across replicas: spread over two gateways, the client is refused by both past the limit', async () => {
    const me = client();
    for (let i = 0; i < LIMIT; i++) {
      const res = await webhook(replicas[i % 2], me);
      expect(res.status).toBe(401);
      expect(res.headers.get('ratelimit-limit')).toBe(String(LIMIT));
      expect(res.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 1 - i));
    }
    for (const base of replicas) {
      const limited = await webhook(base, me);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ statusCode: 429, message: 'Too many webhook deliveries, please try again in a minute' });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    // Another client's budget is whole on either replica.
    expect((await webhook(replicas[1], client())).headers.get('ratelimit-remaining')).toBe(String(LIMIT - 1));
  });

  it('lets limited requests through, past the limit and without waiting, while Redis is unreachable, and counts them as uncounted', async () => {
    const me = client();
    const before = await uncountedWebhooks();
    for (let i = 0; i < LIMIT + 2; i++) {
      const started = Date.now();
      const res = await webhook(redisless, me);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ message: 'Missing Authorization' });
      expect(res.headers.get('ratelimit-remaining')).toBeNull();
    }
    expect(await uncountedWebhooks()).toBe(before + LIMIT + 2);
  });

  it('fails open while Redis goes away under a running gateway, and counts on where it left off once Redis is back', async () => {
    const me = client();
    for (let i = 0; i < 2; i++) expect((await webhook(relayed, me)).headers.get('ratelimit-remaining')).toBe(String(LIMIT - 1 - i));

    relay.cut();
    for (let i = 0; i < LIMIT + 2; i++) {
      const started = Date.now();
      const res = await webhook(relayed, me);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(res.status).toBe(401);
    }

    relay.restore();
    // The gateway reconnects by itself within a few seconds; the requests uncounted meanwhile stay uncounted.
    const counted = await until(async () => {
      const res = await webhook(relayed, me);
      expect(res.status).toBe(401);
      return res.headers.get('ratelimit-remaining') ?? undefined;
    }, 'counting again once Redis is back', 10_000);
    expect(counted).toBe(String(LIMIT - 3));
    expect((await webhook(relayed, me)).status).toBe(401);
    expect((await webhook(relayed, me)).status).toBe(429);
  });
});
