import { GetActiveStaff } from '@shop/contracts';
import type { RequestClient } from '@shop/messaging';
import { parse } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { STAFF_COOKIE, type StaffSessions } from './staff-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session this browser's staff cookie names (signed by us), live or not: what staff logout ends. */
    staffSessionId?: string;
    /** The staff member could not be looked up (Redis or the customer service did not answer): a 503, not a 401. */
    staffUnknown?: boolean;
  }
}

export const ADMIN_API = '/api/admin/';

/**
 * Every back-office API request (and only those): the staff member whose live session the
 * `shop_staff` cookie names goes into the request context, as the customer service has them now,
 * so a removal or a role change counts from their next request. A removed member's session ends.
 */
export function staffSessionHook(sessions: StaffSessions, client: RequestClient, log: Logger) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!request.url.startsWith(ADMIN_API)) return;
    const header = request.headers.cookie;
    if (!header) return;
    const sessionId = sessions.sessionIdIn(parse(header)[STAFF_COOKIE]);
    if (!sessionId) return;
    request.staffSessionId = sessionId;
    try {
      const session = await sessions.store.find(sessionId);
      if (!session) return;
      const staff = await client.request(GetActiveStaff, { id: Number(session.id) }, request.context);
      if (!staff) {
        await sessions.store.end(sessionId);
        return;
      }
      request.context = { ...request.context, staff };
    } catch (error) {
      request.staffUnknown = true;
      log.error({ correlationId: request.context.correlationId, err: error }, 'staff session could not be checked; request treated as signed out');
    }
  };
}
