import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@shop/contracts';
import { TEST_STAFF_OWNER_EMAIL } from '@shop/testing';
import type { Shop } from './shop';

export { TEST_STAFF_OWNER_EMAIL };

/** The `name=value` of a Set-Cookie naming this cookie, or undefined. */
export function cookieFrom(res: Response, name: string): string | undefined {
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1);
}

export interface StaffSignInSteps {
  /** The gateway's answer to GET /api/admin/auth/google: a 303 to Google's consent. */
  start: Response;
  /** The browser's state cookie (`shop_staff_login=…`). */
  loginCookie: string;
  /** Where Google (the sandbox) sends the browser back: the gateway's callback with code and state. */
  callback: URL;
}

/**
 * The first two steps of the redirect flow, as a browser takes them: the gateway sends it to
 * Google with a state, and the sandbox's consent page, given this email, sends it back with a code.
 */
export async function consentAs(shop: Shop, email: string): Promise<StaffSignInSteps> {
  const start = await fetch(`${shop.base}/api/admin/auth/google`, { redirect: 'manual' });
  if (start.status !== 303) throw new Error(`GET /api/admin/auth/google answered ${start.status}: ${await start.text()}`);
  const loginCookie = cookieFrom(start, 'shop_staff_login');
  if (!loginCookie) throw new Error('GET /api/admin/auth/google set no shop_staff_login cookie');
  const consent = new URL(start.headers.get('location') ?? '');
  const form = new URLSearchParams(consent.searchParams);
  form.set('account', 'other');
  form.set('email', email);
  const chosen = await fetch(`${consent.origin}${consent.pathname}`, { method: 'POST', body: form, redirect: 'manual' });
  if (chosen.status !== 303) throw new Error(`the sandbox's consent answered ${chosen.status}: ${await chosen.text()}`);
  return { start, loginCookie, callback: new URL(chosen.headers.get('location') ?? '') };
}

/**
 * Google's return, delivered to this test's gateway (PUBLIC_URL names another port), with the
 * browser's cookies. Sign-ins are rate limited per client: each return comes from an address of
 * its own (the test gateway trusts X-Forwarded-For from loopback), unless `client` names one.
 */
export function returnFromGoogle(shop: Shop, callback: URL, cookie: string, client = randomClient()): Promise<Response> {
  return fetch(`${shop.base}${callback.pathname}${callback.search}`, { headers: { cookie, 'x-forwarded-for': client }, redirect: 'manual' });
}

const randomClient = () => `10.${[...randomBytes(3)].join('.')}`;

/**
 * Signs a staff member in through the real redirect flow (gateway → sandbox consent → callback →
 * code exchange at the sandbox's /token → customer service); answers the `shop_staff=…` cookie.
 * The email must be invited (the owner, TEST_STAFF_OWNER_EMAIL, always is).
 */
export async function signInStaff(shop: Shop, email: string): Promise<string> {
  const { loginCookie, callback } = await consentAs(shop, email);
  const back = await returnFromGoogle(shop, callback, loginCookie);
  const staffCookie = cookieFrom(back, 'shop_staff');
  if (back.status !== 303 || !staffCookie) {
    throw new Error(`staff sign-in as ${email} answered ${back.status} to ${back.headers.get('location')}`);
  }
  return staffCookie;
}

/** A back-office call with a staff cookie, from our own site (as the admin SPA makes it). */
export function asStaff(shop: Shop, cookie: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  return fetch(`${shop.base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      cookie,
      'sec-fetch-site': 'same-origin',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

export interface SignedInStaff {
  id: number;
  email: string;
  role: StaffRole;
  /** `shop_staff=…`, for the cookie header. */
  cookie: string;
}

const owners = new WeakMap<Shop, Promise<SignedInStaff>>();

/** The owner, signed in once per shop. */
export function ownerOf(shop: Shop): Promise<SignedInStaff> {
  let owner = owners.get(shop);
  if (!owner) {
    owner = signInStaff(shop, TEST_STAFF_OWNER_EMAIL).then(async (cookie) => {
      const me = (await (await asStaff(shop, cookie, '/api/admin/auth/me')).json()) as { id: number };
      return { id: me.id, email: TEST_STAFF_OWNER_EMAIL, role: 'owner' as const, cookie };
    });
    owners.set(shop, owner);
    owner.catch(() => owners.delete(shop));
  }
  return owner;
}

/**
 * A staff member of this role, signed in: the owner invites a new email with the role (unless it
 * is the owner), then they sign in through the redirect flow. Each call is a new staff member.
 */
export async function staffAs(shop: Shop, role: StaffRole, email = `${role}-${randomBytes(4).toString('hex')}@example.in`): Promise<SignedInStaff> {
  const owner = await ownerOf(shop);
  if (role === 'owner') return owner;
  const invited = await asStaff(shop, owner.cookie, '/api/admin/staff', { method: 'POST', body: { email, role } });
  if (invited.status !== 201) throw new Error(`inviting ${email} as ${role} answered ${invited.status}: ${await invited.text()}`);
  const { id } = (await invited.json()) as { id: number };
  return { id, email, role, cookie: await signInStaff(shop, email) };
}
