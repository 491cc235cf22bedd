import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { shopper } from '@shop/testing';
import { codOrderBody, startCheckout } from '../support/checkout';
import { orderNumber, startGateway, startShop, type Shop } from '../support/shop';
import { signIn } from '../support/sign-in';
import { asStaff, staffAs, type SignedInStaff } from '../support/staff';

const LOOKUP_LIMIT = 4;

// PIN codes, serviceability and the delivery promise (issue 22), tried as an attacker would.
describe('PIN codes and the delivery promise under attack', () => {
  let shop: Shop;
  let owner: SignedInStaff;
  let fulfilment: SignedInStaff;
  let catalogue: SignedInStaff;
  let shopperSession: string;
  let limited: INestApplication;
  let limitedBase: string;

  beforeAll(async () => {
    shop = await startShop();
    owner = await staffAs(shop, 'owner');
    fulfilment = await staffAs(shop, 'fulfilment');
    catalogue = await staffAs(shop, 'catalogue');
    shopperSession = await signIn(shop, 'pin.prober@example.in');
    limited = await startGateway({ NATS_URL: shop.natsUrl, RATE_LIMIT_PINCODE_LOOKUPS_PER_MINUTE: String(LOOKUP_LIMIT) });
    limitedBase = await limited.getUrl();
  }, 120_000);

  afterAll(async () => {
    await limited?.close();
    await shop?.stop();
  });

  const send = (path: string, init: { method?: string; cookie?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(`${shop.base}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'sec-fetch-site': 'same-origin', ...(init.cookie ? { cookie: init.cookie } : {}), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
  const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
  const pincodeNow = async (pincode: string) => (await (await send(`/api/pincodes/${pincode}`)).json()) as Record<string, unknown>;
  const change = { version: 1, serviceable: false, codAllowed: false, extraTransitDays: 9 };

  it('lets nobody but signed-in staff read or change serviceability: 401 signed out, with a shopper session or a forged cookie', async () => {
    for (const cookie of [undefined, shopperSession, 'shop_staff=eyJzaWQiOiJ4In0.forged']) {
      expect((await send('/api/admin/pincodes', { cookie })).status).toBe(401);
      expect((await send('/api/admin/pincodes/110003', { method: 'PUT', cookie, body: change })).status).toBe(401);
      expect((await send('/api/admin/delivery-settings', { method: 'PUT', cookie, body: { version: 1, originPincode: '110001', holidays: [] } })).status).toBe(401);
    }
    expect(await pincodeNow('110003')).toMatchObject({ serviceable: true, codAllowed: true, extraTransitDays: 0 });
  });

  it('answers 403 to a role that may not: the catalogue role reads nothing, fulfilment reads but changes nothing', async () => {
    expect((await asStaff(shop, catalogue.cookie, '/api/admin/pincodes')).status).toBe(403);
    expect((await asStaff(shop, catalogue.cookie, '/api/admin/delivery-settings')).status).toBe(403);
    expect((await asStaff(shop, fulfilment.cookie, '/api/admin/pincodes')).status).toBe(200);
    const refused = await asStaff(shop, fulfilment.cookie, '/api/admin/pincodes/110003', { method: 'PUT', body: change });
    expect(refused.status).toBe(403);
    expect((await asStaff(shop, fulfilment.cookie, '/api/admin/delivery-settings', { method: 'PUT', body: { version: 1, originPincode: '110001', holidays: [] } })).status).toBe(403);
    expect(await pincodeNow('110003')).toMatchObject({ serviceable: true, codAllowed: true });
  });

  it("refuses a cross-site change and a form post, even with the owner's cookie", async () => {
    const crossSite = await send('/api/admin/pincodes/110003', { method: 'PUT', cookie: owner.cookie, body: change, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const form = await send('/api/admin/pincodes/110003', {
      method: 'PUT',
      cookie: owner.cookie,
      body: 'version=1&serviceable=false&codAllowed=false&extraTransitDays=0',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(await pincodeNow('110003')).toMatchObject({ serviceable: true, codAllowed: true });
  });

  it('takes no field it does not know, and no days out of range', async () => {
    const extra = await asStaff(shop, owner.cookie, '/api/admin/pincodes/110003', { method: 'PUT', body: { ...change, state: 'Nowhere', city: 'Pwned' } });
    expect(extra.status).toBe(400);
    const days = await asStaff(shop, owner.cookie, '/api/admin/pincodes/110003', { method: 'PUT', body: { ...change, extraTransitDays: 365 } });
    expect(days.status).toBe(400);
    expect(await messageOf(days)).toMatch(/extraTransitDays must be at most 30/);
    const holidays = await asStaff(shop, owner.cookie, '/api/admin/delivery-settings', { method: 'PUT', body: { version: 1, originPincode: '110001', holidays: ['2025-02-30'] } });
    expect(holidays.status).toBe(400);
    const nowhere = await asStaff(shop, owner.cookie, '/api/admin/delivery-settings', { method: 'PUT', body: { version: 1, originPincode: '999999', holidays: [] } });
    expect(nowhere.status).toBe(400);
    expect(await messageOf(nowhere)).toMatch(/999999 is not in the India Post directory/);
    expect(await pincodeNow('110003')).toMatchObject({ city: 'Delhi', state: 'Delhi', serviceable: true });
  });

  it('lets exactly one of two concurrent changes from the same version win, and refuses the replay', async () => {
    const edit = (extraTransitDays: number) => asStaff(shop, owner.cookie, '/api/admin/pincodes/560001', { method: 'PUT', body: { version: 1, serviceable: true, codAllowed: true, extraTransitDays } });
    const answers = await Promise.all([edit(1), edit(2)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await edit(3)).status).toBe(409);
    expect((await pincodeNow('560001')).extraTransitDays).not.toBe(3);
  });

  it('treats a PIN code as six digits and nothing else: injection and wildcards find nothing', async () => {
    for (const probe of ["110003'%20OR%20'1'='1", '11000%25', '1100_3', '%2E%2E%2F%2E%2E%2Fetc', '110003.json', '１１０００３']) {
      const res = await send(`/api/pincodes/${probe}`);
      expect([probe, res.status]).toEqual([probe, 400]);
      expect(await messageOf(res)).toMatch(/Please enter a valid 6-digit PIN code/);
    }
    const search = await asStaff(shop, owner.cookie, `/api/admin/pincodes?q=${encodeURIComponent("' OR 1=1 --")}`);
    expect(search.status).toBe(200);
    expect(search.headers.get('x-total-count')).toBe('0');
    expect((await asStaff(shop, owner.cookie, '/api/admin/pincodes?q=_')).headers.get('x-total-count')).toBe('0');
  });

  it('checks the order itself: an address the browser says is fine is still refused by the server', async () => {
    const { customerId, headers } = await startCheckout(shop.base, shopper(`bypass.${Date.now()}@example.in`));
    // A real-looking city and state cannot carry a PIN code that does not exist.
    const order = await shop.post('/api/orders', codOrderBody(customerId, orderNumber(), { shippingAddress: '1 Fake Road', shippingCity: 'Mumbai', shippingState: 'Maharashtra', shippingPincode: '000000' }), headers);
    expect(order.status).toBe(400);
    expect(await messageOf(order)).toBe('PIN code 000000 is not in the India Post directory. Please check it.');
  });

  it('limits look-ups and promises per client together, so the directory cannot be read off the shop', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LOOKUP_LIMIT; i++) {
      const path = i % 2 === 0 ? `/api/pincodes/11000${i}` : `/api/delivery-promise?pincode=11000${i}`;
      statuses.push((await fetch(`${limitedBase}${path}`)).status);
    }
    const over = await fetch(`${limitedBase}/api/pincodes/110009`);
    expect(statuses.every((status) => status !== 429)).toBe(true);
    expect(over.status).toBe(429);
    expect(await messageOf(over)).toBe('Too many PIN code look-ups, please try again in a minute');
  });
});
