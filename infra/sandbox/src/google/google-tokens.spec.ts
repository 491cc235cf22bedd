import { TEST_ACCOUNTS } from './google-accounts';
import { EMAIL_SCOPE, GoogleTokens, OPENID_SCOPE, PROFILE_SCOPE, grantedScopes, tokenInfoView, userInfoView } from './google-tokens';

const [aditi, , kiran] = TEST_ACCOUNTS;
const CLIENT = 'sandbox-client.apps.googleusercontent.com';

describe('Google tokens', () => {
  afterEach(() => jest.useRealTimers());

  it('grants the requested scopes under their full names, and refuses unknown ones', () => {
    expect(grantedScopes('openid profile email')).toEqual([OPENID_SCOPE, PROFILE_SCOPE, EMAIL_SCOPE]);
    expect(grantedScopes(`email ${EMAIL_SCOPE}`)).toEqual([EMAIL_SCOPE]);
    expect(grantedScopes('openid https://www.googleapis.com/auth/drive')).toBeUndefined();
    expect(grantedScopes('  ')).toBeUndefined();
  });

  it('answers tokeninfo like Google: audience, subject, and numbers and booleans as strings', () => {
    jest.useFakeTimers({ now: new Date('2025-03-05T10:00:00Z') });
    const token = new GoogleTokens().mint(kiran, CLIENT, [OPENID_SCOPE, EMAIL_SCOPE, PROFILE_SCOPE]);
    jest.advanceTimersByTime(10_000);
    expect(tokenInfoView(token)).toEqual({
      azp: CLIENT,
      aud: CLIENT,
      sub: kiran.sub,
      scope: `${OPENID_SCOPE} ${EMAIL_SCOPE} ${PROFILE_SCOPE}`,
      exp: String(Date.parse('2025-03-05T10:00:00Z') / 1000 + 3599),
      expires_in: '3589',
      email: 'kiran.unverified@example.in',
      email_verified: 'false',
      access_type: 'online',
    });
  });

  it('records the client a token was minted for', () => {
    const token = new GoogleTokens().mint(aditi, 'another-app.apps.googleusercontent.com', [EMAIL_SCOPE]);
    expect(tokenInfoView(token)).toMatchObject({ aud: 'another-app.apps.googleusercontent.com', azp: 'another-app.apps.googleusercontent.com' });
  });

  it('forgets a token once it expires, and never knew a made-up one', () => {
    jest.useFakeTimers({ now: new Date('2025-03-05T10:00:00Z') });
    const tokens = new GoogleTokens();
    const token = tokens.mint(aditi, CLIENT, [EMAIL_SCOPE], 60);
    expect(tokens.live(token.accessToken)).toBe(token);
    jest.advanceTimersByTime(60_000);
    expect(tokens.live(token.accessToken)).toBeUndefined();
    expect(tokens.live('ya29.made-up')).toBeUndefined();
    expect(tokens.mint(aditi, CLIENT, [EMAIL_SCOPE], -1).expiresAt).toBeLessThan(Date.now());
  });

  it('answers userinfo with the fields the granted scopes allow', () => {
    const tokens = new GoogleTokens();
    const full = tokens.mint(aditi, CLIENT, [OPENID_SCOPE, PROFILE_SCOPE, EMAIL_SCOPE]);
    expect(userInfoView(full, 'http://sandbox/avatars/1')).toEqual({
      sub: aditi.sub,
      name: 'Aditi Verma',
      given_name: 'Aditi',
      family_name: 'Verma',
      picture: 'http://sandbox/avatars/1',
      email: 'aditi@example.in',
      email_verified: true,
    });
    expect(userInfoView(tokens.mint(aditi, CLIENT, [OPENID_SCOPE]), 'p')).toEqual({ sub: aditi.sub });
    expect(tokens.accountBySub(aditi.sub)).toBe(aditi);
  });
});
