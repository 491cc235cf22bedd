import { ConfigError, loadConfig } from '@shop/config';
import { gatewayConfigSchema } from '../config';
import { CheckoutCredentials } from './checkout-credential';
import { SignedCookies } from './signed-cookies';

const OLD = 'old-secret-old-secret-old-secret-0001';
const NEW = 'new-secret-new-secret-new-secret-0002';
const value = { sid: 'a-session-id' };

describe('SignedCookies secret rotation', () => {
  it('still believes a cookie signed with a previous secret, and signs new ones with the current one', () => {
    const before = new SignedCookies(OLD);
    const after = new SignedCookies(NEW, [OLD]);
    const oldCookie = before.seal('session', value);

    expect(after.open('session', oldCookie)).toEqual(value);
    const newCookie = after.seal('session', value);
    expect(new SignedCookies(NEW).open('session', newCookie)).toEqual(value);
    // Signed with the new secret, not the old one: a gateway that only knows the old refuses it.
    expect(before.open('session', newCookie)).toBeNull();
  });

  it('refuses a cookie once its secret is no longer listed, and one signed with any other secret', () => {
    const oldCookie = new SignedCookies(OLD).seal('session', value);
    expect(new SignedCookies(NEW).open('session', oldCookie)).toBeNull();
    const forged = new SignedCookies('someone-elses-secret-someone-elses-00').seal('session', value);
    expect(new SignedCookies(NEW, [OLD]).open('session', forged)).toBeNull();
  });

  it('refuses a tampered cookie, and a cookie of one purpose offered as another', () => {
    const cookies = new SignedCookies(NEW);
    const [, signature] = cookies.seal('session', value).split('.');
    const tampered = `${Buffer.from(JSON.stringify({ sid: 'someone-else' })).toString('base64url')}.${signature}`;
    expect(cookies.open('session', tampered)).toBeNull();
    expect(cookies.open('session', cookies.seal('checkout', value))).toBeNull();
    expect(cookies.open('session', `${cookies.seal('session', value)}.extra`)).toBeNull();
  });
});

describe('CheckoutCredentials', () => {
  const credentials = new CheckoutCredentials(new SignedCookies(NEW), 60_000);

  it('vouches for the customer it was issued for until it expires', () => {
    const { cookie, maxAgeSeconds } = credentials.issue(41, undefined, 1_000);
    expect(maxAgeSeconds).toBe(60);
    expect(credentials.read(cookie, 1_000)).toEqual({ id: expect.stringMatching(/^[\w-]{24}$/), customerId: 41 });
    expect(credentials.read(cookie, 60_999)?.customerId).toBe(41);
    expect(credentials.read(cookie, 61_000)).toBeUndefined();
  });

  it('keeps the checkout id of the browser when its customer changes, and makes a new one for a new browser', () => {
    const first = credentials.read(credentials.issue(41).cookie)!;
    expect(credentials.read(credentials.issue(42, first).cookie)).toEqual({ id: first.id, customerId: 42 });
    expect(credentials.read(credentials.issue(41).cookie)!.id).not.toBe(first.id);
  });

  it('vouches for nobody with a forged, missing or other-purpose cookie', () => {
    const forged = new CheckoutCredentials(new SignedCookies('someone-elses-secret-someone-elses-00'), 60_000).issue(41).cookie;
    expect(credentials.read(forged)).toBeUndefined();
    expect(credentials.read(undefined)).toBeUndefined();
    const checkout = { id: 'a-checkout-id-of-ours', customerId: 41, expiresAt: Date.now() + 60_000 };
    expect(credentials.read(new SignedCookies(NEW).seal('session', checkout))).toBeUndefined();
    expect(credentials.read(new SignedCookies(NEW).seal('checkout', checkout))).toEqual({ id: checkout.id, customerId: 41 });
  });
});

describe('gateway secrets', () => {
  const schema = gatewayConfigSchema;
  const base = { SESSION_SECRET: NEW };

  it('needs SESSION_SECRET everywhere: no secret is written in the source', () => {
    expect(() => loadConfig(schema, {})).toThrow('missing required setting SESSION_SECRET');
    expect(() => loadConfig(schema, { NODE_ENV: 'test' })).toThrow('missing required setting SESSION_SECRET');
  });

  it('reads SESSION_PREVIOUS_SECRETS as a comma-separated list, empty when unset', () => {
    expect(loadConfig(schema, base).SESSION_PREVIOUS_SECRETS).toEqual([]);
    expect(loadConfig(schema, { ...base, SESSION_PREVIOUS_SECRETS: `${OLD}, ${NEW}` }).SESSION_PREVIOUS_SECRETS).toEqual([OLD, NEW]);
  });

  it('refuses a secret shorter than 32 characters, naming the setting', () => {
    expect(() => loadConfig(schema, { ...base, SESSION_PREVIOUS_SECRETS: `${OLD},short` })).toThrow(ConfigError);
    expect(() => loadConfig(schema, { ...base, SESSION_PREVIOUS_SECRETS: `${OLD},short` })).toThrow('SESSION_PREVIOUS_SECRETS');
  });

  const published = (name: string) => `setting ${name} is invalid: is a published sandbox or default credential`;
  it.each([
    ['SESSION_SECRET', { SESSION_SECRET: 'development-only-session-secret-not-for-production' }, published('SESSION_SECRET')],
    ['SESSION_SECRET', { SESSION_SECRET: 'local-compose-session-secret-change-me-0123456789' }, published('SESSION_SECRET')],
    ['SESSION_PREVIOUS_SECRETS', { ...base, SESSION_PREVIOUS_SECRETS: 'development-only-session-secret-not-for-production' }, published('SESSION_PREVIOUS_SECRETS')],
    ['GOOGLE_CLIENT_ID', { ...base, GOOGLE_CLIENT_ID: 'sandbox-client.apps.googleusercontent.com' }, published('GOOGLE_CLIENT_ID')],
    // Unset, it would be the sandbox's client id: production must name its own.
    ['GOOGLE_CLIENT_ID', { ...base, GOOGLE_CLIENT_ID: undefined }, 'missing required setting GOOGLE_CLIENT_ID'],
  ])('refuses, in production, the published default of %s, without echoing it', (_name, env: Record<string, string | undefined>, expected) => {
    const production = { NODE_ENV: 'production', GOOGLE_CLIENT_ID: '1234-shop.apps.googleusercontent.com', ...env };
    let problem = '';
    try {
      loadConfig(schema, production);
    } catch (error) {
      problem = (error as ConfigError).message;
    }
    expect(problem).toContain(expected);
    expect(problem).not.toMatch(/development-only-session-secret|change-me|sandbox-client/);
    // Outside production the same values are only unwise: development and tests run with the sandbox.
    expect(() => loadConfig(schema, { ...production, NODE_ENV: 'development' })).not.toThrow();
  });

  it('starts in production with values of its own', () => {
    expect(() => loadConfig(schema, { NODE_ENV: 'production', GOOGLE_CLIENT_ID: '1234-shop.apps.googleusercontent.com', ...base })).not.toThrow();
  });
});
