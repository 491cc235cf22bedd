import { AuthorizationCodes, CODE_TTL_MS } from './authorization-codes';
import { accountFor } from './google-accounts';

const account = accountFor('owner@example.in');
const CLIENT = 'sandbox-client.apps.googleusercontent.com';
const REDIRECT = 'http://localhost:8080/api/admin/auth/google/callback';

describe('AuthorizationCodes', () => {
  it('redeems a code once, for its client and redirect URI, before it expires', () => {
    const codes = new AuthorizationCodes();
    const { code } = codes.issue(account, CLIENT, REDIRECT, ['openid'], 1_000);
    expect(codes.redeem(code, 'another-client', REDIRECT, 2_000)).toMatchObject({ ok: false, error: 'invalid_grant' });
    expect(codes.redeem(code, CLIENT, 'http://localhost:8080/elsewhere', 2_000)).toMatchObject({ ok: false, error: 'redirect_uri_mismatch' });
    expect(codes.redeem(code, CLIENT, REDIRECT, 1_000 + CODE_TTL_MS)).toMatchObject({ ok: false, error: 'invalid_grant' });
    const first = codes.redeem(code, CLIENT, REDIRECT, 2_000);
    expect(first).toMatchObject({ ok: true, code: { account, scopes: ['openid'] } });
    if (first.ok) codes.spend(first.code, 'ya29.issued');
    expect(codes.redeem(code, CLIENT, REDIRECT, 3_000)).toEqual({ ok: false, error: 'invalid_grant', description: 'Bad Request', revoke: 'ya29.issued' });
  });

  it('refuses a code it never issued as malformed', () => {
    expect(new AuthorizationCodes().redeem('4/0made-up', CLIENT, REDIRECT)).toEqual({ ok: false, error: 'invalid_grant', description: 'Malformed auth code.' });
  });
});
