import 'reflect-metadata';
import type { ApiStaffProduct } from '@shop/contracts';
import { startShop, type Shop } from '../support/shop';
import { signIn } from '../support/sign-in';
import { asStaff, staffAs, type SignedInStaff } from '../support/staff';

const print = (uniqueProduct: string | null) => ({
  title: 'Attack Surface',
  uniqueProduct,
  artist: 'Red Team',
  categoryId: 2,
  description: 'A print made to be attacked.',
  basePrice: 999,
  mainImage: '/media/products/monsoon-reverie/artwork.webp',
  year: '2025',
  style: 'Contemporary',
  orientation: 'landscape',
});

/** Attacks on the back office's products: who may call, what they may send, and races. */
describe('security: back office products', () => {
  let shop: Shop;
  let cataloguer: SignedInStaff;
  let product: ApiStaffProduct;

  beforeAll(async () => {
    shop = await startShop();
    cataloguer = await staffAs(shop, 'catalogue');
    const res = await asStaff(shop, cataloguer.cookie, '/api/admin/products', { method: 'POST', body: print('CAD-6001') });
    product = (await res.json()) as ApiStaffProduct;
  }, 120_000);

  afterAll(() => shop?.stop());

  it('refuses nobody (401), a shopper (401) and the roles without catalogue.edit (403), reads and writes alike', async () => {
    const shopper = await signIn(shop, 'products.shopper@example.in', { 'x-forwarded-for': '10.98.0.1' });
    const calls = [
      { path: '/api/admin/products' },
      { path: `/api/admin/products/${product.id}` },
      { path: '/api/admin/products', method: 'POST', body: print(null) },
      { path: `/api/admin/products/${product.id}`, method: 'PATCH', body: { version: 1, title: 'Owned' } },
      { path: `/api/admin/products/${product.id}/archive`, method: 'POST', body: { version: 1 } },
    ];
    const support = await staffAs(shop, 'support');
    const fulfilment = await staffAs(shop, 'fulfilment');
    for (const init of calls) {
      expect((await asStaff(shop, '', init.path, init)).status).toBe(401);
      expect((await asStaff(shop, shopper, init.path, init)).status).toBe(401);
      expect((await asStaff(shop, support.cookie, init.path, init)).status).toBe(403);
      expect((await asStaff(shop, fulfilment.cookie, init.path, init)).status).toBe(403);
    }
    // Nothing changed.
    expect(await (await asStaff(shop, cataloguer.cookie, `/api/admin/products/${product.id}`)).json()).toMatchObject({ version: 1, title: 'Attack Surface', archivedAt: null });
  });

  it('ignores a forged staff header: only the session cookie says who is calling', async () => {
    const forged = JSON.stringify({ id: 1, email: 'owner@curatedartdecor.in', name: 'Owner', role: 'owner' });
    const res = await fetch(`${shop.base}/api/admin/products`, { headers: { 'x-staff': forged, 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(401);
    const tampered = await asStaff(shop, `${cataloguer.cookie}x`, '/api/admin/products');
    expect(tampered.status).toBe(401);
  });

  it('refuses cross-site writes and form posts, even with the staff cookie', async () => {
    const crossSite = await fetch(`${shop.base}/api/admin/products/${product.id}/archive`, {
      method: 'POST',
      headers: { cookie: cataloguer.cookie, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: JSON.stringify({ version: 1 }),
    });
    expect(crossSite.status).toBe(403);
    const form = await fetch(`${shop.base}/api/admin/products/${product.id}/archive`, {
      method: 'POST',
      headers: { cookie: cataloguer.cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'version=1',
    });
    expect(form.status).toBe(415);
    expect((await (await asStaff(shop, cataloguer.cookie, `/api/admin/products/${product.id}`)).json()).archivedAt).toBeNull();
  });

  it.each([
    ['an id that is not a number', '/api/admin/products/1%20OR%201=1', 'GET', undefined, 400],
    ['an id past the integer range', '/api/admin/products/99999999999', 'GET', undefined, 400],
    ['an id of no product', '/api/admin/products/2000000', 'GET', undefined, 404],
    ['a field the product does not have', '/api/admin/products', 'POST', { ...print(null), rating: 5 }, 400],
    ['a nested object where a text goes', '/api/admin/products', 'POST', { ...print(null), title: { $ne: '' } }, 400],
    ['a path outside /media', '/api/admin/products', 'POST', { ...print(null), mainImage: '/media/../../etc/passwd' }, 400],
    ['an edit without a version', '/api/admin/products/1', 'PATCH', { title: 'No version' }, 400],
    ['an edit with only a version', '/api/admin/products/1', 'PATCH', { version: 1 }, 400],
    ['too many sizes', '/api/admin/products', 'POST', { ...print(null), availableSizes: Array.from({ length: 31 }, (_, i) => `${i + 10}X${i + 10}`) }, 400],
    ['a negative price', '/api/admin/products', 'POST', { ...print(null), basePrice: -1 }, 400],
    ['a filter of the wrong kind', '/api/admin/products?inStock=maybe', 'GET', undefined, 400],
    ['a page past the limit', '/api/admin/products?limit=1000', 'GET', undefined, 400],
  ].map(([what, path, method, body, status]) => ({ what, path, method, body, status })))('answers $what with a clear $status', async ({ path, method, body, status }) => {
    const res = await asStaff(shop, cataloguer.cookie, path as string, { method: method as string, body });
    expect(res.status).toBe(status);
    expect(((await res.json()) as { message: string }).message.length).toBeGreaterThan(0);
  });

  it('refuses deeply nested and oversized bodies before they reach the catalog', async () => {
    let nested: unknown = 'deep';
    for (let i = 0; i < 200; i += 1) nested = { a: nested };
    expect((await asStaff(shop, cataloguer.cookie, '/api/admin/products', { method: 'POST', body: { ...print(null), frameImages: nested } })).status).toBe(400);
    const huge = await asStaff(shop, cataloguer.cookie, '/api/admin/products', { method: 'POST', body: { ...print(null), description: 'x'.repeat(200_000) } });
    expect(huge.status).toBe(413);
  });

  it('lets exactly one of two concurrent edits from the same version win; the other answers 409', async () => {
    const created = (await (await asStaff(shop, cataloguer.cookie, '/api/admin/products', { method: 'POST', body: print('CAD-6002') })).json()) as ApiStaffProduct;
    const manager = await staffAs(shop, 'manager');
    const [first, second] = await Promise.all([
      asStaff(shop, cataloguer.cookie, `/api/admin/products/${created.id}`, { method: 'PATCH', body: { version: 1, basePrice: 111 } }),
      asStaff(shop, manager.cookie, `/api/admin/products/${created.id}`, { method: 'PATCH', body: { version: 1, basePrice: 222 } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? 111 : 222;
    expect(await (await asStaff(shop, cataloguer.cookie, `/api/admin/products/${created.id}`)).json()).toMatchObject({ version: 2, basePrice: winner });
  });

  it('refuses a duplicate that takes another product\'s uniqueProduct', async () => {
    const res = await asStaff(shop, cataloguer.cookie, `/api/admin/products/${product.id}/duplicate`, { method: 'POST', body: { uniqueProduct: 'CAD-0001' } });
    expect(res.status).toBe(409);
  });
});
