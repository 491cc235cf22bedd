import type { CookieScope } from '../auth/cookies';
import type { SessionKeys, SessionStore } from '../auth/session-store';
import type { SignedCookies } from '../auth/signed-cookies';

/**
 * The designer session cookie (issue 20): its own name and signature purpose (a shopper's or a
 * staff member's cookie is never a designer's), sent only to the trade portal's API and never
 * with a request another site starts.
 */
export const DESIGNER_COOKIE = 'shop_designer';
export const DESIGNER_COOKIE_SCOPE: CookieScope = { path: '/api/designer', sameSite: 'strict' };
const DESIGNER_SESSION_PURPOSE = 'designer-session';

/** Designer sessions live beside the others in Redis, under keys of their own. */
export const DESIGNER_SESSION_KEYS: SessionKeys = { session: 'shop:designer-session:', owner: 'shop:designer-sessions:' };

/**
 * What a designer session holds: who, and the designer's session version at sign-in. The trade
 * service answers a designer only while that version is still theirs (a password reset or a
 * suspension raises it), so those end every session at once.
 */
export interface DesignerSessionOwner {
  /** The designer's id, as text (the store indexes sessions by it). */
  id: string;
  sessionVersion: number;
}

export class DesignerSessions {
  constructor(
    private readonly cookies: SignedCookies,
    readonly store: SessionStore<DesignerSessionOwner>,
  ) {}

  cookieFor(sessionId: string): string {
    return this.cookies.seal(DESIGNER_SESSION_PURPOSE, { sid: sessionId });
  }

  /** The session id a designer cookie names, when we signed it. */
  sessionIdIn(value: string | undefined): string | undefined {
    const sealed = this.cookies.open(DESIGNER_SESSION_PURPOSE, value) as { sid?: unknown } | null;
    return typeof sealed?.sid === 'string' ? sealed.sid : undefined;
  }
}
