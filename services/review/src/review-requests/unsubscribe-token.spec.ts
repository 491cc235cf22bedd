import { UnsubscribeTokens } from './unsubscribe-token';

const tokens = new UnsubscribeTokens('a-test-secret-of-at-least-thirty-two-characters');

describe('unsubscribe tokens', () => {
  it('name the email they were signed for, lower-cased', () => {
    expect(tokens.verify(tokens.sign('Aditi.Verma@Example.in'))).toBe('aditi.verma@example.in');
  });

  it('fit the contract: URL-safe characters, at most 512 of them for the longest email', () => {
    const token = tokens.sign(`${'a'.repeat(64)}@${'b'.repeat(185)}.in`);
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(token.length).toBeLessThanOrEqual(512);
  });

  it('refuse a token with another email put in', () => {
    const [, mac] = tokens.sign('aditi@example.in').split('.');
    expect(tokens.verify(`${Buffer.from('rahul@example.in').toString('base64url')}.${mac}`)).toBeNull();
  });

  it('refuse an altered signature, a truncated one and one signed with another secret', () => {
    const token = tokens.sign('aditi@example.in');
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(tokens.verify(flipped)).toBeNull();
    expect(tokens.verify(token.slice(0, -4))).toBeNull();
    expect(tokens.verify(new UnsubscribeTokens('another-secret-of-at-least-thirty-two-chars').sign('aditi@example.in'))).toBeNull();
  });

  it('refuse shapes that are not tokens', () => {
    for (const token of ['', 'abc', 'a.b.c', '.', 'YWRpdGk.']) expect(tokens.verify(token)).toBeNull();
  });
});
