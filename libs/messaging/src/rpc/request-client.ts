import { createInbox, type Msg, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';
import { describeIssues, type ReplyOf, type RequestContract, type RequestOf } from '@shop/contracts';
import { decodeJson, encodeJson } from '../codec';
import { contextToHeaders, type RequestContext } from '../context';
import { ServiceError } from '../errors';
import { rpcClientDuration, rpcClientRequests } from '../metrics';
import type { RpcReply } from './reply';

export interface RequestOptions {
  /** Overrides the client's default timeout for one request. */
  timeoutMs?: number;
}

interface PendingRequest {
  resolve(msg: Msg): void;
  reject(error: ServiceError): void;
  timer: NodeJS.Timeout;
  contract: RequestContract;
}

/**
 * Sends typed requests over NATS. The payload is validated against the contract before it
 * leaves. Replies come back on one inbox subscription per client (`_INBOX.<id>.*`), matched to
 * their request by the last token: nothing is subscribed per request, and nothing but a timer
 * is allocated per request (nats.js's own request() builds two errors for each one).
 * Failures become ServiceErrors with the status the gateway should answer:
 * the service's own status, 503 when nobody listens, 504 when the answer is late.
 */
export class RequestClient {
  private readonly inbox = `${createInbox()}.`;
  private readonly pending = new Map<string, PendingRequest>();
  private nextToken = 0;

  constructor(
    private readonly nc: NatsConnection,
    private readonly defaultTimeoutMs: number,
  ) {
    nc.subscribe(`${this.inbox}*`, { callback: (_error, msg) => this.settle(msg) });
  }

  async request<C extends RequestContract>(
    contract: C,
    payload: RequestOf<C>,
    ctx: RequestContext,
    options: RequestOptions = {},
  ): Promise<ReplyOf<C>> {
    const reply = decodeJson(await this.exchange(contract, payload, ctx, options)) as RpcReply<ReplyOf<C>>;
    if (reply.ok) return reply.data;
    throw new ServiceError(reply.error.status, reply.error.message);
  }

  /**
   * The reply's JSON text, unparsed: for an answer the gateway sends on as it is (a service that
   * keeps it as JSON, a route whose response has no codec), sparing a parse and an encode of a
   * large answer. A failure is thrown as `request` throws it.
   */
  async requestJson<C extends RequestContract>(contract: C, payload: RequestOf<C>, ctx: RequestContext, options: RequestOptions = {}): Promise<string> {
    const text = new TextDecoder().decode(await this.exchange(contract, payload, ctx, options));
    // A reply is encoded as {"ok":true,"data":…} (NatsRpcServer): the data is the text between.
    if (text.startsWith(OK_PREFIX) && text.endsWith('}')) return text.slice(OK_PREFIX.length, -1);
    const reply = JSON.parse(text) as RpcReply<unknown>;
    if (reply.ok) return JSON.stringify(reply.data);
    throw new ServiceError(reply.error.status, reply.error.message);
  }

  /** Sends the request and answers the reply's bytes; counts and times it. */
  private async exchange(contract: RequestContract, payload: unknown, ctx: RequestContext, options: RequestOptions): Promise<Uint8Array> {
    const parsed = contract.request.safeParse(payload);
    if (!parsed.success) throw new ServiceError(400, describeIssues(parsed.error));

    const data = encodeJson(parsed.data);
    // NATS refuses a message over its limit (1 MB unless configured): a clear 413, not a 503.
    if (data.length > (this.nc.info?.max_payload ?? 1024 * 1024)) throw new ServiceError(413, `The request to the ${contract.service} service is too large`);

    const stopTimer = rpcClientDuration.startTimer({ subject: contract.subject });
    let status = 200;
    try {
      const msg = await this.send(contract, data, contextToHeaders(ctx), options.timeoutMs ?? this.defaultTimeoutMs);
      status = replyStatus(msg.data);
      return msg.data;
    } catch (error) {
      status = error instanceof ServiceError ? error.status : 500;
      throw error;
    } finally {
      stopTimer();
      rpcClientRequests.inc({ subject: contract.subject, status });
    }
  }

  private send(contract: RequestContract, data: Uint8Array, headers: MsgHdrs, timeoutMs: number): Promise<Msg> {
    return new Promise<Msg>((resolve, reject) => {
      const token = (this.nextToken++).toString(36);
      const timer = setTimeout(() => {
        this.pending.delete(token);
        reject(new ServiceError(504, `The ${contract.service} service did not answer in time`));
      }, timeoutMs);
      this.pending.set(token, { resolve, reject, timer, contract });
      try {
        this.nc.publish(contract.subject, data, { reply: `${this.inbox}${token}`, headers });
      } catch {
        // A closed or draining connection: the service cannot be reached now.
        clearTimeout(timer);
        this.pending.delete(token);
        reject(unavailable(contract));
      }
    });
  }

  private settle(msg: Msg): void {
    const token = msg.subject.slice(this.inbox.length);
    const request = this.pending.get(token);
    if (!request) return; // answered after its timeout
    this.pending.delete(token);
    clearTimeout(request.timer);
    // The server's own answer when no service subscribes to the subject: status 503, no payload.
    if (msg.data.length === 0 && msg.headers?.code === 503) request.reject(unavailable(request.contract));
    else request.resolve(msg);
  }
}

const OK_PREFIX = '{"ok":true,"data":';
const OK_BYTES = new TextEncoder().encode(OK_PREFIX);

/** 200 for a reply that starts {"ok":true, else the error's status (read only then). */
function replyStatus(data: Uint8Array): number {
  if (data.length >= OK_BYTES.length && OK_BYTES.every((byte, i) => data[i] === byte)) return 200;
  const reply = decodeJson(data) as RpcReply<unknown>;
  return reply.ok ? 200 : reply.error.status;
}

function unavailable(contract: RequestContract): ServiceError {
  return new ServiceError(503, `The ${contract.service} service is unavailable`);
}
