import { z } from 'zod';
import { loadConfig } from './load-config';
import { gatewaySettings } from './settings';

const schema = z.object(gatewaySettings);
const SESSION_SECRET = 'a-session-secret-of-thirty-two-characters';

describe('gateway settings', () => {
  it('trusts nobody\'s X-Forwarded-For, and limits per client, unless told otherwise', () => {
    expect(loadConfig(schema, { SESSION_SECRET })).toMatchObject({
      TRUST_PROXY: false,
      BODY_LIMIT_BYTES: 102400,
      RATE_LIMIT_SIGN_IN_PER_MINUTE: 10,
      RATE_LIMIT_DESIGNER_SIGN_IN_PER_MINUTE: 10,
      RATE_LIMIT_ORDERS_PER_MINUTE: 30,
      RATE_LIMIT_TRACKING_PER_MINUTE: 20,
      RATE_LIMIT_PAYMENT_CHECKS_PER_MINUTE: 60,
      RATE_LIMIT_CHECKOUT_DETAILS_PER_MINUTE: 30,
      RATE_LIMIT_WEBHOOKS_PER_MINUTE: 600,
      RATE_LIMIT_SEARCHES_PER_MINUTE: 300,
      RATE_LIMIT_REVIEWS_PER_MINUTE: 30,
      RATE_LIMIT_PINCODE_LOOKUPS_PER_MINUTE: 60,
      RATE_LIMIT_KEY_PREFIX: 'shop:rate-limit',
    });
  });

  it.each([
    ['10.0.0.0/8, 192.168.1.7', ['10.0.0.0/8', '192.168.1.7']],
    ['loopback,uniquelocal,fd00::/8', ['loopback', 'uniquelocal', 'fd00::/8']],
    ['none', false],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig(schema, { SESSION_SECRET, TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['1', 'true', '*', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => loadConfig(schema, { SESSION_SECRET, TRUST_PROXY: value })).toThrow('setting TRUST_PROXY is invalid');
  });

  it.each([
    ['RATE_LIMIT_ORDERS_PER_MINUTE', '0'],
    ['RATE_LIMIT_SIGN_IN_PER_MINUTE', 'many'],
    ['BODY_LIMIT_BYTES', '100'],
    ['RATE_LIMIT_KEY_PREFIX', 'shop rate limits'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig(schema, { SESSION_SECRET, [name]: value })).toThrow(`setting ${name} is invalid`);
  });
});
