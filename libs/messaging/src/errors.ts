import { RpcException } from '@nestjs/microservices';

export interface ServiceErrorBody {
  status: number;
  message: string;
}

/**
 * An error meant for the caller: an HTTP-like status and a message a shopper may read.
 * Services throw it from handlers; the request client rethrows it at the gateway, which
 * answers with the same status. Extends RpcException so Nest's RPC layer passes it through.
 */
export class ServiceError extends RpcException {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super({ status, message });
    this.name = 'ServiceError';
  }

  override getError(): ServiceErrorBody {
    return { status: this.status, message: this.message };
  }
}

export const badRequest = (message: string) => new ServiceError(400, message);
export const forbidden = (message: string) => new ServiceError(403, message);
export const notFound = (message: string) => new ServiceError(404, message);
export const conflict = (message: string) => new ServiceError(409, message);

export function isServiceErrorBody(value: unknown): value is ServiceErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ServiceErrorBody).status === 'number' &&
    typeof (value as ServiceErrorBody).message === 'string'
  );
}
