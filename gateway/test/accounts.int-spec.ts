import 'reflect-metadata';
import { shopper } from '@shop/testing';
import { startCheckout } from './support/checkout';
import { orderNumber, startShop, type Shop } from './support/shop';

// Sign-in, sessions, wishlist and order history through the gateway, with Google played by the sandbox.
describe('accounts', () => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop();
  }, 90_000);

  afterAll(() => shop?.stop());

  /** A Google access token minted by the sandbox, as Google's token client would hand the SPA one. */
  async function googleToken(options: { email: string; clientId?: string; expiresIn?: number; emailVerified?: boolean }) {
    const res = await fetch(`${shop.sandbox.url}/__sandbox/google/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(options),
    });
    return ((await res.json()) as { access_token: string }).access_token;
  }

  async function signIn(email: string): Promise<string> {
    const res = await shop.post('/api/auth/google', { access_token: await googleToken({ email }) });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^shop_session=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/);
    return cookie.split(';')[0];
  }

  const as = (cookie: string, method = 'GET', extra: Record<string, string> = {}) => ({
    method,
    headers: { cookie, 'sec-fetch-site': 'same-origin', ...extra },
  });

  it('signs in with a token Google issued to us, and knows the user until logout', async () => {
    const cookie = await signIn('aditi@example.in');
    const me = await fetch(`${shop.base}/api/auth/me`, as(cookie));
    expect(await me.json()).toMatchObject({ email: 'aditi@example.in', name: expect.any(String) });
    const out = await fetch(`${shop.base}/api/auth/logout`, as(cookie, 'POST'));
    expect(out.headers.get('set-cookie')).toMatch(/^shop_session=; Max-Age=0/);
    expect((await fetch(`${shop.base}/api/auth/me`)).status).toBe(401);
  });

  it.each([
    [{ email: 'aditi@example.in', clientId: 'another-app.apps.googleusercontent.com' }, 'This sign-in was issued for another application'],
    [{ email: 'aditi@example.in', expiresIn: -60 }, 'Google did not accept the sign-in'],
    [{ email: 'kiran.unverified@example.in', emailVerified: false }, 'Your Google email address is not verified'],
  ])('refuses the token %j: %s', async (options, message) => {
    const res = await shop.post('/api/auth/google', { access_token: await googleToken(options) });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe(message);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a forged session cookie and a missing token', async () => {
    const forged = await fetch(`${shop.base}/api/wishlist`, { headers: { cookie: 'shop_session=eyJpZCI6IngifQ.forged' } });
    expect(forged.status).toBe(401);
    const missing = await shop.post('/api/auth/google', {});
    expect(missing.status).toBe(400);
  });

  it("keeps one wishlist entry per product, and one user never sees or changes another's", async () => {
    const aditi = await signIn('aditi@example.in');
    const rahul = await signIn('rahul@example.in');
    await fetch(`${shop.base}/api/wishlist/3`, as(aditi, 'POST'));
    await fetch(`${shop.base}/api/wishlist/3`, as(aditi, 'POST'));
    expect(((await (await fetch(`${shop.base}/api/wishlist`, as(aditi))).json()) as Array<{ id: number }>).map((e) => e.id)).toEqual([3]);
    expect(await (await fetch(`${shop.base}/api/wishlist`, as(rahul))).json()).toEqual([]);
    await fetch(`${shop.base}/api/wishlist/3`, as(rahul, 'DELETE'));
    expect(((await (await fetch(`${shop.base}/api/wishlist`, as(aditi))).json()) as unknown[]).length).toBe(1);
    expect((await fetch(`${shop.base}/api/wishlist/999`, as(aditi, 'POST'))).status).toBe(404);
    expect((await fetch(`${shop.base}/api/wishlist`)).status).toBe(401);
  });

  it('refuses a write with the session cookie from another site', async () => {
    const aditi = await signIn('aditi@example.in');
    const crossSite = await fetch(`${shop.base}/api/wishlist/2`, as(aditi, 'POST', { 'sec-fetch-site': 'cross-site' }));
    expect(crossSite.status).toBe(403);
    const foreignOrigin = await fetch(`${shop.base}/api/wishlist/2`, { method: 'POST', headers: { cookie: aditi, origin: 'https://evil.example' } });
    expect(foreignOrigin.status).toBe(403);
  });

  it("shows each user their own orders only, and a customer's details only to its owner", async () => {
    // A guest's checkout with the account's email, before signing in: its checkout cookie places the order.
    const { customerId, headers: checkout } = await startCheckout(shop.base, shopper('aditi@example.in'));
    const number = orderNumber();
    await shop.post(
      '/api/orders',
      {
        customerId,
        orderNumber: number,
        shippingAddress: 'a',
        shippingCity: 'b',
        shippingState: 'c',
        shippingPincode: '560001',
        items: [{ productId: 6, productTitle: 'Urban Raga', quantity: 2, size: '21x12', medium: 'Museum-Grade Canvas', framing: 'No Frame' }],
      },
      checkout,
    );
    const aditi = await signIn('aditi@example.in');
    const rahul = await signIn('rahul@example.in');
    const history = (await (await fetch(`${shop.base}/api/orders`, as(aditi))).json()) as Array<Record<string, unknown>>;
    expect(history).toEqual([
      expect.objectContaining({
        orderNumber: number,
        status: 'pending',
        items: [{ id: 1, productId: 6, image: '/media/products/urban-raga/artwork.webp', name: 'Urban Raga', size: '21X12', quantity: 2, price: 756 }],
      }),
    ]);
    expect(await (await fetch(`${shop.base}/api/orders`, as(rahul))).json()).toEqual([]);
    expect((await fetch(`${shop.base}/api/orders`)).status).toBe(401);

    expect((await fetch(`${shop.base}/api/customers/${customerId}`, as(aditi))).status).toBe(200);
    const other = await fetch(`${shop.base}/api/customers/${customerId}`, as(rahul));
    expect(other.status).toBe(404);
    expect((await fetch(`${shop.base}/api/customers/${customerId}`)).status).toBe(401);
  });
});
