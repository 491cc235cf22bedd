import 'reflect-metadata';
import { httpRoutes, PERMISSIONS, STAFF_ROLES, type HttpRoute, type StaffRole } from '@shop/contracts';
import { z } from 'zod';
import { startShop, type Shop } from '../support/shop';
import { signIn } from '../support/sign-in';
import { staffAs } from '../support/staff';

/** Values tried for a path parameter, the first its schema accepts is used: a route needs a well-formed path to reach its guard. */
const PARAM_CANDIDATES = ['1', 'ORD-123456', 'size', 'frame', 'medium', '18X14', 'canvas', 'sample', '0'.repeat(64), 'INV-26-27-000123', '560025'];

function concretePath(route: HttpRoute): string {
  const shape = (route.params as z.ZodObject | undefined)?.shape ?? {};
  return route.path.replace(/:([a-zA-Z]+)/g, (_match, name: string) => {
    const schema = shape[name] as z.ZodType | undefined;
    const value = PARAM_CANDIDATES.find((candidate) => !schema || schema.safeParse(candidate).success);
    if (!value) throw new Error(`No sample value for :${name} of ${route.path}: add one to PARAM_CANDIDATES`);
    return encodeURIComponent(value);
  });
}

const staffRoutes = httpRoutes.filter((route): route is HttpRoute & { staff: keyof typeof PERMISSIONS } => route.staff !== undefined);
const label = (route: HttpRoute) => `${route.method} ${route.path}`;

/**
 * The role matrix, end to end: every back-office route (whoever declared it in libs/contracts),
 * called as each role, as a signed-in shopper and as nobody. Exactly the roles PERMISSIONS
 * names get past authorization; a 400, 404 or 409 for the minimal input sent still means they did.
 */
describe('the back office role matrix', () => {
  let shop: Shop;
  const cookies = {} as Record<StaffRole | 'shopper' | 'nobody', string | undefined>;

  beforeAll(async () => {
    shop = await startShop();
    for (const role of STAFF_ROLES) cookies[role] = (await staffAs(shop, role)).cookie;
    cookies.shopper = await signIn(shop, 'matrix.shopper@example.in', { 'x-forwarded-for': '10.99.0.1' });
    cookies.nobody = undefined;
  }, 120_000);

  afterAll(() => shop?.stop());

  it('has back-office routes to walk, every one naming a permission the matrix knows', () => {
    expect(staffRoutes.length).toBeGreaterThan(0);
    for (const route of staffRoutes) expect(Object.keys(PERMISSIONS)).toContain(route.staff);
  });

  async function call(route: HttpRoute, cookie: string | undefined): Promise<number> {
    const hasBody = !['GET', 'DELETE'].includes(route.method);
    const res = await fetch(`${shop.base}${concretePath(route)}`, {
      method: route.method,
      headers: {
        'sec-fetch-site': 'same-origin',
        ...(cookie ? { cookie } : {}),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      body: hasBody ? '{}' : undefined,
    });
    // Exports stream; read every answer to its end so no connection is left half-read.
    await res.arrayBuffer();
    return res.status;
  }

  it.each(staffRoutes.map((route) => [label(route), route] as const))('%s: exactly the roles PERMISSIONS allows get past authorization', async (_label, route) => {
    const allowed = PERMISSIONS[route.staff] as readonly StaffRole[];
    const observed: Record<string, number> = {};
    for (const who of [...STAFF_ROLES, 'shopper', 'nobody'] as const) observed[who] = await call(route, cookies[who]);

    const expected = Object.fromEntries(
      Object.entries(observed).map(([who, status]) => {
        if (who === 'shopper' || who === 'nobody') return [who, 401];
        if (!allowed.includes(who as StaffRole)) return [who, 403];
        // Past authorization: any answer but 401/403 (and never a server error).
        return [who, status !== 401 && status !== 403 && status < 500 ? status : 'past authorization (not 401/403/5xx)'];
      }),
    );
    expect(observed).toEqual(expected);
  });
});
