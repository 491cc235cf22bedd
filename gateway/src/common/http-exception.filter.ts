import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ServiceError } from '@shop/messaging';
import type { Request, Response } from 'express';

export interface ErrorBody {
  statusCode: number;
  message: string;
  correlationId?: string;
}

/**
 * Every error leaves the gateway as `{statusCode, message}` with the matching status:
 * a service's own status and message, 503/504 when a service is down or late, Nest's
 * HTTP errors as they are, and anything unexpected as a 500 that is logged, not leaked.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly log = new Logger('HttpExceptionFilter');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const body = this.toBody(error, req);
    if (res.headersSent) return;
    res.status(body.statusCode).json(body);
  }

  private toBody(error: unknown, req: Request): ErrorBody {
    const correlationId = req.context?.correlationId;
    if (error instanceof ServiceError) return { statusCode: error.status, message: error.message, correlationId };
    if (error instanceof HttpException) {
      const response = error.getResponse();
      const message =
        typeof response === 'string'
          ? response
          : ([] as unknown[]).concat((response as { message?: unknown }).message ?? error.message).join('; ');
      return { statusCode: error.getStatus(), message, correlationId };
    }
    const status = (error as { status?: unknown; type?: unknown }).status;
    // Body-parser errors (malformed JSON, too large) carry their own 4xx status.
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { statusCode: status, message: (error as Error).message, correlationId };
    }
    this.log.error(`Unhandled error [${correlationId}]: ${error instanceof Error ? error.stack : String(error)}`);
    return { statusCode: 500, message: 'Internal server error', correlationId };
  }
}
