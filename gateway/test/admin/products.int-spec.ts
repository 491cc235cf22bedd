import 'reflect-metadata';
import { TOTAL_COUNT_HEADER, type ApiStaffProduct, type ApiStaffProductRow } from '@shop/contracts';
import { until } from '@shop/testing';
import { startShop, type Shop } from '../support/shop';
import { asStaff, ownerOf, staffAs, type SignedInStaff } from '../support/staff';

const newPrint = {
  title: 'Lotus Pond at Noon',
  uniqueProduct: 'CAD-7001',
  artist: 'Kavya Rao',
  categoryId: 2,
  description: 'Pink lotuses over still green water, in broad, bright strokes.',
  basePrice: 1499.5,
  mainImage: '/media/products/monsoon-reverie/artwork.webp',
  images: ['/media/products/monsoon-reverie/artwork.webp'],
  year: '2025',
  style: 'Contemporary',
  orientation: 'square',
  availableSizes: ['18X18', '24X24'],
  availableMediums: ['Museum-Grade Canvas', 'Fine Art Paper'],
  availableFrames: ['Print Only', 'Black Frame'],
};

/**
 * The back office's products through the gateway: a catalogue user adds a print (prices in
 * rupees), finds it in the paged list, edits it, archives and restores it; shoppers see each step;
 * the audit log names who did what.
 */
describe('back office: products', () => {
  let shop: Shop;
  let cataloguer: SignedInStaff;

  beforeAll(async () => {
    shop = await startShop();
    cataloguer = await staffAs(shop, 'catalogue');
  }, 120_000);

  afterAll(() => shop?.stop());

  const call = (path: string, init: { method?: string; body?: unknown } = {}) => asStaff(shop, cataloguer.cookie, path, init);

  it('adds, lists, edits, archives and restores a product, and the storefront follows each step', async () => {
    const created = await call('/api/admin/products', { method: 'POST', body: newPrint });
    expect(created.status).toBe(201);
    const product = (await created.json()) as ApiStaffProduct;
    expect(product).toMatchObject({ title: 'Lotus Pond at Noon', basePrice: 1499.5, version: 1, archivedAt: null, slug: 'lotus-pond-at-noon' });

    const listed = await call('/api/admin/products?q=lotus%20pond&orientation=square&inStock=true&sort=title');
    expect(listed.status).toBe(200);
    expect(listed.headers.get(TOTAL_COUNT_HEADER)).toBe('1');
    expect(((await listed.json()) as ApiStaffProductRow[]).map((row) => [row.id, row.basePrice])).toEqual([[product.id, 1499.5]]);

    await until(async () => ((await fetch(`${shop.base}/api/products/${product.id}`)).status === 200 ? true : undefined), 'the product page', 2000);

    const edited = await call(`/api/admin/products/${product.id}`, { method: 'PATCH', body: { version: 1, title: 'Lotus Pond at Dusk', basePrice: 1999 } });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ version: 2, title: 'Lotus Pond at Dusk', slug: 'lotus-pond-at-dusk', basePrice: 1999 });
    const stale = await call(`/api/admin/products/${product.id}`, { method: 'PATCH', body: { version: 1, featured: true } });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ message: 'This product was changed by someone else; reload it' });

    const archived = await call(`/api/admin/products/${product.id}/archive`, { method: 'POST', body: { version: 2 } });
    expect(archived.status).toBe(200);
    await until(async () => ((await fetch(`${shop.base}/api/products/${product.id}`)).status === 404 ? true : undefined), 'the product page to answer 404', 2000);
    expect((await call(`/api/admin/products/${product.id}`)).status).toBe(200);

    const restored = await call(`/api/admin/products/${product.id}/restore`, { method: 'POST', body: { version: 3 } });
    expect(await restored.json()).toMatchObject({ archivedAt: null, version: 4 });
    // The slug in a link shared before the new title still opens the product: links go by id.
    await until(async () => ((await fetch(`${shop.base}/api/products/${product.id}`)).status === 200 ? true : undefined), 'the product page back', 2000);

    const owner = await ownerOf(shop);
    const log = await until(async () => {
      const res = await asStaff(shop, owner.cookie, `/api/admin/audit?entity=product&entityId=${product.id}`);
      const entries = (await res.json()) as Array<{ action: string; staffEmail: string }>;
      return entries.length >= 4 ? entries : undefined;
    }, 'the audit log', 10_000);
    expect(log.map((entry) => entry.action).sort()).toEqual(['product.archive', 'product.create', 'product.restore', 'product.update']);
    expect(log.every((entry) => entry.staffEmail === cataloguer.email)).toBe(true);
  });

  it('answers a clear 4xx to bad input: a taken uniqueProduct, a size of another orientation, rupees with three decimals', async () => {
    const taken = await call('/api/admin/products', { method: 'POST', body: { ...newPrint, uniqueProduct: 'CAD-0001' } });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ message: 'Another product already has uniqueProduct "CAD-0001"; choose another' });
    const size = await call('/api/admin/products', { method: 'POST', body: { ...newPrint, uniqueProduct: null, availableSizes: ['18X14'] } });
    expect(size.status).toBe(400);
    expect(await size.json()).toMatchObject({ message: expect.stringMatching(/18X14 is not a square preset/) });
    const price = await call('/api/admin/products', { method: 'POST', body: { ...newPrint, uniqueProduct: null, basePrice: 10.005 } });
    expect(price.status).toBe(400);
    expect(await price.json()).toMatchObject({ message: expect.stringMatching(/basePrice must have at most two decimals/) });
  });
});
