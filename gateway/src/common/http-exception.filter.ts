import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ServiceError } from '@shop/messaging';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export interface ErrorBody {
  statusCode: number;
  message: string;
  correlationId?: string;
}

const log = new Logger('HttpExceptionFilter');

/**
 * The one shape every error leaves the gateway in, `{statusCode, message}` with the matching
 * status: a service's own status and message, 503/504 when a service is down or late, Nest's
 * HTTP errors as they are, Fastify's own 4xx (malformed JSON, body too large, unsupported
 * media type) as they are, and anything unexpected as a 500 that is logged, not leaked.
 */
function toErrorBody(error: unknown, correlationId: string | undefined): ErrorBody {
  if (error instanceof ServiceError) return { statusCode: error.status, message: error.message, correlationId };
  if (error instanceof HttpException) {
    const response = error.getResponse();
    const message =
      typeof response === 'string'
        ? response
        : ([] as unknown[]).concat((response as { message?: unknown }).message ?? error.message).join('; ');
    return { statusCode: error.getStatus(), message, correlationId };
  }
  const status = (error as Partial<FastifyError>).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { statusCode: status, message: (error as Error).message, correlationId };
  }
  log.error(`Unhandled error [${correlationId}]: ${error instanceof Error ? error.stack : String(error)}`);
  return { statusCode: 500, message: 'Internal server error', correlationId };
}

/** Errors of routes, guards and pipes, and (through Nest's Fastify error handler) of body parsing and limits. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    if (reply.sent) return;
    const body = toErrorBody(error, request.context?.correlationId);
    void reply.status(body.statusCode).send(body);
  }
}
