import 'reflect-metadata';
import { formatPromiseDay } from '@shop/contracts';
import { shopper, until } from '@shop/testing';
import { codOrderBody, phonePeCheckoutBody, startCheckout } from '../support/checkout';
import { orderNumber, startShop, type Shop } from '../support/shop';
import { asStaff, ownerOf, type SignedInStaff } from '../support/staff';

interface Promise_ {
  pincode: string;
  city: string;
  state: string;
  zone: string;
  serviceable: boolean;
  codAllowed: boolean;
  dispatchBy: string | null;
  deliveredBy: string | null;
  deliveredByLabel: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Today in India (UTC+05:30), as YYYY-MM-DD. */
const indiaToday = () => new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 10);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const after = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10);
/** The Monday-to-Friday days after `from` up to and including `to`. */
function weekdaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = after(from); day <= to; day = after(day)) if (weekday(day) !== 0 && weekday(day) !== 6) days.push(day);
  return days;
}

// PIN codes and the delivery promise end to end (issue 22): the real India Post directory in the
// order service's database, the back office's serviceability, checkout and the promised day.
describe('PIN codes and the delivery promise', () => {
  let shop: Shop;
  let owner: SignedInStaff;
  const get = (path: string) => fetch(`${shop.base}${path}`);
  const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
  const checkoutAs = (name: string) => startCheckout(shop.base, shopper(`${name}.${Date.now()}@example.in`));
  const address = (shippingPincode: string, shippingCity: string, shippingState: string) => ({ shippingAddress: '21 Marine Drive', shippingCity, shippingState, shippingPincode });
  const promiseFor = async (pincode: string) => {
    const res = await get(`/api/delivery-promise?pincode=${pincode}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Promise_;
  };

  beforeAll(async () => {
    shop = await startShop();
    owner = await ownerOf(shop);
  }, 120_000);

  afterAll(() => shop?.stop());

  it('refuses a PIN code the India Post directory does not have: the look-up, the promise and the order', async () => {
    const lookup = await get('/api/pincodes/999999');
    expect(lookup.status).toBe(404);
    expect(await messageOf(lookup)).toBe('PIN code 999999 is not in the India Post directory. Please check it.');
    expect((await get('/api/delivery-promise?pincode=999999')).status).toBe(404);
    const malformed = await get('/api/pincodes/11000A');
    expect(malformed.status).toBe(400);
    expect(await messageOf(malformed)).toMatch(/Please enter a valid 6-digit PIN code/);

    const { customerId, headers } = await checkoutAs('fake.pin');
    const order = await shop.post('/api/orders', codOrderBody(customerId, orderNumber(), address('999999', 'Mumbai', 'Maharashtra')), headers);
    expect(order.status).toBe(400);
    expect(await messageOf(order)).toBe('PIN code 999999 is not in the India Post directory. Please check it.');
  });

  it('answers the city and state of a real PIN code, as the states are named today', async () => {
    const expectations: Array<[string, Record<string, unknown>]> = [
      ['110003', { city: 'Delhi', state: 'Delhi' }],
      ['560001', { city: 'Bangalore', state: 'Karnataka' }],
      ['682001', { city: 'Ernakulam', state: 'Kerala' }],
      ['194101', { city: 'Leh', state: 'Ladakh' }],
      ['605001', { state: 'Puducherry' }],
      ['744301', { state: 'Andaman and Nicobar Islands' }],
    ];
    for (const [pincode, expected] of expectations) {
      const res = await get(`/api/pincodes/${pincode}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ pincode, ...expected, serviceable: true, codAllowed: true, extraTransitDays: 0 });
    }
  });

  it('refuses cash on delivery where the back office turned it off, and any order where the shop does not deliver', async () => {
    const set = (version: number, change: { serviceable: boolean; codAllowed: boolean; extraTransitDays: number }) =>
      asStaff(shop, owner.cookie, '/api/admin/pincodes/686001', { method: 'PUT', body: { version, ...change } });
    const noCod = await set(1, { serviceable: true, codAllowed: false, extraTransitDays: 2 });
    expect(noCod.status).toBe(200);
    expect(await noCod.json()).toMatchObject({ pincode: '686001', city: 'Kottayam', codAllowed: false, extraTransitDays: 2, version: 2 });
    expect(await (await get('/api/pincodes/686001')).json()).toMatchObject({ serviceable: true, codAllowed: false });

    const kottayam = address('686001', 'Kottayam', 'Kerala');
    const cod = await checkoutAs('no.cod');
    const refused = await shop.post('/api/orders', codOrderBody(cod.customerId, orderNumber(), kottayam), cod.headers);
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toBe('Cash on delivery is not available for PIN code 686001. Please choose another payment method.');
    // Paying online is still taken there.
    const online = await shop.post('/api/payments/phonepe/initiate', phonePeCheckoutBody(cod.customerId, orderNumber(), kottayam), cod.headers);
    expect(online.status).toBe(200);

    expect((await set(2, { serviceable: false, codAllowed: false, extraTransitDays: 2 })).status).toBe(200);
    const nowhere = await shop.post('/api/payments/phonepe/initiate', phonePeCheckoutBody(cod.customerId, orderNumber(), kottayam), cod.headers);
    expect(nowhere.status).toBe(400);
    expect(await messageOf(nowhere)).toBe('Sorry, we do not deliver to PIN code 686001 yet.');
    expect(await promiseFor('686001')).toMatchObject({ serviceable: false, dispatchBy: null, deliveredBy: null, deliveredByLabel: null });

    const listed = await asStaff(shop, owner.cookie, '/api/admin/pincodes?restricted=true');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('x-total-count')).toBe('1');
    expect(await listed.json()).toEqual([expect.objectContaining({ pincode: '686001', serviceable: false, codAllowed: false, extraTransitDays: 2, version: 3 })]);

    const log = await until(async () => {
      const entries = (await (await asStaff(shop, owner.cookie, '/api/admin/audit?entity=pincode&entityId=686001')).json()) as Array<{ action: string; staffEmail: string }>;
      return entries.length >= 2 ? entries : undefined;
    }, 'the audit log', 10_000);
    expect(log.map((entry) => entry.action)).toEqual(['pincode.update', 'pincode.update']);
    expect(log.every((entry) => entry.staffEmail === owner.email)).toBe(true);
  });

  it('finds PIN codes for the back office by their start, a city, or a state', async () => {
    const byStart = await asStaff(shop, owner.cookie, '/api/admin/pincodes?q=11000&limit=5');
    expect(Number(byStart.headers.get('x-total-count'))).toBeGreaterThan(5);
    const starts = (await byStart.json()) as Array<{ pincode: string; state: string }>;
    expect(starts).toHaveLength(5);
    expect(starts.every((row) => row.pincode.startsWith('11000') && row.state === 'Delhi')).toBe(true);
    const byCity = (await (await asStaff(shop, owner.cookie, '/api/admin/pincodes?q=kottay&limit=200')).json()) as Array<{ city: string }>;
    expect(byCity.length).toBeGreaterThan(0);
    expect(byCity.every((row) => row.city === 'Kottayam')).toBe(true);
    // Wildcards are letters like any other: "%" finds no city.
    expect((await asStaff(shop, owner.cookie, '/api/admin/pincodes?q=%25')).headers.get('x-total-count')).toBe('0');
  });

  it('promises a day that skips Sundays and the shop’s holidays, and the order keeps the promise', async () => {
    const before = await promiseFor('110003');
    // From the shop's dispatch PIN code in Mumbai to Delhi: metro to metro.
    expect(before).toMatchObject({ city: 'Delhi', state: 'Delhi', zone: 'metro', serviceable: true });
    expect(weekday(before.deliveredBy!)).not.toBe(0);
    expect(before.deliveredByLabel).toBe(formatPromiseDay(before.deliveredBy!));
    // Five working days after today, the upper bound of the policy's 2-5.
    expect(weekdaysBetween(indiaToday(), before.dispatchBy!)).toHaveLength(5);

    // The shop closes on every one of those five days: the five come after them.
    const closed = weekdaysBetween(indiaToday(), before.dispatchBy!);
    const settings = (await (await asStaff(shop, owner.cookie, '/api/admin/delivery-settings')).json()) as { version: number; originPincode: string; originCity: string };
    expect(settings).toMatchObject({ originPincode: '400001', originCity: 'Mumbai' });
    const saved = await asStaff(shop, owner.cookie, '/api/admin/delivery-settings', { method: 'PUT', body: { version: settings.version, originPincode: '400001', holidays: [...closed].reverse() } });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ holidays: closed, version: settings.version + 1 });

    const later = await promiseFor('110003');
    expect(weekdaysBetween(before.dispatchBy!, later.dispatchBy!)).toHaveLength(5);
    expect(closed).not.toContain(later.dispatchBy);
    expect(weekday(later.deliveredBy!)).not.toBe(0);
    // Metro transit is three carrier days, Sundays not counted.
    const transit = [];
    for (let day = after(later.dispatchBy!); day <= later.deliveredBy!; day = after(day)) if (weekday(day) !== 0) transit.push(day);
    expect(transit).toHaveLength(3);

    const email = `promise.${Date.now()}@example.in`;
    const { customerId, headers } = await startCheckout(shop.base, shopper(email));
    const number = orderNumber();
    const placed = await shop.post('/api/orders', codOrderBody(customerId, number), headers);
    expect(placed.status).toBe(200);
    expect(await placed.json()).toMatchObject({ promisedDeliveryDate: later.deliveredBy });
    const tracked = await get(`/api/orders/track/${number}?email=${encodeURIComponent(email)}`);
    expect(await tracked.json()).toMatchObject({ promisedDeliveryDate: later.deliveredBy });
    const emails = await until(async () => {
      const found = (await shop.mail.emails()).filter((email) => email.subject === `Your order ${number} is confirmed`);
      return found.length > 0 ? found : undefined;
    }, 'the confirmation email', 15_000);
    expect(emails[0].text).toContain(`Delivered by ${formatPromiseDay(later.deliveredBy!)}.`);

    // Dispatching from Delhi itself: the same city, one carrier day.
    const moved = await asStaff(shop, owner.cookie, '/api/admin/delivery-settings', { method: 'PUT', body: { version: settings.version + 1, originPincode: '110001', holidays: [] } });
    expect(await moved.json()).toMatchObject({ originPincode: '110001', originCity: 'Delhi', originState: 'Delhi' });
    expect(await promiseFor('110003')).toMatchObject({ zone: 'same-city', dispatchBy: before.dispatchBy });
  });
});
