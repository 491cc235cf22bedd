import { parse } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { DESIGNER_COOKIE, type DesignerSessions } from './designer-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The designer session this browser's designer cookie names (signed by us), live or not: what sign-out ends. */
    designerSessionId?: string;
    /** The session store did not answer: a 503, not a 401. */
    designerUnknown?: boolean;
  }
}

export const DESIGNER_API = '/api/designer/';

/**
 * Every trade portal API request (and only those): the designer whose live session the
 * `shop_designer` cookie names goes into the request context with the session's version. The
 * trade service decides on each request whether that designer may still act.
 */
export function designerSessionHook(sessions: DesignerSessions, log: Logger) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!request.url.startsWith(DESIGNER_API)) return;
    const header = request.headers.cookie;
    if (!header) return;
    const sessionId = sessions.sessionIdIn(parse(header)[DESIGNER_COOKIE]);
    if (!sessionId) return;
    request.designerSessionId = sessionId;
    try {
      const session = await sessions.store.find(sessionId);
      if (session) request.context = { ...request.context, designer: { id: Number(session.id), sessionVersion: session.sessionVersion } };
    } catch (error) {
      request.designerUnknown = true;
      log.error({ correlationId: request.context.correlationId, err: error }, 'designer session could not be checked; request treated as signed out');
    }
  };
}
