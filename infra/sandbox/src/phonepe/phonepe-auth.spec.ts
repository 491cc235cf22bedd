import { PhonePeAuthorization } from './phonepe-auth';
import { PhonePeError } from './phonepe-error';

const credentials = { clientId: 'SANDBOX_CLIENT', clientSecret: 'sandbox-secret', clientVersion: 1 };
const form = { client_id: 'SANDBOX_CLIENT', client_version: '1', client_secret: 'sandbox-secret', grant_type: 'client_credentials' };

function errorOf(action: () => unknown): PhonePeError {
  try {
    action();
  } catch (error) {
    if (error instanceof PhonePeError) return error;
    throw error;
  }
  throw new Error('expected a PhonePeError');
}

describe('PhonePeAuthorization', () => {
  afterEach(() => jest.useRealTimers());

  it('issues an O-Bearer token with PhonePe’s fields, times in epoch seconds', () => {
    jest.useFakeTimers({ now: new Date('2025-03-05T10:00:00Z') });
    const token = new PhonePeAuthorization(credentials, 3600).issueToken(form);
    const issuedAt = Date.parse('2025-03-05T10:00:00Z') / 1000;
    expect(token).toEqual({
      access_token: expect.any(String),
      encrypted_access_token: expect.any(String),
      expires_in: 3600,
      issued_at: issuedAt,
      expires_at: issuedAt + 3600,
      session_expires_at: issuedAt + 3600,
      token_type: 'O-Bearer',
    });
  });

  it.each([
    ['a wrong secret', { client_secret: 'guess' }],
    ['a wrong client id', { client_id: 'OTHER' }],
    ['a wrong client version', { client_version: '2' }],
  ])('answers 401 AUTHORIZATION_FAILED for %s', (_case, change) => {
    const error = errorOf(() => new PhonePeAuthorization(credentials, 3600).issueToken({ ...form, ...change }));
    expect(error.toBody()).toMatchObject({ code: 'AUTHORIZATION_FAILED' });
    expect(error.status).toBe(401);
  });

  it('answers 400 for a missing field or another grant type', () => {
    const auth = new PhonePeAuthorization(credentials, 3600);
    const missing = errorOf(() => auth.issueToken({ client_id: 'SANDBOX_CLIENT' }));
    expect(missing.status).toBe(400);
    expect(missing.context?.issues).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'client_secret' })]));
    expect(errorOf(() => auth.issueToken({ ...form, grant_type: 'password' })).status).toBe(400);
    expect(errorOf(() => auth.issueToken(undefined)).status).toBe(400);
  });

  it('accepts its own live token and refuses anything else with 401', () => {
    const auth = new PhonePeAuthorization(credentials, 3600);
    const { access_token } = auth.issueToken(form);
    expect(() => auth.verify(`O-Bearer ${access_token}`)).not.toThrow();
    for (const header of [undefined, access_token, `Bearer ${access_token}`, 'O-Bearer made-up']) {
      expect(errorOf(() => auth.verify(header)).status).toBe(401);
    }
  });

  it('refuses a token once its time is up', () => {
    jest.useFakeTimers({ now: new Date('2025-03-05T10:00:00Z') });
    const auth = new PhonePeAuthorization(credentials, 60);
    const { access_token } = auth.issueToken(form);
    jest.advanceTimersByTime(59_000);
    expect(() => auth.verify(`O-Bearer ${access_token}`)).not.toThrow();
    jest.advanceTimersByTime(1_000);
    expect(errorOf(() => auth.verify(`O-Bearer ${access_token}`)).message).toMatch(/expired/);
  });
});
