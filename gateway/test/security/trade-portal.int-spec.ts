import 'reflect-metadata';
import type { ApiProject, ApiQuote } from '@shop/contracts';
import {
  approvedDesigner,
  DESIGNER_PASSWORD,
  designerApplication,
  mailTo,
  signInDesigner,
  tokenIn,
  verifiedApplicant,
} from '../support/designers';
import { shopper, uniqueEmail } from '@shop/testing';
import { startCheckout, type Checkout } from '../support/checkout';
import { fromOurSite } from '../support/requests';
import { signIn } from '../support/sign-in';
import { startShop, type Shop } from '../support/shop';
import { asStaff, ownerOf, staffAs, type SignedInStaff } from '../support/staff';

const SIGN_INS_PER_MINUTE = 40;

/**
 * The trade portal tried as an attacker would: no or forged credentials, another designer's
 * projects and quotes, a pending designer, cross-site sign-in, tampered prices and links, replayed
 * reset links, and the back office's designer calls as a shopper or a role without the permission.
 */
describe('security: the trade portal', () => {
  let shop: Shop;
  let owner: SignedInStaff;
  let nextClient = 1;
  const client = () => ({ 'x-forwarded-for': `198.18.0.${nextClient++}` });
  const print = { productId: 4, size: '27X21', medium: 'Museum-Grade Canvas', frame: 'No Frame', quantity: 1 };
  const quoteBody = () => ({ clientName: 'Ananya Rao', clientEmail: uniqueEmail('client'), items: [print] });

  /** A quote the designer sent, and the token of the private link emailed to its client. */
  async function sentQuote(cookie: string): Promise<{ draft: ApiQuote; token: string }> {
    const body = quoteBody();
    const draft = (await (await fromOurSite(shop, '/api/designer/quotes', { method: 'POST', cookie, body })).json()) as ApiQuote;
    await fromOurSite(shop, `/api/designer/quotes/${draft.id}/send`, { method: 'POST', cookie, body: { version: draft.version } });
    return { draft, token: tokenIn(await mailTo(shop, body.clientEmail, draft.quoteNumber), '/quote/') };
  }

  beforeAll(async () => {
    shop = await startShop({ gateway: { RATE_LIMIT_DESIGNER_SIGN_IN_PER_MINUTE: String(SIGN_INS_PER_MINUTE) } });
    owner = await ownerOf(shop);
  }, 120_000);

  afterAll(() => shop?.stop());

  it('answers 401 to every portal call without a designer session, with a forged cookie or a forged designer header', async () => {
    const shopper = await signIn(shop, `shopper.${Date.now()}@example.in`, client());
    for (const [cookie, headers] of [
      ['', {}],
      ['shop_designer=eyJzaWQiOiJ4In0.forged', {}],
      [shopper, {}],
      [owner.cookie, {}],
      ['', { 'x-designer': '1:0' }],
    ] as Array<[string, Record<string, string>]>) {
      for (const [method, path] of [
        ['GET', '/api/designer/auth/me'],
        ['GET', '/api/designer/dashboard'],
        ['GET', '/api/designer/projects'],
        ['POST', '/api/designer/quotes'],
        ['GET', '/api/designer/quotes/1/pdf'],
      ]) {
        const res = await fromOurSite(shop, path, { method, cookie, headers, body: method === 'POST' ? quoteBody() : undefined });
        expect({ path, status: res.status }).toEqual({ path, status: 401 });
      }
    }
  });

  it('keeps a pending designer out, and gives them no session', async () => {
    const { email } = await verifiedApplicant(shop, 'pending', client());
    const { res, cookie } = await signInDesigner(shop, email, DESIGNER_PASSWORD, client());
    expect(res.status).toBe(403);
    expect(cookie).toBeUndefined();
  });

  it('answers a wrong password and an unknown email alike (401), and refuses a sign-in from another site', async () => {
    const { email } = await approvedDesigner(shop, owner, 'alike', 2, client());
    const wrong = await signInDesigner(shop, email, 'not the password at all', client());
    const unknown = await signInDesigner(shop, uniqueEmail('nobody'), 'not the password at all', client());
    expect([wrong.res.status, unknown.res.status]).toEqual([401, 401]);
    expect(((await wrong.res.json()) as { message: string }).message).toBe(((await unknown.res.json()) as { message: string }).message);
    const crossSite = await fetch(`${shop.base}/api/designer/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site', ...client() },
      body: JSON.stringify({ email, password: DESIGNER_PASSWORD }),
    });
    expect(crossSite.status).toBe(403);
  });

  it('sets a designer cookie only the portal API receives, never with another site’s requests', async () => {
    const { email } = await approvedDesigner(shop, owner, 'cookie', 1, client());
    const { res } = await signInDesigner(shop, email, DESIGNER_PASSWORD, client());
    const setCookie = res.headers.getSetCookie().find((line) => line.startsWith('shop_designer='))!;
    expect(setCookie).toMatch(/; Path=\/api\/designer/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Strict/);
  });

  it('shows and changes only the designer’s own projects and quotes (someone else’s are 404)', async () => {
    const alice = await approvedDesigner(shop, owner, 'alice', 2, client());
    const bob = await approvedDesigner(shop, owner, 'bob', 2, client());
    const project = (await (await fromOurSite(shop, '/api/designer/projects', { method: 'POST', cookie: alice.cookie, body: { name: 'Sea-facing flat', clientName: 'Ananya Rao' } })).json()) as ApiProject;
    const quote = (await (await fromOurSite(shop, '/api/designer/quotes', { method: 'POST', cookie: alice.cookie, body: quoteBody() })).json()) as ApiQuote;
    for (const [method, path, body] of [
      ['GET', `/api/designer/projects/${project.id}`, undefined],
      ['PUT', `/api/designer/projects/${project.id}`, { version: project.version, fields: { name: 'Mine now', clientName: 'Bob' } }],
      ['POST', `/api/designer/projects/${project.id}/close`, { version: project.version, status: 'completed' }],
      ['GET', `/api/designer/quotes/${quote.id}`, undefined],
      ['PUT', `/api/designer/quotes/${quote.id}`, { version: quote.version, fields: quoteBody() }],
      ['POST', `/api/designer/quotes/${quote.id}/send`, { version: quote.version }],
      ['GET', `/api/designer/quotes/${quote.id}/pdf`, undefined],
    ] as Array<[string, string, unknown]>) {
      const res = await fromOurSite(shop, path, { method, cookie: bob.cookie, body });
      expect({ path, method, status: res.status }).toEqual({ path, method, status: 404 });
    }
    const bobsQuotes = (await (await fromOurSite(shop, '/api/designer/quotes', { cookie: bob.cookie })).json()) as ApiQuote[];
    expect(bobsQuotes.map((item) => item.id)).not.toContain(quote.id);
  });

  it('refuses a price, discount or total sent with a quote: only the server prices it', async () => {
    const { cookie } = await approvedDesigner(shop, owner, 'prices', 3, client());
    for (const tampered of [
      { ...quoteBody(), items: [{ ...print, unitPrice: 1 }] },
      { ...quoteBody(), discountApplied: 999999 },
      { ...quoteBody(), finalAmount: 1 },
      { ...quoteBody(), items: [{ ...print, quantity: 0 }] },
    ]) {
      expect((await fromOurSite(shop, '/api/designer/quotes', { method: 'POST', cookie, body: tampered })).status).toBe(400);
    }
    const quote = (await (await fromOurSite(shop, '/api/designer/quotes', { method: 'POST', cookie, body: quoteBody() })).json()) as ApiQuote;
    expect(quote.discountPercent).toBe(20);
    expect(quote.items[0].unitPrice).toBeLessThan(quote.items[0].shopUnitPrice);
  });

  it('answers 404 to a quote link that was altered or guessed, and lets no link accept a declined quote', async () => {
    const designer = await approvedDesigner(shop, owner, 'links', 2, client());
    const { token } = await sentQuote(designer.cookie);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const guess of [altered, 'q'.repeat(43), `${token}x`]) {
      expect((await fetch(`${shop.base}/api/quotes/${guess}`, { headers: client() })).status).toBe(404);
    }
    expect((await fetch(`${shop.base}/api/quotes/../designer/dashboard`, { headers: client() })).status).toBe(401);
    expect((await fetch(`${shop.base}/api/quotes/${token}`, { headers: client() })).status).toBe(200);
    const declined = await fromOurSite(shop, `/api/quotes/${token}/respond`, { method: 'POST', body: { response: 'decline' }, headers: client() });
    expect(declined.status).toBe(200);
    expect((await fromOurSite(shop, `/api/quotes/${token}/respond`, { method: 'POST', body: { response: 'accept' }, headers: client() })).status).toBe(409);
  });

  it('places one order when a quote is ordered several times at once (a double tap), and tells another browser it is ordered', async () => {
    const designer = await approvedDesigner(shop, owner, 'double', 2, client());
    const { draft, token } = await sentQuote(designer.cookie);
    expect((await fromOurSite(shop, `/api/quotes/${token}/respond`, { method: 'POST', body: { response: 'accept' }, headers: client() })).status).toBe(200);

    const orderAs = (checkout: Checkout) =>
      fromOurSite(shop, `/api/quotes/${token}/order`, {
        method: 'POST',
        headers: { ...checkout.headers, ...client() },
        body: { customerId: checkout.customerId, shippingAddress: '7 Palm Grove', shippingCity: 'Bengaluru', shippingState: 'Karnataka', shippingPincode: '560001', paymentMethod: 'cod' },
      });
    const browser = await startCheckout(shop.base, shopper(uniqueEmail('double.client')), client());
    const answers = await Promise.all([orderAs(browser), orderAs(browser), orderAs(browser)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const orderNumber = `ORD-${draft.quoteNumber}`;
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([0, 1, 2].map(() => ({ orderNumber, redirectUrl: null })));

    const another = await startCheckout(shop.base, shopper(uniqueEmail('other.client')), client());
    expect((await orderAs(another)).status).toBe(409);
    const orders = (await (await asStaff(shop, owner.cookie, `/api/admin/orders?q=${orderNumber}`)).json()) as Array<{ orderNumber: string }>;
    expect(orders.map((order) => order.orderNumber)).toEqual([orderNumber]);
  });

  it('takes a reset link once, and ends the sessions signed in before the reset', async () => {
    const designer = await approvedDesigner(shop, owner, 'reset', 1, client());
    expect((await fromOurSite(shop, '/api/designer/password-reset', { method: 'POST', body: { email: designer.email }, headers: client() })).status).toBe(202);
    const token = tokenIn(await mailTo(shop, designer.email, 'password'), '/designer/reset-password?token=');
    const reset = (password: string) => fromOurSite(shop, '/api/designer/password-reset/confirm', { method: 'POST', body: { token, password }, headers: client() });
    expect((await reset('a brand new long password')).status).toBe(200);
    expect((await reset('another brand new password')).status).toBe(400);
    expect((await fromOurSite(shop, '/api/designer/auth/me', { cookie: designer.cookie })).status).toBe(401);
    expect((await signInDesigner(shop, designer.email, 'a brand new long password', client())).res.status).toBe(200);
    expect((await signInDesigner(shop, designer.email, 'another brand new password', client())).res.status).toBe(401);
  });

  it('keeps the back office’s designer calls to designers.manage: a shopper gets 401, a catalogue user 403', async () => {
    const { email } = await verifiedApplicant(shop, 'queue', client());
    const catalogue = await staffAs(shop, 'catalogue');
    const shopper = await signIn(shop, `queue.shopper.${Date.now()}@example.in`, client());
    for (const [cookie, status] of [['', 401], [shopper, 401], [catalogue.cookie, 403]] as const) {
      expect((await asStaff(shop, cookie, '/api/admin/designers')).status).toBe(status);
      expect((await asStaff(shop, cookie, '/api/admin/designers/1/review', { method: 'POST', body: { version: 1, action: 'approve', discountTier: 3 } })).status).toBe(status);
    }
    expect((await signInDesigner(shop, email, DESIGNER_PASSWORD, client())).res.status).toBe(403);
  });

  it('limits a client’s designer account calls per minute (429), apart from shoppers’ sign-ins', async () => {
    const from = { 'x-forwarded-for': '198.18.1.1' };
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_INS_PER_MINUTE; i++) statuses.push((await signInDesigner(shop, uniqueEmail('guess'), 'not the password at all', from)).res.status);
    expect(statuses.slice(0, SIGN_INS_PER_MINUTE)).toEqual(Array(SIGN_INS_PER_MINUTE).fill(401));
    expect(statuses.at(-1)).toBe(429);
    // The same address may still sign a shopper in: the budgets are apart.
    expect((await shop.post('/api/auth/google', { access_token: 'ya29.not-a-real-token' }, from)).status).not.toBe(429);
  });

  it('refuses an application with a short password, a bad GSTIN or an extra field, and stores nothing for it', async () => {
    for (const extra of [{ password: 'short' }, { gstin: 'NOT-A-GSTIN' }, { approvalStatus: 'approved' }, { discountTier: 3 }]) {
      const email = uniqueEmail('bad');
      const res = await fromOurSite(shop, '/api/designer/apply', { method: 'POST', body: designerApplication(email, extra), headers: client() });
      expect(res.status).toBe(400);
      expect((await signInDesigner(shop, email, DESIGNER_PASSWORD, client())).res.status).toBe(401);
    }
  });
});
