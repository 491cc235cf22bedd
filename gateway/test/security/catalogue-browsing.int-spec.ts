import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { dropDatabase } from '@shop/database';
import { freePort, migrateBuiltService, ServiceProcess, TEST_NATS_URL, uniqueDatabaseUrl } from '@shop/testing';
import { Client } from 'pg';
import { startGateway } from '../support/shop';

// The browse, search and discovery calls of issue 16 tried as an attacker would: injected SQL and
// full-text syntax, oversized and repeated parameters, a flood of searches, writes. They are
// public and read-only, so there are no ids or credentials of someone else's to try.
const SEARCH_LIMIT = 5;

describe('attacks on browsing and search', () => {
  const databaseUrl = uniqueDatabaseUrl('browseattack');
  let catalog: ServiceProcess;
  let gateway: INestApplication;
  let base: string;
  let nextClient = 1;
  /** A client of its own, as the trusted proxy (the test, on loopback) names it. */
  const client = () => ({ 'x-forwarded-for': `203.0.113.${nextClient++}` });
  const get = (path: string, headers: Record<string, string> = client()) => fetch(`${base}${path}`, { headers });
  const message = async (res: Response) => ((await res.json()) as { message: string }).message;
  const productCount = async () => {
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      return Number((await db.query('SELECT count(*) AS n FROM products')).rows[0].n);
    } finally {
      await db.end();
    }
  };

  beforeAll(async () => {
    await migrateBuiltService('catalog', databaseUrl);
    catalog = new ServiceProcess('catalog', { NATS_URL: TEST_NATS_URL, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }, await freePort());
    await catalog.start();
    gateway = await startGateway({ TRUST_PROXY: 'loopback', RATE_LIMIT_SEARCHES_PER_MINUTE: String(SEARCH_LIMIT) });
    base = (await gateway.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await gateway?.close();
    await catalog?.stop();
    await dropDatabase(databaseUrl);
  });

  it.each([
    ["q=' OR 1=1 --", 'q'],
    ['q=x%27%3B%20DELETE%20FROM%20products%3B%20--', 'q'],
    ["category='; DROP TABLE products; --", 'category'],
    ['category=heritage%27%20OR%20%271%27%3D%271', 'category'],
  ])('treats SQL in %s as text: nothing matches, nothing changes', async (query) => {
    const res = await get(`/api/products?${query}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    expect(res.headers.get('x-total-count')).toBe('0');
    expect(await productCount()).toBe(8);
  });

  it.each(["monsoon:* | !x", "'monsoon' & (", '\\', '*', ':*A', 'mon%'])('answers the full-text and LIKE syntax %j as plain words, never an error', async (q) => {
    const res = await get(`/api/products?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
  });

  it.each(['%', '_', '%%', '_%_'])('takes %j literally, not as a wildcard matching every product', async (q) => {
    const res = await get(`/api/products?q=${encodeURIComponent(q)}`);
    expect(await res.json()).toEqual([]);
  });

  it.each([
    [`q=${'a'.repeat(101)}`, 400, 'q: q must be at most 100 characters'],
    ['q=a&q=b', 400, 'q: Invalid input: expected string, received array'],
    ['q[nested]=1', 400, 'Unrecognized key: "q[nested]"'],
    ['limit=1000000', 400, 'limit: limit must be at most 24'],
    ['page=99999999999999999999', 400, 'page: page must be at most 10000'],
    [`ids=${'1,'.repeat(24)}1`, 400, 'ids: ids must have at most 24 items'],
    [`ids=${'9'.repeat(600)}`, 400, 'ids: ids is too long'],
    ['featured=1', 400, 'featured: featured must be true or false'],
  ])('refuses %s with %i', async (query, status, expected) => {
    const res = await get(`/api/products?${query}`);
    expect(res.status).toBe(status);
    expect(await message(res)).toContain(expected);
  });

  it('refuses an address too long to be a real one, and a long search, before any service is asked', async () => {
    const res = await get(`/api/products?q=${'a'.repeat(20_000)}`);
    // Node refuses a request line past its header limit (431); a long one within it is refused by the query's own limits.
    expect(res.status).toBe(431);
    const long = await get(`/api/products?q=${'a'.repeat(3_000)}`);
    expect(long.status).toBe(400);
    expect(await message(long)).toBe('q: q must be at most 100 characters');
  });

  it.each([
    ['/api/products/recommendations?seed=1&style=abstract,contemporary', 'style: style has one choice'],
    ['/api/products/recommendations?seed=1&mood=calm,calm,calm,calm,calm,calm', 'mood: mood must have at most 5 items'],
    ['/api/products/recommendations?seed=99999999999', 'seed: seed must be at most 4294967295'],
    ['/api/products/surprise?seed=abc', 'seed: seed must be a number'],
    ['/api/products/surprise?seed=1&seed=2', 'seed: seed must be a number'],
  ])('refuses quiz and surprise input outside the choices: %s', async (path, expected) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(await message(res)).toContain(expected);
  });

  it('limits searches per client, not browsing, and not other clients', async () => {
    const one = client();
    for (let i = 0; i < SEARCH_LIMIT; i += 1) expect((await get(`/api/products?q=flood${i}`, one)).status).toBe(200);
    const limited = await get('/api/products?q=flood-more', one);
    expect(limited.status).toBe(429);
    expect(await message(limited)).toBe('Too many searches, please try again in a minute');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await get('/api/products?category=heritage&page=1', one)).status).toBe(200);
    expect((await get('/api/products?q=monsoon', client())).status).toBe(200);
  });

  it.each(['POST', 'PUT', 'DELETE'])('answers %s /api/products as a call that does not exist, changing nothing', async (method) => {
    const res = await fetch(`${base}/api/products`, {
      method,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: method === 'DELETE' ? undefined : 'title=Forged&basePrice=1',
    });
    expect([404, 405, 415]).toContain(res.status);
    expect(await productCount()).toBe(8);
  });
});
