import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { PERMISSIONS, permissionsOf, StaffActionRecorded } from '@shop/contracts';
import { EventPublisher, newContext } from '@shop/messaging';
import { until } from '@shop/testing';
import { Client } from 'pg';
import { startShop, type Shop } from '../support/shop';
import { asStaff, consentAs, cookieFrom, ownerOf, returnFromGoogle, signInStaff, staffAs, TEST_STAFF_OWNER_EMAIL } from '../support/staff';

interface AuditEntry {
  id: number;
  staffId: number | null;
  staffEmail: string;
  staffName: string | null;
  action: string;
  entity: string;
  entityId: string;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  correlationId: string;
}

// Staff sign-in through Google's redirect flow (the sandbox's consent and /token), staff management and the audit log.
describe('the back office: staff and the audit log', () => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop();
  }, 90_000);

  afterAll(() => shop?.stop());

  const auditFor = async (cookie: string, query: string): Promise<AuditEntry[]> => {
    const res = await asStaff(shop, cookie, `/api/admin/audit?${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as AuditEntry[];
  };

  it('signs the owner in through the redirect flow: a state, the consent, the code exchange, a strict staff cookie, then /admin', async () => {
    const { start, loginCookie, callback } = await consentAs(shop, TEST_STAFF_OWNER_EMAIL);
    const google = new URL(start.headers.get('location') ?? '');
    expect(google.pathname).toBe('/o/oauth2/v2/auth');
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      response_type: 'code',
      redirect_uri: 'http://localhost:8080/api/admin/auth/google/callback',
      state: expect.stringMatching(/^[\w-]{32}$/),
    });
    expect(start.headers.getSetCookie()[0]).toMatch(/^shop_staff_login=[^;]+; Max-Age=600; Path=\/api\/admin\/auth\/google\/callback; HttpOnly; SameSite=Lax$/);
    expect(callback.searchParams.get('state')).toBe(google.searchParams.get('state'));

    const back = await returnFromGoogle(shop, callback, loginCookie);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/admin');
    const cookies = back.headers.getSetCookie();
    expect(cookies).toContainEqual(expect.stringMatching(/^shop_staff=[^;]+; Max-Age=43200; Path=\/api\/admin; HttpOnly; SameSite=Strict$/));
    expect(cookies).toContainEqual(expect.stringMatching(/^shop_staff_login=; Max-Age=0; Path=\/api\/admin\/auth\/google\/callback/));
    expect(cookies.some((cookie) => cookie.startsWith('shop_session='))).toBe(false);

    const me = await asStaff(shop, cookieFrom(back, 'shop_staff') as string, '/api/admin/auth/me');
    expect(await me.json()).toEqual({ id: expect.any(Number), email: TEST_STAFF_OWNER_EMAIL, name: 'Owner', role: 'owner', permissions: Object.keys(PERMISSIONS) });
  });

  it('refuses a Google account that is not invited, back to the login page saying why, and logs the attempt', async () => {
    const { loginCookie, callback } = await consentAs(shop, 'stranger@example.in');
    const back = await returnFromGoogle(shop, callback, loginCookie);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/admin/login?error=${encodeURIComponent('This Google account is not invited to the back office').replace(/%20/g, '+')}`);
    expect(cookieFrom(back, 'shop_staff')).toBeUndefined();

    const owner = await ownerOf(shop);
    const refused = await auditFor(owner.cookie, 'entity=staff&entityId=stranger%40example.in');
    expect(refused[0]).toMatchObject({ action: 'staff.sign-in-refused', staffId: null, staffEmail: 'stranger@example.in', summary: expect.stringContaining('not invited') });
  });

  it('lets the owner invite, re-role and remove staff; each change counts from the next request and is in the audit log', async () => {
    const owner = await ownerOf(shop);
    const meera = await staffAs(shop, 'fulfilment', 'meera.iyer@example.in');
    const me = (await (await asStaff(shop, meera.cookie, '/api/admin/auth/me')).json()) as { name: string; permissions: string[] };
    // The first sign-in fills the name from the Google profile.
    expect(me).toMatchObject({ name: 'Meera Iyer', permissions: permissionsOf('fulfilment') });

    const list = (await (await asStaff(shop, owner.cookie, '/api/admin/staff')).json()) as Array<{ email: string; role: string; status: string; invitedBy: number | null }>;
    expect(list).toContainEqual(expect.objectContaining({ email: 'meera.iyer@example.in', role: 'fulfilment', status: 'active', invitedBy: owner.id }));
    expect(list).toContainEqual(expect.objectContaining({ email: TEST_STAFF_OWNER_EMAIL, role: 'owner', invitedBy: null }));

    expect((await asStaff(shop, meera.cookie, '/api/admin/audit')).status).toBe(403);
    const promoted = await asStaff(shop, owner.cookie, `/api/admin/staff/${meera.id}`, { method: 'PATCH', body: { role: 'manager' } });
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toMatchObject({ id: meera.id, role: 'manager' });
    // The same session, the new role: the audit log is now hers to read.
    expect((await asStaff(shop, meera.cookie, '/api/admin/audit')).status).toBe(200);

    const removed = await asStaff(shop, owner.cookie, `/api/admin/staff/${meera.id}`, { method: 'DELETE' });
    expect(await removed.json()).toMatchObject({ id: meera.id, status: 'removed' });
    expect((await asStaff(shop, meera.cookie, '/api/admin/auth/me')).status).toBe(401);
    const again = await consentAs(shop, meera.email);
    const refused = await returnFromGoogle(shop, again.callback, again.loginCookie);
    expect(refused.headers.get('location')).toMatch(/^\/admin\/login\?error=/);

    const history = await auditFor(owner.cookie, `entity=staff&entityId=${meera.id}`);
    expect(history.map((entry) => entry.action)).toEqual(['staff.remove', 'staff.change-role', 'staff.sign-in', 'staff.invite']);
    expect(history[1]).toMatchObject({ staffId: owner.id, staffName: 'Owner', before: { role: 'fulfilment' }, after: { role: 'manager' } });
    expect(history[2]).toMatchObject({ staffId: meera.id, staffName: 'Meera Iyer', summary: 'Meera Iyer signed in' });
    const refusedAgain = await auditFor(owner.cookie, `entity=staff&entityId=${encodeURIComponent(meera.email)}`);
    expect(refusedAgain[0]).toMatchObject({ action: 'staff.sign-in-refused', summary: expect.stringContaining('removed') });

    // Invited again, she is back with the new role.
    const reinvited = await asStaff(shop, owner.cookie, '/api/admin/staff', { method: 'POST', body: { email: meera.email, role: 'support' } });
    expect(reinvited.status).toBe(201);
    const back = await signInStaff(shop, meera.email);
    expect(await (await asStaff(shop, back, '/api/admin/auth/me')).json()).toMatchObject({ role: 'support' });
  });

  it('protects the owner and refuses what makes no sense, with clear messages', async () => {
    const owner = await ownerOf(shop);
    const expectAnswer = async (res: Response, status: number, message: RegExp) => {
      expect(res.status).toBe(status);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    };
    await expectAnswer(await asStaff(shop, owner.cookie, `/api/admin/staff/${owner.id}`, { method: 'DELETE' }), 409, /owner cannot be removed/);
    await expectAnswer(await asStaff(shop, owner.cookie, `/api/admin/staff/${owner.id}`, { method: 'PATCH', body: { role: 'support' } }), 409, /owner's role cannot change/);
    await expectAnswer(await asStaff(shop, owner.cookie, '/api/admin/staff', { method: 'POST', body: { email: TEST_STAFF_OWNER_EMAIL, role: 'support' } }), 409, /already staff/);
    await expectAnswer(await asStaff(shop, owner.cookie, '/api/admin/staff', { method: 'POST', body: { email: 'new@example.in', role: 'owner' } }), 400, /role must be one of/);
    await expectAnswer(await asStaff(shop, owner.cookie, '/api/admin/staff', { method: 'POST', body: { email: 'not an email', role: 'support' } }), 400, /valid email/);
    await expectAnswer(await asStaff(shop, owner.cookie, '/api/admin/staff/999999', { method: 'DELETE' }), 404, /No such staff member/);
    await expectAnswer(await asStaff(shop, owner.cookie, '/api/admin/staff/abc', { method: 'DELETE' }), 400, /staff id must be a number/);
    await expectAnswer(await asStaff(shop, owner.cookie, '/api/admin/audit?from=2025-02-01&to=2025-01-01'), 400, /from must not be after to/);
  });

  it('signs staff out: the session ends on the server and its cookie is cleared', async () => {
    const support = await staffAs(shop, 'support');
    const out = await asStaff(shop, support.cookie, '/api/admin/auth/logout', { method: 'POST' });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toMatch(/^shop_staff=; Max-Age=0; Path=\/api\/admin;/);
    expect((await asStaff(shop, support.cookie, '/api/admin/auth/me')).status).toBe(401);
  });

  it('filters the audit log by staff, entity and date, pages it, and exports it as CSV', async () => {
    const owner = await ownerOf(shop);
    const invited = await staffAs(shop, 'catalogue');
    const byOwner = await asStaff(shop, owner.cookie, `/api/admin/audit?staffId=${owner.id}&limit=2`);
    expect(Number(byOwner.headers.get('x-total-count'))).toBeGreaterThan(2);
    const page = (await byOwner.json()) as AuditEntry[];
    expect(page).toHaveLength(2);
    expect(page.every((entry) => entry.staffId === owner.id)).toBe(true);

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    expect((await auditFor(owner.cookie, `entity=staff&entityId=${invited.id}&from=${today}&to=${today}`)).map((e) => e.action)).toEqual([
      'staff.sign-in',
      'staff.invite',
    ]);
    expect(await auditFor(owner.cookie, `entity=staff&entityId=${invited.id}&to=2020-01-01`)).toEqual([]);

    const csv = await asStaff(shop, owner.cookie, `/api/admin/audit/export?entity=staff&entityId=${invited.id}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('At,Staff,Email,Role,Action,Entity,Entity id,Summary,Before,After,Correlation id');
    expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual(['staff.sign-in', 'staff.invite']);
    expect(lines[2]).toContain(`Invited ${invited.email} as catalogue`);
  });

  it("records other services' staff actions from their StaffActionRecorded events, once each however often delivered", async () => {
    const owner = await ownerOf(shop);
    const nc = await connect({ servers: shop.natsUrl });
    try {
      const entityId = `ORD-${Date.now()}`;
      const event = {
        eventId: randomUUID(),
        occurredAt: new Date().toISOString(),
        staff: { id: owner.id, email: owner.email, name: 'Owner', role: 'owner' as const },
        action: 'order.ship',
        entity: 'order',
        entityId,
        summary: `Shipped ${entityId} with Delhivery 1234`,
        before: { status: 'processing' },
        after: { status: 'shipped', trackingNumber: '1234' },
        correlationId: 'corr-ship-1',
      };
      const publisher = new EventPublisher(nc);
      // The same event twice past JetStream's de-duplication window (another id for the broker, the same for the log).
      await publisher.publishRaw(StaffActionRecorded.subject, event, randomUUID(), newContext());
      await publisher.publishRaw(StaffActionRecorded.subject, event, randomUUID(), newContext());
      const entries = await until(async () => {
        const found = await auditFor(owner.cookie, `entity=order&entityId=${entityId}`);
        return found.length > 0 ? found : undefined;
      }, 'the shipped order in the audit log');
      // Give the second delivery time to arrive, then check it was not recorded again.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await auditFor(owner.cookie, `entity=order&entityId=${entityId}`)).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        staffId: owner.id,
        action: 'order.ship',
        summary: event.summary,
        before: event.before,
        after: event.after,
        correlationId: 'corr-ship-1',
      });
    } finally {
      await nc.close();
    }
  });

  it('keeps the audit log append-only: the database refuses to change or delete an entry, whoever asks', async () => {
    const db = new Client({ connectionString: shop.databases.customer });
    await db.connect();
    try {
      const [{ count }] = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM audit_entries')).rows;
      expect(count).toBeGreaterThan(0);
      await expect(db.query(`UPDATE audit_entries SET summary = 'nothing happened'`)).rejects.toThrow(/append-only: UPDATE refused/);
      await expect(db.query('DELETE FROM audit_entries')).rejects.toThrow(/append-only: DELETE refused/);
      await expect(db.query('TRUNCATE audit_entries')).rejects.toThrow(/append-only: TRUNCATE refused/);
      expect((await db.query<{ count: number }>('SELECT count(*)::int AS count FROM audit_entries')).rows[0].count).toBe(count);
    } finally {
      await db.end();
    }
  });
});
