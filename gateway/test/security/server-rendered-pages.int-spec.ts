import 'reflect-metadata';
import type { ApiStaffProduct } from '@shop/contracts';
import { until } from '@shop/testing';
import { rendererMetric } from '../support/renderer';
import { startShop, type Shop } from '../support/shop';
import { asStaff, staffAs } from '../support/staff';

const PUBLIC_ORIGIN = 'https://shop.example.in';
const SCRIPT = '</script><script>alert(1)</script>';
const ATTRIBUTE = '"><img src=x onerror=alert(2)>';

const page = (shop: Shop, path: string, headers: Record<string, string> = {}) => fetch(`${shop.base}${path}`, { headers: { accept: 'text/html', ...headers } });

/**
 * The page renderer (issue 21) as an attacker tries it: text a cataloguer (or anyone who can get
 * text into the catalogue) typed must stay text in every part of the page; the request's Host
 * headers must never choose the shop's address; odd addresses must not reach anything but pages.
 */
describe('security: server-rendered pages', () => {
  let shop: Shop;
  let product: ApiStaffProduct;

  beforeAll(async () => {
    shop = await startShop({ renderer: { PUBLIC_ORIGIN } });
    const cataloguer = await staffAs(shop, 'catalogue');
    const created = await asStaff(shop, cataloguer.cookie, '/api/admin/products', {
      method: 'POST',
      body: {
        title: `Night Market ${SCRIPT}`,
        uniqueProduct: 'CAD-9901',
        artist: `Ravi ${ATTRIBUTE}`,
        categoryId: 2,
        description: `Lanterns ${SCRIPT} and ${ATTRIBUTE} over wet stone.`,
        basePrice: 1499,
        mainImage: '/media/products/monsoon-reverie/artwork.webp',
        images: ['/media/products/monsoon-reverie/artwork.webp'],
        year: '2025',
        style: 'Contemporary',
        orientation: 'square',
        availableSizes: ['18X18'],
        availableMediums: ['Museum-Grade Canvas'],
        availableFrames: ['Print Only'],
      },
    });
    expect(created.status).toBe(201);
    product = (await created.json()) as ApiStaffProduct;
    await until(async () => ((await fetch(`${shop.base}/api/products/${product.id}`)).ok ? true : undefined), 'the new product in the storefront');
  }, 120_000);

  afterAll(() => shop?.stop());

  it('keeps typed markup as text in the title, preview tags, JSON-LD, page data and body', async () => {
    const html = await (await page(shop, `/product/${product.id}`)).text();
    expect(html).toContain('Night Market');
    // No script element or attribute of the attacker's survives anywhere in the page.
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x onerror');
    expect(html).toContain('<title>Night Market &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; by Ravi &quot;&gt;&lt;img src=x onerror=alert(2)&gt; | Curated Art &amp; Decor</title>');
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.every((tag) => /type="(module|application\/ld\+json|application\/json)"/.test(tag))).toBe(true);
  });

  it('writes the shop’s own address whatever Host or X-Forwarded-Host the request names', async () => {
    const html = await (await page(shop, `/product/${product.id}`, { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' })).text();
    expect(html).not.toContain('evil.example');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}/product/${product.id}/`);
  });

  it('answers only pages: no files, no other methods, no overlong addresses rendered', async () => {
    for (const path of ['/product/..%2f..%2f..%2fetc%2fpasswd', '/..%2fpackage.json', '/product/1%00']) {
      const res = await page(shop, path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).not.toContain('root:x:0');
      expect(html).not.toContain('"devDependencies"');
    }
    const form = await fetch(`${shop.base}/product/${product.id}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, body: 'a=1' });
    // A form post is refused before it could reach a page (the gateway takes JSON bodies only).
    expect(form.status).toBe(415);
    expect(await form.text()).not.toContain('<div id="root">');
    const overlong = await (await page(shop, `/product/${product.id}?${'x='.padEnd(4000, 'a')}`)).text();
    expect(overlong).toContain('<div id="root"></div>');
  });

  it('keeps one page for a flood of shared-link variants, and none of their tracking parameters in it', async () => {
    const before = await rendererMetric(shop, 'renderer_pages_kept');
    for (let n = 0; n < 30; n += 1) {
      const link = `/product/${product.id}?utm_source=${encodeURIComponent(SCRIPT)}-${n}&fbclid=${'F'.padEnd(3000, String(n % 10))}`;
      const html = await (await page(shop, link)).text();
      expect(html).toContain('<h1');
      expect(html).not.toContain('utm_source');
      expect(html).not.toContain('FFFFFFFF');
    }
    // The page without the parameters, once (none was kept before: this product's page had not been asked for).
    expect((await rendererMetric(shop, 'renderer_pages_kept')) - before).toBeLessThanOrEqual(1);
  });
});
