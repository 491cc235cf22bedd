import 'reflect-metadata';
import { request as httpRequest } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { dropDatabase } from '@shop/database';
import { freePort, migrateBuiltService, ServiceProcess, TEST_NATS_URL, uniqueDatabaseUrl } from '@shop/testing';
import { Client } from 'pg';
import { startGateway } from '../support/shop';

// sitemap.xml and robots.txt tried as an attacker would: forged Host and X-Forwarded-* headers
// (poisoning a shared cache with links to another site), file names that are not files, and a
// product taken off the storefront. The gateway trusts the test as its proxy, so a forwarded
// host would be believed if anything read it.
const PUBLIC_URL = 'https://prints.example';

describe('attacks on the sitemap', () => {
  const databaseUrl = uniqueDatabaseUrl('sitemapattack');
  let catalog: ServiceProcess;
  let gateway: INestApplication;
  let port: number;

  /** A GET with any headers, Host included (fetch would not send a Host of our choosing). */
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  const sql = async (text: string, values: unknown[] = []) => {
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      return await db.query(text, values);
    } finally {
      await db.end();
    }
  };
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);

  beforeAll(async () => {
    await migrateBuiltService('catalog', databaseUrl);
    catalog = new ServiceProcess('catalog', { NATS_URL: TEST_NATS_URL, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }, await freePort());
    await catalog.start();
    gateway = await startGateway({ TRUST_PROXY: 'loopback', PUBLIC_URL });
    port = Number(new URL(await gateway.getUrl()).port);
  });

  afterAll(async () => {
    await gateway?.close();
    await catalog?.stop();
    await dropDatabase(databaseUrl);
  });

  it.each([
    { host: 'evil.example' },
    { host: 'prints.example.evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    { 'x-forwarded-host': 'evil.example:8443' },
    { forwarded: 'host=evil.example;proto=http' },
  ])('builds every URL from PUBLIC_URL whatever the request says of its host: %j', async (headers) => {
    const found: string[] = [];
    for (const path of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/products-1.xml']) {
      const res = await get(path, headers);
      expect(res.status).toBe(200);
      found.push(...locs(res.body));
    }
    const robots = await get('/robots.txt', headers);
    found.push(...robots.body.split('\n').filter((line) => line.startsWith('Sitemap:')).map((line) => line.slice('Sitemap: '.length)));
    expect(found.length).toBeGreaterThan(15);
    expect(found.filter((url) => !url.startsWith(`${PUBLIC_URL}/`))).toEqual([]);
    expect(found.join('\n')).not.toContain('evil');
  });

  const notFiles = [
    'products-0.xml',
    'products-99999999999999999999.xml',
    `products-${'9'.repeat(5000)}.xml`,
    'products-429497.xml',
    'products-abc.xml',
    'products--1.xml',
    'products-1e3.xml',
    'products-0x1.xml',
    'products-1.5.xml',
    'products-01.xml',
    'products-1.xml.gz',
    'products-1',
    'products-1.xml/..',
    '..%2Fpages.xml',
    'pages.xml%00',
    'nothing.xml',
    'a/b/pages.xml',
  ];
  const shortened = (name: string) => (name.length > 40 ? `${name.slice(0, 20)}… (${name.length} characters)` : name);
  it.each(notFiles.map((name) => [shortened(name), name]))('answers 404 for /sitemaps/%s, not a server error', async (_shown, name) => {
    const res = await get(`/sitemaps/${name}`);
    expect(res.status).toBe(404);
  });

  it('answers 404 for a product file whose ids hold no live product', async () => {
    expect((await get('/sitemaps/products-1000.xml')).status).toBe(404);
    expect((await get('/sitemaps/products-2.xml')).status).toBe(404);
  });

  it('never lists an archived product, and drops a file with no live product left from the index', async () => {
    const before = locs((await get('/sitemaps/products-1.xml')).body);
    expect(before.some((loc) => loc.startsWith(`${PUBLIC_URL}/product/2/`))).toBe(true);
    await sql('UPDATE products SET archived_at = now() WHERE id = 2');
    const after = locs((await get('/sitemaps/products-1.xml')).body);
    expect(after.some((loc) => loc.startsWith(`${PUBLIC_URL}/product/2/`))).toBe(false);
    expect(after).toHaveLength(before.length - 1);

    await sql('UPDATE products SET archived_at = now()');
    expect((await get('/sitemaps/products-1.xml')).status).toBe(404);
    expect(locs((await get('/sitemap.xml')).body)).toEqual([`${PUBLIC_URL}/sitemaps/pages.xml`]);
  });
});
