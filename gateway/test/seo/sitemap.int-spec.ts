import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { SITEMAP_IDS_PER_FILE } from '@shop/contracts';
import { dropDatabase } from '@shop/database';
import { freePort, migrateBuiltService, seedBuiltCatalog, ServiceProcess, TEST_NATS_URL, uniqueDatabaseUrl } from '@shop/testing';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Client } from 'pg';
import { startGateway } from '../support/shop';

// sitemap.xml and robots.txt of a shop whose catalogue needs two product files: the gateway
// in-process and the built catalog (all the sitemap asks) as its own process, seeded past
// SITEMAP_IDS_PER_FILE products; real Postgres and NATS.
const PRODUCTS = SITEMAP_IDS_PER_FILE + 100;
const PUBLIC_URL = 'https://prints.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface Entry {
  loc: string;
  lastmod?: string;
}

const xmlParser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'sitemap' });

describe('sitemap.xml and robots.txt', () => {
  const databaseUrl = uniqueDatabaseUrl('sitemap');
  let catalog: ServiceProcess;
  let gateway: INestApplication;
  let base: string;

  /** A crawler's GET: compressed answers welcome. */
  const crawl = (path: string) => fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br, gzip', 'user-agent': 'Googlebot/2.1' } });

  /** The entries of an XML answer, checked first for what every sitemap answer carries. */
  const entries = async (path: string, root: 'urlset' | 'sitemapindex'): Promise<Entry[]> => {
    const res = await crawl(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const document = xmlParser.parse(xml) as Record<string, Record<string, unknown>>;
    expect(document[root]['@_xmlns']).toBe(SITEMAP_NS);
    return (document[root][root === 'urlset' ? 'url' : 'sitemap'] ?? []) as Entry[];
  };

  beforeAll(async () => {
    await migrateBuiltService('catalog', databaseUrl);
    await seedBuiltCatalog(databaseUrl, PRODUCTS);
    catalog = new ServiceProcess('catalog', { NATS_URL: TEST_NATS_URL, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }, await freePort());
    await catalog.start();
    gateway = await startGateway({ PUBLIC_URL });
    base = (await gateway.getUrl()).replace('[::1]', '127.0.0.1');
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      // The second file's products last changed at known times, one of them latest.
      await db.query(`UPDATE products SET updated_at = CASE WHEN id = $1 THEN '2026-06-02T03:04:05Z'::timestamptz ELSE '2026-06-01T00:00:00Z' END WHERE id > $2`, [
        SITEMAP_IDS_PER_FILE + 50,
        SITEMAP_IDS_PER_FILE,
      ]);
    } finally {
      await db.end();
    }
  });

  afterAll(async () => {
    await gateway?.close();
    await catalog?.stop();
    await dropDatabase(databaseUrl);
  });

  it('serves robots.txt with the rules for crawlers and the sitemap by its absolute URL', async () => {
    const res = await crawl('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /api/', 'Disallow: /cart', 'Disallow: /orders', 'Disallow: /wishlist', 'Disallow: /auth/']));
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('indexes the pages file and one product file per 5,000 ids, each product file with its latest change', async () => {
    const files = await entries('/sitemap.xml', 'sitemapindex');
    expect(files.map((file) => file.loc)).toEqual([`${PUBLIC_URL}/sitemaps/pages.xml`, `${PUBLIC_URL}/sitemaps/products-1.xml`, `${PUBLIC_URL}/sitemaps/products-2.xml`]);
    expect(files[2].lastmod).toBe('2026-06-02T03:04:05.000Z');
    expect(Date.parse(files[1].lastmod as string)).not.toBeNaN();
  });

  it('lists the first 5,000 products in the first file, compressed, each by the link the storefront gives it', async () => {
    const res = await crawl('/sitemaps/products-1.xml');
    expect(res.headers.get('content-encoding')).toBe('br');
    const urls = await entries('/sitemaps/products-1.xml', 'urlset');
    expect(urls).toHaveLength(SITEMAP_IDS_PER_FILE);
    const product = (await (await fetch(`${base}/api/products/1`)).json()) as { id: number; slug: string };
    expect(urls[0].loc).toBe(`${PUBLIC_URL}/product/1/${encodeURIComponent(product.slug)}`);
    expect(urls.every((url) => /^https:\/\/prints\.example\/product\/\d+\/[^/]+$/.test(url.loc) && !Number.isNaN(Date.parse(url.lastmod as string)))).toBe(true);
    const ids = urls.map((url) => Number(url.loc.split('/')[4]));
    expect(ids).toEqual(Array.from({ length: SITEMAP_IDS_PER_FILE }, (_, i) => i + 1));
  });

  it('lists the rest in the second file, each with the time it last changed', async () => {
    const urls = await entries('/sitemaps/products-2.xml', 'urlset');
    expect(urls).toHaveLength(PRODUCTS - SITEMAP_IDS_PER_FILE);
    const changed = urls.find((url) => url.loc.startsWith(`${PUBLIC_URL}/product/${SITEMAP_IDS_PER_FILE + 50}/`));
    expect(changed?.lastmod).toBe('2026-06-02T03:04:05.000Z');
    expect(urls[0].lastmod).toBe('2026-06-01T00:00:00.000Z');
  });

  it('lists home, every collection, the blog and its posts, about, contact and the four policies', async () => {
    const categories = (await (await fetch(`${base}/api/categories`)).json()) as Array<{ name: string }>;
    const posts = (await (await fetch(`${base}/api/seo/blog-posts`)).json()) as Array<{ slug: string; publishDate: string }>;
    expect(categories.length).toBeGreaterThan(0);
    expect(posts.length).toBeGreaterThan(0);
    const urls = await entries('/sitemaps/pages.xml', 'urlset');
    expect(urls.map((url) => url.loc)).toEqual(
      [
        '/',
        '/collection/all',
        ...categories.map((category) => `/collection/${encodeURIComponent(category.name.toLowerCase())}`),
        '/blog',
        ...posts.map((post) => `/blog/${encodeURIComponent(post.slug)}`),
        '/about',
        '/contact',
        '/refund-and-returns',
        '/privacy',
        '/shipping',
        '/terms',
      ].map((path) => `${PUBLIC_URL}${path}`),
    );
    const post = urls.find((url) => url.loc.endsWith(`/blog/${encodeURIComponent(posts[0].slug)}`));
    expect(post?.lastmod).toBe(posts[0].publishDate);
  });

  it('answers 404 for a product file past the last one', async () => {
    const res = await crawl('/sitemaps/products-3.xml');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { statusCode: number }).statusCode).toBe(404);
  });
});
