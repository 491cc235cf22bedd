import { checkAuthorizationRequest, fragment, renderConsentPage } from './consent';

const options = { clientId: 'sandbox-client.apps.googleusercontent.com' };
const query = {
  client_id: 'sandbox-client.apps.googleusercontent.com',
  redirect_uri: 'http://localhost:8080/login',
  response_type: 'token',
  scope: 'openid profile email',
  state: 'st"ate',
};

const errorOf = (change: Record<string, unknown>, opts: { clientId: string; redirectOrigins?: string[] } = options) => {
  const check = checkAuthorizationRequest({ ...query, ...change }, opts);
  return check.ok ? 'ok' : `${check.status} ${check.error}`;
};

describe('checkAuthorizationRequest', () => {
  it('accepts our client asking for a token for a loopback page', () => {
    const check = checkAuthorizationRequest(query, options);
    expect(check).toMatchObject({ ok: true, request: { clientId: options.clientId, redirectUri: 'http://localhost:8080/login', state: 'st"ate' } });
    expect(errorOf({ redirect_uri: 'http://127.0.0.1:18080/' })).toBe('ok');
    expect(errorOf({ state: undefined })).toBe('ok');
  });

  it('accepts the authorization-code flow and carries its response type through the form', () => {
    const check = checkAuthorizationRequest({ ...query, response_type: 'code' }, options);
    expect(check).toMatchObject({ ok: true, request: { responseType: 'code', params: { response_type: 'code' } } });
  });

  it.each([
    [{ client_id: 'another-app.apps.googleusercontent.com' }, '401 invalid_client'],
    [{ client_id: undefined }, '401 invalid_client'],
    [{ redirect_uri: 'https://attacker.example/steal' }, '400 redirect_uri_mismatch'],
    [{ redirect_uri: 'http://localhost:8080/login#fragment' }, '400 redirect_uri_mismatch'],
    [{ redirect_uri: 'not a url' }, '400 redirect_uri_mismatch'],
    [{ response_type: 'id_token' }, '400 unsupported_response_type'],
    [{ response_type: undefined }, '400 unsupported_response_type'],
    [{ scope: 'openid https://www.googleapis.com/auth/drive' }, '400 invalid_scope'],
    [{ scope: undefined }, '400 invalid_scope'],
    [{ state: ['a', 'b'] }, '400 invalid_request'],
  ])('refuses %j with %s', (change, expected) => {
    expect(errorOf(change)).toBe(expected);
  });

  it('allows exactly the configured origins when they are set', () => {
    const configured = { ...options, redirectOrigins: ['https://shop.example.in'] };
    expect(errorOf({ redirect_uri: 'https://shop.example.in/login' }, configured)).toBe('ok');
    expect(errorOf({}, configured)).toBe('400 redirect_uri_mismatch');
  });
});

describe('consent', () => {
  it('percent-encodes fragment values (spaces as %20) and leaves out absent ones', () => {
    expect(fragment({ access_token: 'ya29.a', scope: 'openid email', state: 'a&b', error: undefined })).toBe('access_token=ya29.a&scope=openid%20email&state=a%26b');
  });

  it('lists the test accounts as buttons and carries the request through escaped hidden fields', () => {
    const check = checkAuthorizationRequest(query, options);
    if (!check.ok) throw new Error('expected a valid request');
    const html = renderConsentPage(check.request);
    expect(html).toContain('<input type="hidden" name="state" value="st&quot;ate">');
    expect(html).toContain('name="account" value="aditi@example.in"');
    expect(html).toContain('email NOT verified');
    expect(html).toContain('name="cancel"');
    expect(html).toContain('<input type="email" name="email"');
  });
});
