import type { CookieScope } from '../../auth/cookies';
import type { SessionKeys, SessionStore } from '../../auth/session-store';
import type { SignedCookies } from '../../auth/signed-cookies';

/**
 * The staff session cookie: its own name and signature purpose (a shopper's cookie is never a
 * staff one), sent only to the back-office API and never with a request another site starts.
 */
export const STAFF_COOKIE = 'shop_staff';
export const STAFF_COOKIE_SCOPE: CookieScope = { path: '/api/admin', sameSite: 'strict' };
const STAFF_SESSION_PURPOSE = 'staff-session';

/** Staff sessions live beside shoppers' in Redis, under keys of their own. */
export const STAFF_SESSION_KEYS: SessionKeys = { session: 'shop:staff-session:', owner: 'shop:staff-member-sessions:' };

/** What a staff session holds: only who it is (their role is read afresh on every request). */
export interface StaffSessionOwner {
  /** The staff member's id, as text (the store indexes sessions by it). */
  id: string;
}

export class StaffSessions {
  constructor(
    private readonly cookies: SignedCookies,
    readonly store: SessionStore<StaffSessionOwner>,
  ) {}

  cookieFor(sessionId: string): string {
    return this.cookies.seal(STAFF_SESSION_PURPOSE, { sid: sessionId });
  }

  /** The session id a staff cookie names, when we signed it. */
  sessionIdIn(value: string | undefined): string | undefined {
    const sealed = this.cookies.open(STAFF_SESSION_PURPOSE, value) as { sid?: unknown } | null;
    return typeof sealed?.sid === 'string' ? sealed.sid : undefined;
  }
}
