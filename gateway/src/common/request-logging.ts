import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** One JSON line per request, carrying the correlation id that follows it into the services. */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req) => (req as Request).context?.correlationId ?? 'unknown',
    quietReqLogger: true,
    customProps: (req) => ({ correlationId: (req as Request).context?.correlationId }),
    // A 5xx is logged with its status; the stack pino-http would invent for it says nothing.
    customErrorObject: (_req, _res, _error, value: Record<string, unknown>) => ({ ...value, err: undefined }),
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    autoLogging: { ignore: (req) => (req as Request).path === '/api/health' },
  }) as RequestHandler;
}
