import 'reflect-metadata';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { INestApplication } from '@nestjs/common';
import { dropDatabase } from '@shop/database';
import { freePort, migrateBuiltService, ServiceProcess, TEST_NATS_URL, TEST_SECRETS, uniqueDatabaseUrl } from '@shop/testing';
import { gatewayConfigSchema } from '../src/config';
import { createGateway } from '../src/create-gateway';

// The gateway in-process, against the built catalog service running as its own process
// over a real NATS and its own Postgres database.
describe('gateway', () => {
  const databaseUrl = uniqueDatabaseUrl('gateway');
  const pricingDatabaseUrl = uniqueDatabaseUrl('gwpricing');
  const staticDir = mkdtempSync(join(tmpdir(), 'shop-spa-'));
  let gateway: INestApplication;
  let catalog: ServiceProcess;
  let pricing: ServiceProcess;
  let base: string;

  beforeAll(async () => {
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
    writeFileSync(join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(staticDir, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    await migrateBuiltService('catalog', databaseUrl);
    await migrateBuiltService('pricing', pricingDatabaseUrl);
    catalog = new ServiceProcess('catalog', { NATS_URL: TEST_NATS_URL, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }, await freePort());
    pricing = new ServiceProcess('pricing', { NATS_URL: TEST_NATS_URL, DATABASE_URL: pricingDatabaseUrl, LOG_LEVEL: 'warn' }, await freePort());
    await Promise.all([catalog.start(), pricing.start()]);
    gateway = await createGateway(
      gatewayConfigSchema.parse({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        NATS_URL: TEST_NATS_URL,
        SESSION_SECRET: TEST_SECRETS.SESSION_SECRET,
        REQUEST_TIMEOUT_MS: 1000,
        STATIC_DIR: staticDir,
        SHUTDOWN_GRACE_MS: 1000,
      }),
    );
    await gateway.listen(0, '127.0.0.1');
    base = (await gateway.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await gateway.close();
    await Promise.all([catalog.stop(), pricing.stop()]);
    await dropDatabase(databaseUrl);
    await dropDatabase(pricingDatabaseUrl);
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers GET /api/categories through NATS from the catalog database', async () => {
    const res = await fetch(`${base}/api/categories`);
    expect(res.status).toBe(200);
    const categories = (await res.json()) as Array<{ name: string }>;
    expect(categories.map((c) => c.name)).toEqual(['Exclusive', 'Contemporary', 'Heritage']);
  });

  it('answers products, one product, related products and blog posts', async () => {
    const products = (await (await fetch(`${base}/api/products`)).json()) as Array<{ id: number }>;
    expect(products).toHaveLength(8);
    const one = await fetch(`${base}/api/products/4`);
    expect(await one.json()).toMatchObject({ id: 4, title: 'Marigold Geometry', basePrice: 575 });
    const related = (await (await fetch(`${base}/api/products/4/related`)).json()) as Array<{ id: number }>;
    expect(related.map((p) => p.id)).not.toContain(4);
    const posts = (await (await fetch(`${base}/api/seo/blog-posts`)).json()) as unknown[];
    expect(posts).toHaveLength(3);
  });

  it.each([
    ['/api/products/999', 404, 'Product not found'],
    ['/api/products/abc', 400, 'id: Product id must be a number'],
    ['/api/products/1.5', 400, 'id: Product id must be a whole number'],
    ['/api/products/0', 400, 'id: Product id must be positive'],
    ['/api/products/99999999999', 400, 'id: Product id is too large'],
    ['/api/products/abc/related', 400, 'id: Product id must be a number'],
  ])('answers %s with %i %s', async (path, status, message) => {
    const res = await fetch(`${base}${path}`);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ statusCode: status, message });
  });

  it('prices a configuration over HTTP, ignoring a cache-busting timestamp', async () => {
    const res = await fetch(`${base}/api/products/pricing?productName=Marigold%20Geometry&size=27x21&medium=Fine%20Art%20Paper&frame=Black%20Frame&t=${Date.now()}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ mrp: 800, discountedPrice: 720, discountPercent: 10, gst: 129.6, finalPrice: 849.6, source: 'product' });
  });

  it('prices a product named by its id alone, as the documentation says', async () => {
    const res = await fetch(`${base}/api/products/pricing?productId=1&size=18X14`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ mrp: 195, discountedPrice: 176, discountPercent: 10, gst: 31.68, finalPrice: 207.68, source: 'product' });
  });

  it.each([
    ['/api/products/pricing', 'productName: is required'],
    ['/api/products/pricing?productName=Indigo%20Tides', 'size: is required'],
    ['/api/products/pricing?productName=Indigo%20Tides&size=huge', 'size: must look like 18X14'],
    ['/api/products/pricing?productName=Indigo%20Tides&size=18x18&productId=abc', 'productId'],
  ])('answers 400 for %s', async (path, message) => {
    const res = await fetch(`${base}${path}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
  });

  it('summarises a cart over HTTP with success and the summary; a tampered price changes nothing', async () => {
    const post = (price: number) =>
      fetch(`${base}/api/cart/dynamic-summary`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ productName: 'Indigo Tides', size: '24x24', quantity: 2, price }] }),
      });
    const honest = await post(608);
    expect(honest.status).toBe(200);
    const body = (await honest.json()) as { success: boolean; summary: unknown };
    // 450 × 1.5 = 675 MRP, 608 (607.5 up) discounted; two of them
    expect(body).toMatchObject({
      success: true,
      summary: { basePrice: 1350, discountPercentage: 10, discountAmount: 134, subtotal: 1216, gstRate: 18, gstAmount: 218.88, total: 1434.88 },
    });
    const tampered = (await (await post(0.01)).json()) as { summary: unknown };
    expect(tampered.summary).toEqual(body.summary);
  });

  it.each([
    [{}, 'items'],
    [{ items: [] }, 'items: must not be empty'],
    [{ items: [{ productName: 'Indigo Tides', size: '24x24', quantity: 0 }] }, 'items.0.quantity: must be at least 1'],
  ])('answers 400 for the cart body %j', async (body, message) => {
    const res = await fetch(`${base}/api/cart/dynamic-summary`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
  });

  it("keeps a caller's correlation id and makes one up otherwise", async () => {
    const kept = await fetch(`${base}/api/categories`, { headers: { 'x-correlation-id': 'trace-42' } });
    expect(kept.headers.get('x-correlation-id')).toBe('trace-42');
    const made = await fetch(`${base}/api/categories`, { headers: { 'x-correlation-id': 'bad id with spaces' } });
    expect(made.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports health with NATS', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', nats: 'connected' });
  });

  it('answers errors as {statusCode, message}: unknown route, malformed and oversized JSON', async () => {
    const unknown = await fetch(`${base}/api/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ statusCode: 404, message: 'Cannot GET /api/nothing-here' });

    const malformed = await fetch(`${base}/api/categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });

    const huge = await fetch(`${base}/api/categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filler: 'x'.repeat(200_000) }),
    });
    expect(huge.status).toBe(413);
  });

  it('sends security headers with a content security policy', async () => {
    const res = await fetch(`${base}/`);
    const policy = res.headers.get('content-security-policy');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    // Profile pictures from Google, or from the sandbox standing in for it.
    expect(policy).toMatch(/img-src 'self' data: https:\/\/\*\.googleusercontent\.com http:\/\/localhost:8090/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
    // Google's consent popup must be able to report back to the shop, and its landing page to its opener.
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    const callback = await fetch(`${base}/auth/google/callback`, { headers: { accept: 'text/html' } });
    expect(callback.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it('serves the SPA with history fallback and long-lived hashed assets', async () => {
    const deepLink = await fetch(`${base}/collection/all`, { headers: { accept: 'text/html' } });
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<div id="root">');
    const asset = await fetch(`${base}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    // The build's Brotli copy goes to browsers that take it; fetch unpacks it again.
    const brotli = await fetch(`${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect([brotli.headers.get('content-encoding'), await brotli.text()]).toEqual(['br', 'console.log(1)']);
    const plain = await fetch(`${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect([plain.headers.get('content-encoding'), await plain.text()]).toEqual([null, 'console.log(1)']);
  });

  it('publishes OpenAPI docs that list the calls', async () => {
    const docs = await fetch(`${base}/api/docs/openapi.json`);
    const spec = (await docs.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/categories', '/api/health']));
    expect((await fetch(`${base}/api/docs`)).status).toBe(200);
  });

  it('answers 503 within the timeout while the catalog is killed, and recovers when it restarts', async () => {
    await catalog.stop('SIGKILL');
    // Until NATS notices the dead connection it may still route to it: that request ends as a
    // 504 after the timeout. Nothing else is an acceptable answer, and soon every one is a 503.
    const statuses: number[] = [];
    let down: Response;
    do {
      down = await fetch(`${base}/api/categories`);
      statuses.push(down.status);
    } while (down.status === 504 && statuses.length < 10);
    expect(statuses.filter((status) => status !== 504)).toEqual([503]);
    expect(await down.json()).toMatchObject({ statusCode: 503, message: 'The catalog service is unavailable' });

    await catalog.start();
    const back = await fetch(`${base}/api/categories`);
    expect(back.status).toBe(200);
  });
});
