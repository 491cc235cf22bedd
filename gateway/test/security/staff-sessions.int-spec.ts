import 'reflect-metadata';
import { startShop, type Shop } from '../support/shop';
import { signIn } from '../support/sign-in';
import { asStaff, consentAs, cookieFrom, ownerOf, returnFromGoogle, signInStaff, staffAs } from '../support/staff';

// Attacks on the back office's sessions and sign-in: every one must fail in a way the attacker can observe as failure.
describe('staff sessions under attack', () => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop();
  }, 90_000);

  afterAll(() => shop?.stop());

  const status = async (path: string, headers: Record<string, string>, init: { method?: string; body?: string } = {}) => {
    const res = await fetch(`${shop.base}${path}`, { method: init.method ?? 'GET', headers, body: init.body });
    await res.arrayBuffer();
    return res.status;
  };

  it("never lets a shopper's session into the back office, nor a staff session into the shop", async () => {
    const shopper = await signIn(shop, 'aditi@example.in', { 'x-forwarded-for': '10.50.0.1' });
    expect(await status('/api/admin/auth/me', { cookie: shopper })).toBe(401);
    expect(await status('/api/admin/staff', { cookie: shopper })).toBe(401);
    // The shopper's signed cookie renamed: signed for another purpose, it is no staff session.
    expect(await status('/api/admin/auth/me', { cookie: shopper.replace(/^shop_session=/, 'shop_staff=') })).toBe(401);

    const owner = await ownerOf(shop);
    expect(await status('/api/auth/me', { cookie: owner.cookie })).toBe(401);
    expect(await status('/api/auth/me', { cookie: owner.cookie.replace(/^shop_staff=/, 'shop_session=') })).toBe(401);
  });

  it('refuses forged and tampered staff cookies', async () => {
    const owner = await ownerOf(shop);
    const [payload, signature] = owner.cookie.slice('shop_staff='.length).split('.');
    const otherSid = Buffer.from(JSON.stringify({ sid: 'a'.repeat(43) })).toString('base64url');
    for (const cookie of [`shop_staff=${otherSid}.${signature}`, `shop_staff=${payload}.forged`, `shop_staff=${payload}`, 'shop_staff=', `shop_staff=${payload}.${signature}.extra`]) {
      expect(await status('/api/admin/auth/me', { cookie })).toBe(401);
    }
  });

  it('refuses a staff cookie replayed after sign-out, and one of a removed member', async () => {
    const support = await staffAs(shop, 'support');
    await asStaff(shop, support.cookie, '/api/admin/auth/logout', { method: 'POST' });
    expect((await asStaff(shop, support.cookie, '/api/admin/auth/me')).status).toBe(401);

    const owner = await ownerOf(shop);
    const manager = await staffAs(shop, 'manager');
    expect((await asStaff(shop, manager.cookie, '/api/admin/audit')).status).toBe(200);
    await asStaff(shop, owner.cookie, `/api/admin/staff/${manager.id}`, { method: 'DELETE' });
    expect((await asStaff(shop, manager.cookie, '/api/admin/audit')).status).toBe(401);
  });

  it('refuses cross-site and form writes to the back office, even with the staff cookie', async () => {
    const owner = await ownerOf(shop);
    const invite = JSON.stringify({ email: 'csrf@example.in', role: 'manager' });
    const json = { cookie: owner.cookie, 'content-type': 'application/json' };
    expect(await status('/api/admin/staff', { ...json, 'sec-fetch-site': 'cross-site' }, { method: 'POST', body: invite })).toBe(403);
    expect(await status('/api/admin/staff', { ...json, 'sec-fetch-site': 'same-site' }, { method: 'POST', body: invite })).toBe(403);
    expect(await status('/api/admin/staff', { ...json, origin: 'https://attacker.example' }, { method: 'POST', body: invite })).toBe(403);
    expect(await status('/api/admin/auth/logout', { cookie: owner.cookie, 'sec-fetch-site': 'cross-site' }, { method: 'POST' })).toBe(403);
    const form = { cookie: owner.cookie, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };
    expect(await status('/api/admin/staff', form, { method: 'POST', body: 'email=csrf%40example.in&role=manager' })).toBe(415);
    const list = (await (await asStaff(shop, owner.cookie, '/api/admin/staff')).json()) as Array<{ email: string }>;
    expect(list.map((member) => member.email)).not.toContain('csrf@example.in');
  });

  it('answers oversized, nested and malformed input with a 4xx, changing nothing', async () => {
    const owner = await ownerOf(shop);
    const post = (body: unknown) => asStaff(shop, owner.cookie, '/api/admin/staff', { method: 'POST', body });
    expect((await post({ email: `${'a'.repeat(300)}@example.in`, role: 'support' })).status).toBe(400);
    expect((await post({ email: { $ne: null }, role: 'support' })).status).toBe(400);
    expect((await post({ email: 'x@example.in', role: 'support', isOwner: true })).status).toBe(400);
    expect((await post({ email: 'x@example.in', role: ['owner'] })).status).toBe(400);
    expect((await post({ email: 'x@example.in', role: 'support', padding: 'x'.repeat(200_000) })).status).toBe(413);
    expect((await asStaff(shop, owner.cookie, `/api/admin/audit?entity=${'x'.repeat(500)}`)).status).toBe(400);
    expect((await asStaff(shop, owner.cookie, '/api/admin/audit?limit=100000')).status).toBe(400);
    expect((await asStaff(shop, owner.cookie, '/api/admin/staff/1.5', { method: 'DELETE' })).status).toBe(400);
    const list = (await (await asStaff(shop, owner.cookie, '/api/admin/staff')).json()) as Array<{ email: string }>;
    expect(list.map((member) => member.email)).not.toContain('x@example.in');
  });

  it("refuses a Google return whose state is not this browser's (login CSRF), or that has no state cookie at all", async () => {
    // The attacker's own sign-in, stopped before the return, delivered to the victim's browser.
    const attacker = await consentAs(shop, 'owner@example.in');
    const victim = await consentAs(shop, 'owner@example.in');
    for (const cookie of [victim.loginCookie, '']) {
      const back = await returnFromGoogle(shop, attacker.callback, cookie);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toMatch(/^\/admin\/login\?error=This\+sign-in\+was\+not\+started\+in\+this\+browser/);
      expect(cookieFrom(back, 'shop_staff')).toBeUndefined();
    }
    // A state the browser never got from us, with a made-up cookie.
    const made = new URL(attacker.callback);
    made.searchParams.set('state', 'guessed');
    expect((await returnFromGoogle(shop, made, 'shop_staff_login=eyJzdGF0ZSI6Imd1ZXNzZWQifQ.forged')).headers.get('location')).toMatch(/^\/admin\/login\?error=/);
  });

  it('refuses a replayed code: Google will not exchange it twice', async () => {
    const { loginCookie, callback } = await consentAs(shop, 'owner@example.in');
    const first = await returnFromGoogle(shop, callback, loginCookie);
    expect(cookieFrom(first, 'shop_staff')).toBeDefined();
    const replay = await returnFromGoogle(shop, callback, loginCookie);
    expect(replay.headers.get('location')).toBe('/admin/login?error=Google+did+not+accept+the+sign-in%3B+please+try+again');
    expect(cookieFrom(replay, 'shop_staff')).toBeUndefined();
  });

  it('refuses a cancelled consent and a callback without a code', async () => {
    const { loginCookie, callback } = await consentAs(shop, 'owner@example.in');
    const cancelled = new URL(callback);
    cancelled.search = new URLSearchParams({ error: 'access_denied', state: callback.searchParams.get('state') ?? '' }).toString();
    expect((await returnFromGoogle(shop, cancelled, loginCookie)).headers.get('location')).toMatch(/^\/admin\/login\?error=/);
    const bare = await fetch(`${shop.base}/api/admin/auth/google/callback`, { redirect: 'manual', headers: { 'x-forwarded-for': '10.51.0.1' } });
    expect(bare.status).toBe(303);
    expect(bare.headers.get('location')).toBe('/admin/login?error=The+sign-in+did+not+complete%3B+please+sign+in+again');
  });

  it('puts sign-ins refused before Google named anyone in the audit log too, as an unknown account', async () => {
    const owner = await ownerOf(shop);
    const attacker = await consentAs(shop, 'owner@example.in');
    await returnFromGoogle(shop, attacker.callback, '');
    const res = await asStaff(shop, owner.cookie, '/api/admin/audit?entity=staff');
    const entries = (await res.json()) as Array<{ action: string; staffEmail: string; summary: string }>;
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'staff.sign-in-refused', staffEmail: 'unknown', summary: expect.stringMatching(/^Sign-in refused for unknown: This sign-in was not started in this browser/) }),
    );
  });

  it('rate-limits Google returns per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${shop.base}/api/admin/auth/google/callback?code=x&state=y`, { redirect: 'manual', headers: { 'x-forwarded-for': '10.52.0.1' } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 303)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another client is unaffected.
    expect(await signInStaff(shop, 'owner@example.in')).toMatch(/^shop_staff=/);
  });
});
