import { randomBytes } from 'node:crypto';
import { parse } from 'cookie';
import type { FastifyRequest } from 'fastify';
import type { CookieScope } from '../../auth/cookies';
import type { SignedCookies } from '../../auth/signed-cookies';

/**
 * The `state` of a staff sign-in, against login CSRF: a random value sent to Google and kept in
 * a signed cookie of this browser, which Google's return must match. The cookie is SameSite=Lax
 * (Google's return is a top-level navigation from another site) and only for the callback.
 */
export const STAFF_LOGIN_COOKIE = 'shop_staff_login';
export const STAFF_LOGIN_COOKIE_SCOPE: CookieScope = { path: '/api/admin/auth/google/callback', sameSite: 'lax' };
export const STAFF_LOGIN_TTL_SECONDS = 600;
const PURPOSE = 'staff-login';

export const STATE_MISMATCH = 'This sign-in was not started in this browser, or took too long; please sign in again';

/** A passport-oauth2 state store (the `store` option) over the signed cookie. */
export class StaffLoginState {
  constructor(private readonly cookies: SignedCookies) {}

  /** A new state and the cookie that remembers it. */
  begin(now = Date.now()): { state: string; cookie: string } {
    const state = randomBytes(24).toString('base64url');
    return { state, cookie: this.cookies.seal(PURPOSE, { state, expiresAt: now + STAFF_LOGIN_TTL_SECONDS * 1000 }) };
  }

  /** Passport asks for a state only when the callback is called without a code; the sign-in starts at /api/admin/auth/google instead. */
  store(_req: unknown, _meta: unknown, done: (error: Error | null, state?: string) => void): void {
    done(new Error('A staff sign-in starts at /api/admin/auth/google'));
  }

  /** Does Google's returned state match the one this browser's cookie remembers (unexpired)? */
  verify(req: FastifyRequest, provided: string, _meta: unknown, done: (error: Error | null, ok: boolean, info?: { message: string }) => void): void {
    const jar = parse(req.headers.cookie ?? '');
    const kept = this.cookies.open(PURPOSE, jar[STAFF_LOGIN_COOKIE]) as { state?: unknown; expiresAt?: unknown } | null;
    const ok = typeof kept?.state === 'string' && kept.state === provided && typeof kept.expiresAt === 'number' && kept.expiresAt > Date.now();
    done(null, ok, ok ? undefined : { message: STATE_MISMATCH });
  }
}
