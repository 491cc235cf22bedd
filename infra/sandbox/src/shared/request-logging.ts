import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

/** One line per request; the query string is left out because it can carry access tokens. */
export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = performance.now();
    res.on('finish', () => {
      const line = { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(performance.now() - started) };
      if (res.statusCode >= 500) logger.error(line, 'request failed');
      else logger.debug(line, 'request');
    });
    next();
  };
}
