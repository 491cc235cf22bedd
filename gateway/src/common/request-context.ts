import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { correlationIdFrom, CORRELATION_ID_HEADER, type RequestContext } from '@shop/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every request by `correlationHook`, before anything else runs. */
    context: RequestContext;
  }
}

/** Gives every request a correlation id (the caller's, when well formed) and echoes it back. */
export function correlationHook(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const correlationId = correlationIdFrom(request.headers[CORRELATION_ID_HEADER]);
  request.context = { correlationId };
  reply.header(CORRELATION_ID_HEADER, correlationId);
  done();
}

/** The RequestContext of the current HTTP request, for passing on to services. */
export const Context = createParamDecorator(
  (_data: unknown, host: ExecutionContext): RequestContext => host.switchToHttp().getRequest<FastifyRequest>().context,
);
