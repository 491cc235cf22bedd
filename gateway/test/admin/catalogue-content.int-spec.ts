import 'reflect-metadata';
import { shopper, until } from '@shop/testing';
import { codOrderBody, startCheckout } from '../support/checkout';
import { orderNumber, startShop, type Shop } from '../support/shop';
import { asStaff, staffAs, type SignedInStaff } from '../support/staff';

interface PriceOptionView {
  id: number;
  kind: string;
  value: string;
  label: string;
  priceMultiplier: number | null;
  addedPrice: number | null;
  version: number;
}

// Issue 18's options, prices, settings, categories and blog, and issue 17's customers, through the gateway with real staff sessions.
describe('the back office: options and prices, content and settings, customers', () => {
  let shop: Shop;
  let catalogue: SignedInStaff;
  let owner: SignedInStaff;

  beforeAll(async () => {
    shop = await startShop();
    owner = await staffAs(shop, 'owner');
    catalogue = await staffAs(shop, 'catalogue');
  }, 120_000);

  afterAll(() => shop?.stop());

  const json = async <T>(res: Response, status = 200): Promise<T> => {
    const text = await res.text();
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${text}`);
    return JSON.parse(text) as T;
  };
  const cardPrice = async (frame = 'No Frame') => {
    const res = await fetch(`${shop.base}/api/products/pricing?productId=4&size=18x14&medium=Museum-Grade%20Canvas&frame=${encodeURIComponent(frame)}`);
    return { status: res.status, body: (await res.json()) as { mrp: number; discountedPrice: number } };
  };

  it('changes a frame price in rupees, which the product page prices at once, after a preview', async () => {
    const { options } = await json<{ options: PriceOptionView[] }>(await asStaff(shop, catalogue.cookie, '/api/admin/price-options'));
    const black = options.find((o) => o.label === 'Black Frame') as PriceOptionView;
    expect(black).toMatchObject({ kind: 'frame', addedPrice: 110 });
    const before = (await cardPrice('Black Frame')).body.mrp;

    const fields = { kind: 'frame', value: black.value, label: black.label, addedPrice: 150.5 };
    const preview = await json<{ samples: Array<{ before: number | null; after: number }> }>(
      await asStaff(shop, catalogue.cookie, '/api/admin/price-options/preview', { method: 'POST', body: { id: black.id, fields } }),
    );
    expect(preview.samples.length).toBeGreaterThan(0);
    // ₹110 → ₹150.50 (frame prices count in whole rupees, rounded half up: ₹151).
    for (const sample of preview.samples) expect(sample.after - (sample.before as number)).toBe(41);

    const saved = await json<PriceOptionView>(
      await asStaff(shop, catalogue.cookie, `/api/admin/price-options/frame/${black.id}`, { method: 'PUT', body: { version: black.version, fields } }),
    );
    expect(saved).toMatchObject({ addedPrice: 150.5, version: black.version + 1 });
    await until(async () => ((await cardPrice('Black Frame')).body.mrp === before + 41 ? true : undefined), 'the new frame price on the product page', 5000);

    const mismatch = await asStaff(shop, catalogue.cookie, `/api/admin/price-options/medium/${black.id}`, { method: 'PUT', body: { version: saved.version, fields } });
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { message: string }).message).toBe('fields.kind must be medium, the kind in the path');
  });

  it("saves the owner's settings, which the storefront reads without the address or GST registration", async () => {
    const { settings, version } = await json<{ settings: Record<string, unknown>; version: number }>(await asStaff(shop, owner.cookie, '/api/admin/settings'));
    const changed = {
      ...settings,
      contact: { email: 'studio@curatedartdecor.in', phone: '+91 98200 54321' },
      address: { line: '12 Kala Ghoda, Fort', city: 'Mumbai', state: 'Maharashtra', pincode: '400001' },
      gst: { legalName: 'Curated Art & Decor LLP', gstin: '27abcde1234f1z5' },
    };
    const saved = await json<{ settings: { gst: { gstin: string } }; version: number }>(
      await asStaff(shop, owner.cookie, '/api/admin/settings', { method: 'PUT', body: { version, settings: changed } }),
    );
    expect(saved.version).toBe(version + 1);
    expect(saved.settings.gst.gstin).toBe('27ABCDE1234F1Z5');
    expect(await json(await fetch(`${shop.base}/api/site-settings`))).toEqual({
      shopName: 'Curated Art & Decor',
      contact: { email: 'studio@curatedartdecor.in', phone: '+91 98200 54321' },
      socialLink: 'https://www.instagram.com/curatedartdecor',
    });
  });

  it('publishes a blog post the storefront lists, and keeps a draft back', async () => {
    const post = { title: 'Hanging Art at Eye Level', excerpt: '57 inches to the centre.', content: '## Measure twice', author: 'Meera Iyer', category: 'Tips', tags: ['hanging'], featured: false, publishDate: '2026-05-01', image: '/media/blog/hang.jpg' };
    await json(await asStaff(shop, catalogue.cookie, '/api/admin/blog-posts', { method: 'POST', body: { fields: { ...post, published: true } } }), 201);
    await json(await asStaff(shop, catalogue.cookie, '/api/admin/blog-posts', { method: 'POST', body: { fields: { ...post, title: 'Unfinished Thoughts', published: false } } }), 201);
    const blog = (await json<Array<{ slug: string }>>(await fetch(`${shop.base}/api/seo/blog-posts`))).map((p) => p.slug);
    expect(blog).toContain('hanging-art-at-eye-level');
    expect(blog).not.toContain('unfinished-thoughts');
  });

  it("lists a customer with the totals their orders brought, for support but not for a catalogue editor", async () => {
    const email = `collector.${Date.now()}@example.in`;
    const checkout = await startCheckout(shop.base, shopper(email));
    const placed = await shop.post('/api/orders', codOrderBody(checkout.customerId, orderNumber()), checkout.headers);
    expect(placed.status).toBe(200);
    const { totalAmount } = (await placed.json()) as { totalAmount: number };

    const support = await staffAs(shop, 'support');
    const found = await until(async () => {
      const res = await asStaff(shop, support.cookie, `/api/admin/customers?q=${encodeURIComponent(email)}`);
      const list = (await res.json()) as Array<{ id: number; totalOrders: number; totalSpent: number }>;
      return list[0]?.totalOrders === 1 ? { list, total: res.headers.get('x-total-count') } : undefined;
    }, 'the order counted in the customer list', 10_000);
    expect(found.total).toBe('1');
    expect(found.list[0].totalSpent).toBe(totalAmount);
    const detail = await json<{ orders: Array<{ totalAmount: number; cancelled: boolean }> }>(await asStaff(shop, support.cookie, `/api/admin/customers/${found.list[0].id}`));
    expect(detail.orders).toEqual([expect.objectContaining({ totalAmount, cancelled: false })]);
    expect((await asStaff(shop, catalogue.cookie, '/api/admin/customers')).status).toBe(403);
  });
});
