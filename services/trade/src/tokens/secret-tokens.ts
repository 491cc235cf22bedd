import { createHash, randomBytes } from 'node:crypto';

/**
 * The tokens of emailed links (email verification, password reset) and of a quote's private
 * link: 32 random bytes, base64url (43 characters). Only their SHA-256 is stored, so a copy of
 * the database opens no link; a token is looked up by its hash.
 */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOfToken(token) };
}

export function hashOfToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
