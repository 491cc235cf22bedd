import { parse } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type Session, type SessionCodec } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified session of a signed-in shopper; absent otherwise. */
    session?: Session;
  }
}

/**
 * Every request: who is signed in, from the signed session cookie. The verified user goes into
 * the request context, which is how services learn it (never a raw token).
 */
export function sessionHook(sessions: SessionCodec) {
  return (request: FastifyRequest, _reply: FastifyReply, done: () => void): void => {
    const cookies = request.headers.cookie;
    const session = cookies ? sessions.decode(parse(cookies)[SESSION_COOKIE]) : null;
    if (session) {
      request.session = session;
      request.context = { ...request.context, user: { id: session.id, email: session.email } };
    }
    done();
  };
}
