import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { apiProductSchema, GetProduct, ListBlogPosts, ListCategories, ListProducts, ListRelatedProducts, ListStorefrontProducts, productSchema } from '@shop/contracts';
import { dropDatabase, migrate } from '@shop/database';
import { connectNats, RequestClient, type NatsConnection } from '@shop/messaging';
import { TEST_NATS_URL, uniqueDatabaseUrl, until } from '@shop/testing';
import { Client } from 'pg';
import { catalogInProcess } from './support/catalog-in-process';
import { catalogDatabase } from '../src/db/database';

describe('catalog service', () => {
  const databaseUrl = uniqueDatabaseUrl('catalog');
  let app: INestApplication;
  let nc: NatsConnection;
  let client: RequestClient;

  beforeAll(async () => {
    await migrate(catalogDatabase(databaseUrl));
    app = await catalogInProcess(databaseUrl);
    nc = await connectNats(TEST_NATS_URL, 'catalog-test-client');
    client = new RequestClient(nc, 2000);
  });

  afterAll(async () => {
    await app.close();
    await nc.close();
    await dropDatabase(databaseUrl);
  });

  it("answers the spec's three categories over NATS, in id order", async () => {
    const categories = await client.request(ListCategories, {}, { correlationId: 'test' });
    expect(categories).toEqual([
      { id: 1, name: 'Exclusive', description: expect.stringMatching(/limited-edition/), imageUrl: expect.any(String) },
      { id: 2, name: 'Contemporary', description: expect.stringMatching(/modern and trendy/i), imageUrl: expect.any(String) },
      { id: 3, name: 'Heritage', description: expect.stringMatching(/culture-rich/), imageUrl: expect.any(String) },
    ]);
  });

  it("answers the spec's eight sample artworks with every field", async () => {
    const { items: products, total } = await client.request(ListProducts, { limit: 24 }, { correlationId: 'test' });
    expect(total).toBe(8);
    products.sort((a, b) => a.id - b.id);
    expect(products).toHaveLength(8);
    for (const product of products) expect(productSchema.safeParse(product).success).toBe(true);
    expect(products.map((p) => p.categoryId)).toEqual([2, 2, 2, 2, 2, 2, 3, 1]);
    expect(products.filter((p) => p.featured).map((p) => p.id)).toEqual([1, 4, 7, 8]);
    expect(products.every((p) => p.inStock)).toBe(true);
    const prices = products.map((p) => p.basePrice);
    // Paise: ₹195 to ₹1,250.
    expect(Math.min(...prices)).toBe(19500);
    expect(Math.max(...prices)).toBe(125000);
    for (const p of products) {
      expect(p.rating).toBeGreaterThanOrEqual(4.5);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(p.images.length).toBeGreaterThanOrEqual(3);
      expect(p.images).toContain(p.mainImage);
      for (const image of p.images) expect(p.media[image]).toEqual({ width: expect.any(Number), height: expect.any(Number) });
      expect(p.availableSizes).toHaveLength(5);
      expect(p.availableMediums).toEqual(['Museum-Grade Canvas', 'Fine Art Paper']);
      expect(p.availableFrames).toHaveLength(8);
    }
  });

  it('answers the same page for the storefront as JSON ready to send, the prices in rupees', async () => {
    const request = { category: 'contemporary', sort: 'price-high' as const, limit: 4 };
    const page = await client.request(ListProducts, request, { correlationId: 'test' });
    const storefront = await client.request(ListStorefrontProducts, request, { correlationId: 'test' });
    expect(storefront.total).toBe(page.total);
    expect(JSON.parse(storefront.json)).toEqual(page.items.map((product) => apiProductSchema.parse(product)));
    expect((JSON.parse(storefront.json) as Array<{ basePrice: number }>)[0].basePrice).toBe(page.items[0].basePrice / 100);
  });

  it('answers one product with its slug, and "Product not found" for an unknown id', async () => {
    const product = await client.request(GetProduct, { id: 8 }, { correlationId: 'test' });
    expect(product).toMatchObject({ id: 8, title: 'Royal Peacock Durbar', slug: 'royal-peacock-durbar', orientation: 'square' });
    await expect(client.request(GetProduct, { id: 999 }, { correlationId: 'test' })).rejects.toMatchObject({
      status: 404,
      message: 'Product not found',
    });
    await expect(client.request(GetProduct, { id: -1 }, { correlationId: 'test' })).rejects.toMatchObject({
      status: 400,
      message: 'id: Product id must be positive',
    });
  });

  it('answers related products: same category first, never the product itself', async () => {
    const related = await client.request(ListRelatedProducts, { id: 2 }, { correlationId: 'test' });
    expect(related).toHaveLength(4);
    expect(related.map((p) => p.id)).not.toContain(2);
    expect(related.every((p) => p.categoryId === 2)).toBe(true);
    const forHeritage = await client.request(ListRelatedProducts, { id: 7 }, { correlationId: 'test' });
    // Product 7 is the only Heritage print: the other categories follow, best rated first.
    const others = (await client.request(ListProducts, { limit: 24 }, { correlationId: 'test' })).items.filter((p) => p.id !== 7);
    const byRating = others.sort((a, b) => b.rating - a.rating || a.id - b.id).slice(0, 4);
    expect(forHeritage.map((p) => p.id)).toEqual(byRating.map((p) => p.id));
    await expect(client.request(ListRelatedProducts, { id: 999 }, { correlationId: 'test' })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('serves a product added, changed or removed by SQL at once, without a restart', async () => {
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const list = async () => (await client.request(ListProducts, { limit: 24 }, { correlationId: 'test' })).items;
    try {
      const [{ id }] = (
        await db.query(
          `INSERT INTO products (title, artist, category_id, description, base_price, main_image, year, style, orientation)
           VALUES ('Fresh Print', 'A. Artist', 3, 'New', 1000, '/m.webp', '2026', 'Folk', 'square') RETURNING id`,
        )
      ).rows as { id: number }[];
      await until(async () => ((await list()).some((p) => p.id === id) ? true : undefined), 'the new product listed');
      await expect(client.request(GetProduct, { id }, { correlationId: 'test' })).resolves.toMatchObject({ title: 'Fresh Print', slug: 'fresh-print' });
      expect((await client.request(ListRelatedProducts, { id: 7 }, { correlationId: 'test' }))[0].id).toBe(id);

      await db.query(`UPDATE products SET base_price = 1200 WHERE id = $1`, [id]);
      await until(
        async () => ((await client.request(GetProduct, { id }, { correlationId: 'test' })).basePrice === 120000 ? true : undefined),
        'the new price served',
      );

      await db.query(`DELETE FROM products WHERE id = $1`, [id]);
      await until(async () => ((await list()).some((p) => p.id === id) ? undefined : true), 'the product gone from the list');
      await expect(client.request(GetProduct, { id }, { correlationId: 'test' })).rejects.toMatchObject({ status: 404 });
    } finally {
      await db.end();
    }
  });

  it('answers the three built-in blog posts, newest first', async () => {
    const posts = await client.request(ListBlogPosts, {}, { correlationId: 'test' });
    expect(posts.map((p) => p.category)).toEqual(['Heritage Art', 'Interior Design', 'Art Trends']);
    for (const post of posts) {
      expect(post).toMatchObject({ slug: expect.stringMatching(/^[a-z0-9-]+$/), date: post.publishDate });
      expect(post.content.length).toBeGreaterThan(200);
    }
  });

  it('reports ready with its database and NATS on its health port, and serves metrics', async () => {
    const base = await app.getUrl();
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { nats: 'connected', database: 'connected' } });
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toContain('rpc_server_requests_total{subject="catalog.list-categories.v1",status="200"}');
  });

  it('migrates once: running the migrations again changes nothing', async () => {
    await expect(migrate(catalogDatabase(databaseUrl))).resolves.toEqual([]);
    const categories = await client.request(ListCategories, {}, { correlationId: 'test' });
    expect(categories).toHaveLength(3);
  });

  it('refuses to start without its database setting, naming it', () => {
    const main = join(__dirname, '..', 'dist', 'main.js');
    const result = spawnSync(process.execPath, [main], {
      env: { PATH: process.env.PATH, HEALTH_PORT: '0' },
      encoding: 'utf8',
      timeout: 10000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('missing required setting DATABASE_URL');
  });
});
