import { describeIssues, type ReplyOf, type RequestContract, type RequestOf } from '@shop/contracts';
import { ErrorCode, NatsError, type NatsConnection } from 'nats';
import { decodeJson, encodeJson } from '../codec';
import { contextToHeaders, type RequestContext } from '../context';
import { ServiceError } from '../errors';
import { rpcClientDuration, rpcClientRequests } from '../metrics';
import type { RpcReply } from './reply';

export interface RequestOptions {
  /** Overrides the client's default timeout for one request. */
  timeoutMs?: number;
}

/**
 * Sends typed requests over NATS. The payload is validated against the contract before it
 * leaves; replies come back on the connection's shared inbox (no subscription per request).
 * Failures become ServiceErrors with the status the gateway should answer:
 * the service's own status, 503 when nobody listens, 504 when the answer is late.
 */
export class RequestClient {
  constructor(
    private readonly nc: NatsConnection,
    private readonly defaultTimeoutMs: number,
  ) {}

  async request<C extends RequestContract>(
    contract: C,
    payload: RequestOf<C>,
    ctx: RequestContext,
    options: RequestOptions = {},
  ): Promise<ReplyOf<C>> {
    const parsed = contract.request.safeParse(payload);
    if (!parsed.success) throw new ServiceError(400, describeIssues(parsed.error));

    const stopTimer = rpcClientDuration.startTimer({ subject: contract.subject });
    let status = 200;
    try {
      const msg = await this.nc
        .request(contract.subject, encodeJson(parsed.data), {
          timeout: options.timeoutMs ?? this.defaultTimeoutMs,
          headers: contextToHeaders(ctx),
        })
        .catch((error: unknown) => {
          throw toServiceError(error, contract);
        });
      const reply = decodeJson(msg.data) as RpcReply<ReplyOf<C>>;
      if (reply.ok) return reply.data;
      throw new ServiceError(reply.error.status, reply.error.message);
    } catch (error) {
      status = error instanceof ServiceError ? error.status : 500;
      throw error;
    } finally {
      stopTimer();
      rpcClientRequests.inc({ subject: contract.subject, status });
    }
  }
}

function toServiceError(error: unknown, contract: RequestContract): ServiceError {
  const code = error instanceof NatsError ? error.code : undefined;
  if (code === ErrorCode.Timeout) {
    return new ServiceError(504, `The ${contract.service} service did not answer in time`);
  }
  // No responders, a closed or draining connection: the service cannot be reached now.
  return new ServiceError(503, `The ${contract.service} service is unavailable`);
}
