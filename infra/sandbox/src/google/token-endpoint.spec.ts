import { AuthorizationCodes } from './authorization-codes';
import { accountFor } from './google-accounts';
import { EMAIL_SCOPE, GoogleTokens, OPENID_SCOPE, tokenInfoView } from './google-tokens';
import { exchangeCode } from './token-endpoint';

const options = { clientId: 'sandbox-client.apps.googleusercontent.com', clientSecret: 'the-client-secret' };
const REDIRECT = 'http://localhost:8080/api/admin/auth/google/callback';

function setUp() {
  const codes = new AuthorizationCodes();
  const tokens = new GoogleTokens();
  const { code } = codes.issue(accountFor('owner@example.in'), options.clientId, REDIRECT, [OPENID_SCOPE, EMAIL_SCOPE]);
  const form = { grant_type: 'authorization_code', code, client_id: options.clientId, client_secret: options.clientSecret, redirect_uri: REDIRECT };
  const exchange = (change: Record<string, unknown> = {}, authorization?: string, opts: typeof options | { clientId: string } = options) =>
    exchangeCode({ ...form, ...change }, authorization, opts, codes, tokens);
  return { tokens, form, exchange };
}

describe('the /token exchange', () => {
  it('answers an access token tokeninfo knows, for the account that consented', () => {
    const { tokens, exchange } = setUp();
    const answer = exchange();
    expect(answer).toMatchObject({ status: 200, body: { token_type: 'Bearer', expires_in: 3599, access_token: expect.stringMatching(/^ya29\./) } });
    const token = tokens.live(answer.body.access_token as string);
    expect(token && tokenInfoView(token)).toMatchObject({ aud: options.clientId, email: 'owner@example.in', email_verified: 'true' });
  });

  it('accepts the client credentials as HTTP Basic', () => {
    const { exchange } = setUp();
    const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
    expect(exchange({ client_id: undefined, client_secret: undefined }, basic).status).toBe(200);
  });

  it.each([
    [{ client_id: 'another-app' }, 401, 'invalid_client'],
    [{ client_secret: 'wrong' }, 401, 'invalid_client'],
    [{ client_secret: undefined }, 401, 'invalid_client'],
    [{ grant_type: 'refresh_token' }, 400, 'unsupported_grant_type'],
    [{ code: undefined }, 400, 'invalid_request'],
    [{ code: '4/0made-up' }, 400, 'invalid_grant'],
    [{ redirect_uri: 'http://localhost:8080/elsewhere' }, 400, 'redirect_uri_mismatch'],
  ])('refuses %j with %i %s, as Google does', (change, status, error) => {
    const { exchange } = setUp();
    expect(exchange(change)).toMatchObject({ status, body: { error } });
  });

  it('exchanges no code when the sandbox has no client secret', () => {
    const { exchange } = setUp();
    expect(exchange({}, undefined, { clientId: options.clientId })).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
  });

  it('refuses a replayed code and revokes the token its first exchange issued', () => {
    const { tokens, exchange } = setUp();
    const first = exchange();
    expect(exchange()).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(tokens.live(first.body.access_token as string)).toBeUndefined();
  });
});
