import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

/**
 * The path as logged: query values can be personal (order tracking sends the email), so only
 * the names of the query's parameters are kept.
 */
export function loggedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${url.slice(0, start)}?${names.join('&')}`;
}

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
            req: { method: request.method, url: loggedUrl(request.url) },
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
