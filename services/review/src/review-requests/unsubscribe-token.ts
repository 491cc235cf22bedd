import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a review request email's unsubscribe link: the email (lower-cased, base64url) and
 * its HMAC-SHA256 under REVIEW_UNSUBSCRIBE_SECRET. Whoever holds the link may unsubscribe that
 * address, and nobody can make one for another address or alter it.
 */
export class UnsubscribeTokens {
  constructor(private readonly secret: string) {}

  sign(email: string): string {
    const address = email.trim().toLowerCase();
    return `${Buffer.from(address).toString('base64url')}.${this.mac(address).toString('base64url')}`;
  }

  /** The email a token names, or null when the token is not one we signed. */
  verify(token: string): string | null {
    const [encoded, mac, ...rest] = token.split('.');
    if (!encoded || !mac || rest.length > 0) return null;
    const address = Buffer.from(encoded, 'base64url').toString('utf8');
    // base64url decoding ignores stray characters; only the canonical encoding counts.
    if (Buffer.from(address).toString('base64url') !== encoded || address !== address.trim().toLowerCase()) return null;
    const expected = this.mac(address);
    const given = Buffer.from(mac, 'base64url');
    return given.length === expected.length && given.toString('base64url') === mac && timingSafeEqual(given, expected) ? address : null;
  }

  private mac(address: string): Buffer {
    return createHmac('sha256', this.secret).update(`review-request-unsubscribe:${address}`).digest();
  }
}
