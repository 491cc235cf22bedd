import { parse } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { CHECKOUT_COOKIE, type CheckoutCredentials } from './checkout-credential';
import type { SignedCookies } from './signed-cookies';
import type { Session, SessionStore } from './session-store';

export const SESSION_COOKIE = 'shop_session';
export const SESSION_PURPOSE = 'session';

/** The session cookie's value: the session's id, signed, so a made-up id never reaches the store. */
export const sessionCookieFor = (cookies: SignedCookies, sessionId: string): string => cookies.seal(SESSION_PURPOSE, { sid: sessionId });

/** The session id a session cookie names, when we signed it. */
function sessionIdIn(cookies: SignedCookies, value: string | undefined): string | undefined {
  const sealed = cookies.open(SESSION_PURPOSE, value) as { sid?: unknown } | null;
  return typeof sealed?.sid === 'string' ? sealed.sid : undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session of a signed-in shopper; absent otherwise. */
    session?: Session;
    /** The session this browser's cookie names (signed by us), live or not: what logout ends. */
    sessionId?: string;
  }
}

/**
 * Every API request: who is signed in (the session cookie names a live session in the store) and
 * which customer the guest's checkout vouches for. Both go into the request context, which is
 * how services learn them (never a raw token). A store that does not answer signs nobody in.
 */
export function sessionHook(cookies: SignedCookies, sessions: SessionStore, checkout: CheckoutCredentials, log: Logger) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const header = request.headers.cookie;
    // Only the API acts for someone: the SPA's files never cost a session look-up. The back
    // office has sessions of its own (admin/auth): a shopper's never reaches it.
    if (!header || !request.url.startsWith('/api/') || request.url.startsWith('/api/admin/')) return;
    const jar = parse(header);
    const browserCheckout = checkout.read(jar[CHECKOUT_COOKIE]);
    if (browserCheckout) request.context = { ...request.context, checkout: browserCheckout };

    const sessionId = sessionIdIn(cookies, jar[SESSION_COOKIE]);
    if (!sessionId) return;
    request.sessionId = sessionId;
    let session: Session | null = null;
    try {
      session = await sessions.find(sessionId);
    } catch (error) {
      log.error({ correlationId: request.context.correlationId, err: error }, 'session store unavailable; request treated as signed out');
    }
    if (session) {
      request.session = session;
      request.context = { ...request.context, user: { id: session.id, email: session.email } };
    }
  };
}
