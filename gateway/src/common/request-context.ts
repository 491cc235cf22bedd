import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { correlationIdFrom, CORRELATION_ID_HEADER, type RequestContext } from '@shop/messaging';
import type { NextFunction, Request, Response } from 'express';

declare module 'express-serve-static-core' {
  interface Request {
    context: RequestContext;
  }
}

/** Gives every request a correlation id (the caller's, when well formed) and echoes it back. */
export function correlationMiddleware(req: Request, res: Response, next: NextFunction): void {
  const correlationId = correlationIdFrom(req.headers[CORRELATION_ID_HEADER]);
  req.context = { correlationId };
  res.setHeader(CORRELATION_ID_HEADER, correlationId);
  next();
}

/** The RequestContext of the current HTTP request, for passing on to services. */
export const Context = createParamDecorator(
  (_data: unknown, host: ExecutionContext): RequestContext => host.switchToHttp().getRequest<Request>().context,
);
