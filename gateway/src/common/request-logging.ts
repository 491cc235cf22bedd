import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

/**
 * One JSON line per request once it is answered, carrying the correlation id that follows it
 * into the services. The health probe is left out: it would drown everything else.
 */
export function requestLoggingHook(logger: Logger) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    if (request.url !== '/api/health') {
      const status = reply.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (logger.isLevelEnabled(level)) {
        logger[level](
          {
            correlationId: request.context?.correlationId,
            req: { method: request.method, url: request.url },
            res: { statusCode: status },
            responseTime: Math.round(reply.elapsedTime * 100) / 100,
          },
          'request completed',
        );
      }
    }
    done();
  };
}
