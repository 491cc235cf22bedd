import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { GetCustomer, GetOwnCustomer, SignInWithGoogle, UpsertCustomer, type RequestContract } from '@shop/contracts';
import { dropDatabase, migrate } from '@shop/database';
import { connectNats, contextToHeaders, decodeJson, encodeJson, RequestClient, type NatsConnection, type RequestContext } from '@shop/messaging';
import { createService } from '@shop/service-runtime';
import { SandboxProcess, shopper, TEST_NATS_URL, TEST_STAFF_OWNER_EMAIL, uniqueDatabaseUrl, uniqueEmail } from '@shop/testing';
import { AppModule } from '../src/app.module';
import { customerDatabase } from '../src/db/database';

const CLIENT_ID = 'sandbox-client.apps.googleusercontent.com';
const NOT_FOUND = { status: 404, message: 'Customer information not found' };

const guest: RequestContext = { correlationId: 'customer-guest' };
const signedIn = (email: string): RequestContext => ({ correlationId: `customer-${email}`, user: { id: `user-${email}`, email } });
/** A shopper's checkout details, typed as the contract takes them. */
const details = (email: string) => ({ ...shopper(email), country: 'India' as const });
/** An address of this run alone: customers are one per email. */

describe('customer service', () => {
  const databaseUrl = uniqueDatabaseUrl('customer');
  const sandbox = new SandboxProcess({});
  let customer: INestApplication;
  let nc: NatsConnection;
  let client: RequestClient;

  beforeAll(async () => {
    const sandboxUrl = await sandbox.start();
    await migrate(customerDatabase(databaseUrl));
    customer = await createService({
      name: 'customer',
      module: AppModule.register({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        NATS_URL: TEST_NATS_URL,
        REQUEST_TIMEOUT_MS: 2000,
        DATABASE_URL: databaseUrl,
        HEALTH_PORT: 0,
        SHUTDOWN_GRACE_MS: 1000,
        JETSTREAM_REPLICAS: 1,
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_TOKENINFO_URL: `${sandboxUrl}/oauth2/v3/tokeninfo`,
        GOOGLE_USERINFO_URL: `${sandboxUrl}/oauth2/v3/userinfo`,
        STAFF_OWNER_EMAIL: TEST_STAFF_OWNER_EMAIL,
      }),
      healthPort: 0,
      logLevel: 'silent',
      shutdownGraceMs: 1000,
    });
    nc = await connectNats(TEST_NATS_URL, 'customer-test-client');
    client = new RequestClient(nc, 5000);
  }, 60_000);

  afterAll(async () => {
    await customer?.close();
    await nc?.close();
    await sandbox.stop();
    await dropDatabase(databaseUrl);
  });

  /**
   * What the service itself answers a payload, sent as-is: RequestClient would refuse a bad one
   * before it left, and the service must not count on every caller doing so.
   */
  const raw = async (contract: RequestContract, payload: unknown, ctx: RequestContext = guest, body = encodeJson(payload)) => {
    const reply = decodeJson((await nc.request(contract.subject, body, { timeout: 5000, headers: contextToHeaders(ctx) })).data) as { ok: boolean; error?: unknown };
    return reply.ok ? reply : reply.error;
  };

  /** A Google access token minted by the sandbox, as Google's token client hands the SPA one. */
  const googleToken = async (options: { email: string; clientId?: string; expiresIn?: number; emailVerified?: boolean; scope?: string }) => {
    const res = await fetch(`${sandbox.url}/__sandbox/google/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(options) });
    if (res.status !== 201) throw new Error(`The sandbox minted no token: ${await res.text()}`);
    return ((await res.json()) as { access_token: string }).access_token;
  };

  describe('checkout details (upsert)', () => {
    it('stores a new customer as the checkout form sent it, trimmed and with the email in lower case', async () => {
      const email = uniqueEmail('Meera.Iyer');
      const { id } = await client.request(UpsertCustomer, { ...details(`  ${email.toUpperCase()} `), firstName: '  Meera ', lastName: 'Iyer  ' }, guest);
      expect(id).toBeGreaterThan(0);
      const stored = await client.request(GetCustomer, { id }, guest);
      expect(stored).toEqual({
        id,
        firstName: 'Meera',
        lastName: 'Iyer',
        email: email.toLowerCase(),
        phone: '+91 98765 43210',
        address: '14 Lodhi Estate',
        city: 'New Delhi',
        state: 'Delhi',
        pincode: '110003',
        country: 'India',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        totalOrders: 0,
        totalSpent: 0,
      });
      expect(Math.abs(Date.parse(stored.createdAt) - Date.now())).toBeLessThan(60_000);
    });

    it('takes India as the country when the form leaves it out', async () => {
      const { country: _country, ...withoutCountry } = details(uniqueEmail('no.country'));
      const { id } = await client.request(UpsertCustomer, withoutCountry, guest);
      expect((await client.request(GetCustomer, { id }, guest)).country).toBe('India');
    });

    it("answers a known email's customer to a guest, in any case, and changes none of its details", async () => {
      const email = uniqueEmail('owner');
      const { id } = await client.request(UpsertCustomer, details(email), guest);
      const before = await client.request(GetCustomer, { id }, guest);
      const rewrite = { ...details(email.toUpperCase()), firstName: 'Attacker', phone: '9999999999', address: '221B Attacker Lane', pincode: '400001' };
      await expect(client.request(UpsertCustomer, rewrite, guest)).resolves.toEqual({ id });
      // Signed in, but as someone else: still not the owner.
      await expect(client.request(UpsertCustomer, rewrite, signedIn(uniqueEmail('someone.else')))).resolves.toEqual({ id });
      await expect(client.request(GetCustomer, { id }, guest)).resolves.toEqual(before);
    });

    it('lets the signed-in owner of the email change the stored details', async () => {
      const email = uniqueEmail('moving');
      const { id } = await client.request(UpsertCustomer, details(email), guest);
      const moved = { ...details(email), firstName: 'Aditi R.', phone: '9123456780', address: '7 Marine Drive', city: 'Mumbai', state: 'Maharashtra', pincode: '400020' };
      await expect(client.request(UpsertCustomer, moved, signedIn(email.toUpperCase()))).resolves.toEqual({ id });
      await expect(client.request(GetCustomer, { id }, guest)).resolves.toMatchObject({
        id,
        firstName: 'Aditi R.',
        phone: '9123456780',
        address: '7 Marine Drive',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400020',
      });
    });

    it('gives two emails two customers', async () => {
      const first = await client.request(UpsertCustomer, details(uniqueEmail('first')), guest);
      const second = await client.request(UpsertCustomer, details(uniqueEmail('second')), guest);
      expect(second.id).not.toBe(first.id);
    });

    it.each([
      ['a bad PIN code', { pincode: '11003' }, 'pincode: Please enter a valid 6-digit PIN code'],
      ['a bad phone number', { phone: 'call me' }, 'phone: Please enter a valid phone number'],
      ['a bad email', { email: 'aditi@example' }, 'email: Please enter a valid email address'],
      ['a blank first name', { firstName: '   ' }, 'firstName: First name is required'],
      ['no city', { city: undefined }, 'city: City is required'],
      ['an address over 500 characters', { address: 'x'.repeat(501) }, 'address: Address is too long'],
      ['another country', { country: 'Nepal' }, 'country: Delivery is only within India'],
    ])('refuses %s with 400 and the form message, storing nothing', async (_what, change, message) => {
      const email = uniqueEmail('refused');
      await expect(raw(UpsertCustomer, { ...details(email), ...change })).resolves.toEqual({ status: 400, message });
      // Had it been stored, a later guest upsert would answer that customer, with its details unchanged.
      const { id } = await client.request(UpsertCustomer, details(email), guest);
      await expect(client.request(GetCustomer, { id }, guest)).resolves.toMatchObject({ email, pincode: '110003', phone: '+91 98765 43210', city: 'New Delhi' });
    });

    it('refuses fields the form does not have, such as totals, and a body that is not JSON', async () => {
      await expect(raw(UpsertCustomer, { ...details(uniqueEmail('extra')), totalSpent: 0 })).resolves.toEqual({
        status: 400,
        message: expect.stringContaining('totalSpent'),
      });
      await expect(raw(UpsertCustomer, undefined, guest, new TextEncoder().encode('{"firstName":'))).resolves.toEqual({
        status: 400,
        message: 'Request body is not valid JSON',
      });
    });
  });

  describe('reading a customer', () => {
    it('answers 404 for an id no customer has', async () => {
      await expect(client.request(GetCustomer, { id: 2_000_000_000 }, guest)).rejects.toMatchObject(NOT_FOUND);
    });

    it.each([
      [0, 'id: Customer id must be positive'],
      [1.5, 'id: Customer id must be a whole number'],
      ['abc', 'id: Customer id must be a number'],
      [2_147_483_648, 'id: Customer id is too large'],
    ])('refuses the id %p with 400', async (id, message) => {
      await expect(raw(GetCustomer, { id })).resolves.toEqual({ status: 400, message });
      await expect(raw(GetOwnCustomer, { id }, signedIn('aditi@example.in'))).resolves.toEqual({ status: 400, message });
    });

    it('shows a customer to the user signed in with its email, in any case', async () => {
      const email = uniqueEmail('own');
      const { id } = await client.request(UpsertCustomer, details(email), guest);
      await expect(client.request(GetOwnCustomer, { id }, signedIn(email.toUpperCase()))).resolves.toMatchObject({ id, email, firstName: 'Aditi' });
    });

    it('answers anyone else exactly as for an id that does not exist', async () => {
      const { id } = await client.request(UpsertCustomer, details(uniqueEmail('private')), guest);
      await expect(client.request(GetOwnCustomer, { id }, guest)).rejects.toMatchObject(NOT_FOUND);
      await expect(client.request(GetOwnCustomer, { id }, signedIn(uniqueEmail('nosy')))).rejects.toMatchObject(NOT_FOUND);
      await expect(client.request(GetOwnCustomer, { id: 2_000_000_000 }, signedIn(uniqueEmail('nosy')))).rejects.toMatchObject(NOT_FOUND);
    });
  });

  describe('Google sign-in', () => {
    it("makes a user of a token Google issued to our client, with Google's profile; the next sign-in is the same user, its profile refreshed", async () => {
      const email = uniqueEmail('meera.iyer');
      const first = await client.request(SignInWithGoogle, { accessToken: await googleToken({ email }) }, guest);
      expect(first).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
        email,
        name: expect.stringMatching(/^Meera Iyer /),
        picture: expect.stringMatching(new RegExp(`^${sandbox.url}/avatars/\\d+$`)),
      });
      // The same Google account (its subject), whose name Google now spells in capitals.
      const again = await client.request(SignInWithGoogle, { accessToken: await googleToken({ email: email.toUpperCase() }) }, guest);
      expect(again).toEqual({ ...first, name: expect.stringMatching(/^MEERA IYER /) });
    });

    it('names a user by their email, with no picture, when Google shares no profile', async () => {
      const email = uniqueEmail('no.profile');
      await expect(client.request(SignInWithGoogle, { accessToken: await googleToken({ email, scope: 'openid email' }) }, guest)).resolves.toMatchObject({
        email,
        name: email,
        picture: null,
      });
    });

    it.each([
      ['issued to another application', { clientId: 'another-app.apps.googleusercontent.com' }, 'This sign-in was issued for another application'],
      ['for an unverified email', { emailVerified: false }, 'Your Google email address is not verified'],
      ['that has expired', { expiresIn: -60 }, 'Google did not accept the sign-in'],
      ['that shares no email', { scope: 'openid profile' }, 'Google did not accept the sign-in'],
    ])('refuses a token %s with 401', async (_what, options, message) => {
      const accessToken = await googleToken({ email: uniqueEmail('refused.token'), ...options });
      await expect(client.request(SignInWithGoogle, { accessToken }, guest)).rejects.toMatchObject({ status: 401, message });
    });

    it('refuses a token Google never issued with 401', async () => {
      await expect(client.request(SignInWithGoogle, { accessToken: 'ya29.made-up-token' }, guest)).rejects.toMatchObject({
        status: 401,
        message: 'Google did not accept the sign-in',
      });
    });

    it.each([
      ['an empty token', '  ', expect.stringMatching(/^accessToken: access_token is required/)],
      ['a token with spaces inside', 'ya29.a b', 'accessToken: access_token is malformed'],
      ['a token beyond printable ASCII', 'ya29.é', 'accessToken: access_token is malformed'],
      ['a token over 4096 characters', 'x'.repeat(4097), 'accessToken: access_token is too long'],
    ])('refuses %s with 400 before asking Google', async (_what, accessToken, message) => {
      await expect(raw(SignInWithGoogle, { accessToken })).resolves.toEqual({ status: 400, message });
    });

    it('answers 503 while Google cannot be reached', async () => {
      const email = uniqueEmail('google.down');
      const accessToken = await googleToken({ email });
      await sandbox.stop();
      await expect(client.request(SignInWithGoogle, { accessToken }, guest)).rejects.toMatchObject({
        status: 503,
        message: 'Google sign-in is unavailable right now, please try again',
      });
    });
  });
});
