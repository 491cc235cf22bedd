import 'reflect-metadata';
import { startShop, type Shop } from '../support/shop';
import { signIn } from '../support/sign-in';
import { asStaff, staffAs, type SignedInStaff } from '../support/staff';

// The back office's settings, categories, blog, options and prices, and customers, tried as an attacker would.
describe('the back office under attack: settings, content, options and prices, customers', () => {
  let shop: Shop;
  let owner: SignedInStaff;
  let catalogue: SignedInStaff;
  let support: SignedInStaff;
  let shopperSession: string;

  beforeAll(async () => {
    shop = await startShop();
    owner = await staffAs(shop, 'owner');
    catalogue = await staffAs(shop, 'catalogue');
    support = await staffAs(shop, 'support');
    shopperSession = await signIn(shop, 'curious.shopper@example.in');
  }, 120_000);

  afterAll(() => shop?.stop());

  const send = (path: string, init: { method?: string; cookie?: string; body?: string; headers?: Record<string, string> } = {}) =>
    fetch(`${shop.base}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'sec-fetch-site': 'same-origin', ...(init.cookie ? { cookie: init.cookie } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.body,
    });
  const settingsNow = async () => (await (await asStaff(shop, owner.cookie, '/api/admin/settings')).json()) as { settings: Record<string, unknown>; version: number };
  const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

  it('answers 401 without a staff session, a shopper session included, and changes nothing', async () => {
    const before = await settingsNow();
    for (const cookie of [undefined, shopperSession, 'shop_staff=eyJzaWQiOiJ4In0.forged', `shop_session=${shopperSession.split('=')[1]}`]) {
      const res = await send('/api/admin/settings', { method: 'PUT', cookie, body: JSON.stringify({ version: before.version, settings: { ...before.settings, shopName: 'Pwned' } }) });
      expect(res.status).toBe(401);
    }
    expect(await settingsNow()).toEqual(before);
  });

  it("answers 403 to a role that may not: a catalogue editor on the settings, support on prices, a catalogue editor on customers", async () => {
    const { version, settings } = await settingsNow();
    expect((await asStaff(shop, catalogue.cookie, '/api/admin/settings', { method: 'PUT', body: { version, settings } })).status).toBe(403);
    expect((await asStaff(shop, support.cookie, '/api/admin/price-options')).status).toBe(403);
    expect((await asStaff(shop, support.cookie, '/api/admin/pricing-table/18X14', { method: 'PUT', body: { version: 1, mrp: 1, discountedPrice: 1, costPrice: 0 } })).status).toBe(403);
    expect((await asStaff(shop, catalogue.cookie, '/api/admin/customers/1')).status).toBe(403);
  });

  it('refuses a cross-site write and a form post, even with the owner\'s cookie', async () => {
    const before = await settingsNow();
    const body = JSON.stringify({ version: before.version, settings: { ...before.settings, shopName: 'Cross Site' } });
    const crossSite = await send('/api/admin/settings', { method: 'PUT', cookie: owner.cookie, body, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const form = await send('/api/admin/categories', {
      method: 'POST',
      cookie: owner.cookie,
      body: 'fields[name]=Forged&fields[description]=x&fields[imageUrl]=/x.jpg',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(await settingsNow()).toEqual(before);
  });

  it('lets exactly one of two concurrent edits from the same version win, and refuses the replay', async () => {
    const { version, settings } = await settingsNow();
    const edit = (shopName: string) => asStaff(shop, owner.cookie, '/api/admin/settings', { method: 'PUT', body: { version, settings: { ...settings, shopName } } });
    const answers = await Promise.all([edit('Curated Art & Decor (A)'), edit('Curated Art & Decor (B)')]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const loser = answers.find((res) => res.status === 409) as Response;
    expect(await messageOf(loser)).toBe("The shop's settings were changed by someone else; reload them");
    expect((await edit('Curated Art & Decor (replayed)')).status).toBe(409);
    expect((await settingsNow()).version).toBe(version + 1);

    const { options } = (await (await asStaff(shop, catalogue.cookie, '/api/admin/price-options')).json()) as { options: Array<{ id: number; kind: string; value: string; label: string; version: number }> };
    const paper = options.find((o) => o.label === 'Fine Art Paper') as { id: number; value: string; label: string; version: number };
    const change = (priceMultiplier: number) =>
      asStaff(shop, catalogue.cookie, `/api/admin/price-options/medium/${paper.id}`, {
        method: 'PUT',
        body: { version: paper.version, fields: { kind: 'medium', value: paper.value, label: paper.label, priceMultiplier } },
      });
    expect((await Promise.all([change(0.7), change(0.9)])).map((res) => res.status).sort()).toEqual([200, 409]);
  });

  it('answers 400, 404, 409 or 413 to forged ids, broken Unicode, deep nesting and oversized bodies', async () => {
    expect((await asStaff(shop, catalogue.cookie, '/api/admin/categories/999999', { method: 'PUT', body: { version: 1, fields: { name: 'Ghost', description: 'x', imageUrl: '/x.jpg' } } })).status).toBe(404);
    expect((await asStaff(shop, catalogue.cookie, '/api/admin/categories/abc', { method: 'PUT', body: { version: 1, fields: { name: 'Ghost', description: 'x', imageUrl: '/x.jpg' } } })).status).toBe(400);
    expect((await asStaff(shop, catalogue.cookie, '/api/admin/price-options/widget/1', { method: 'PUT', body: {} })).status).toBe(400);
    // The ids of another list: the order must name exactly the list's own options.
    expect((await asStaff(shop, catalogue.cookie, '/api/admin/price-options/order', { method: 'PUT', body: { kind: 'medium', ids: [1, 2, 3, 4, 5, 6, 7, 8] } })).status).toBe(409);

    const { version, settings } = await settingsNow();
    const broken = await send('/api/admin/settings', { method: 'PUT', cookie: owner.cookie, body: `{"version":${version},"settings":${JSON.stringify({ ...settings, shopName: 'x' }).replace('"x"', '"\\ud800"')}}` });
    expect(broken.status).toBe(400);
    expect(await messageOf(broken)).toMatch(/well-formed Unicode/);

    let nested = '{"a":1}';
    for (let i = 0; i < 100; i++) nested = `{"a":${nested}}`;
    expect((await send('/api/admin/blog-posts', { method: 'POST', cookie: catalogue.cookie, body: `{"fields":${nested}}` })).status).toBe(400);
    const huge = JSON.stringify({ fields: { title: 'Huge', excerpt: 'x', content: 'x'.repeat(300_000), author: 'x', category: 'x', tags: [], featured: false, publishDate: '2026-01-01', image: '/x.jpg', published: false } });
    expect((await send('/api/admin/blog-posts', { method: 'POST', cookie: catalogue.cookie, body: huge })).status).toBe(413);
  });

  it('never lets the public settings call show the address or GST registration, and never lets a search inject', async () => {
    const { version, settings } = await settingsNow();
    await asStaff(shop, owner.cookie, '/api/admin/settings', {
      method: 'PUT',
      body: { version, settings: { ...settings, address: { line: '1 Secret Lane', city: 'Mumbai', state: 'Maharashtra', pincode: '400001' }, gst: { legalName: 'Secret LLP', gstin: '27ABCDE1234F1Z5' } } },
    });
    const publicText = await (await fetch(`${shop.base}/api/site-settings`)).text();
    expect(publicText).not.toMatch(/Secret|27ABCDE1234F1Z5|400001/);

    for (const q of ["' OR 1=1 --", '%', '_', '\\']) {
      const res = await asStaff(shop, support.cookie, `/api/admin/customers?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-total-count')).toBe('0');
    }
    expect((await asStaff(shop, support.cookie, `/api/admin/customers?q=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await asStaff(shop, support.cookie, '/api/admin/customers?sort=id;DROP TABLE customers')).status).toBe(400);
  });
});
