import { emailTokenSchema, quoteLinkTokenSchema } from '@shop/contracts';
import { hashOfToken, newSecretToken } from './secret-tokens';

describe('secret tokens', () => {
  it('are 32 random bytes in base64url that fit both link contracts', () => {
    const { token } = newSecretToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(emailTokenSchema.safeParse(token).success).toBe(true);
    expect(quoteLinkTokenSchema.safeParse(token).success).toBe(true);
  });

  it('are stored as their SHA-256: the same token finds its hash, any other does not', () => {
    const { token, hash } = newSecretToken();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashOfToken(token)).toBe(hash);
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(hashOfToken(tampered)).not.toBe(hash);
  });

  it('never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newSecretToken().token));
    expect(tokens.size).toBe(1000);
  });
});
