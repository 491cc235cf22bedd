import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { correlationHook } from './request-context';

type Hook = (request: FastifyRequest, reply: FastifyReply, done: () => void) => void;

/**
 * Errors Fastify's router raises before any hook has run: a path that does not decode
 * (`%C0%AF`) or a path parameter over 100 characters. They leave in the same
 * `{statusCode, message}` as every other error, with the same headers and a correlation id,
 * instead of Fastify's own body that echoes the path back.
 */
export function frameworkErrorHandler(securityHeaders: Hook) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    correlationHook(request, reply, () => undefined);
    securityHeaders(request, reply, () => undefined);
    const statusCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
    const message = statusCode === 414 ? 'The address is too long' : 'The address is not valid';
    void reply.code(statusCode).send({ statusCode, message, correlationId: request.context.correlationId });
  };
}
