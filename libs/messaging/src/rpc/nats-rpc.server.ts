import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import { Logger } from '@nestjs/common';
import { Server, type CustomTransportStrategy, type MessageHandler } from '@nestjs/microservices';
import { checksContracts, describeIssues, requestContractBySubject, type RequestContract } from '@shop/contracts';
import { lastValueFrom } from 'rxjs';
import { decodeJson, encodeJson } from '../codec';
import { contextFromHeaders } from '../context';
import { isServiceErrorBody, ServiceError, type ServiceErrorBody } from '../errors';
import { rpcServerDuration, rpcServerRequests } from '../metrics';
import type { RpcReply } from './reply';

export interface NatsRpcServerOptions {
  /** Queue group: every replica of a service joins the same one, so each request is answered once. */
  queue: string;
  /**
   * Validates every reply against its contract and answers a 500 for one that breaks it, so a
   * test fails on it. On unless NODE_ENV is production, which is spared the cost.
   */
  checkReplies?: boolean;
}

/**
 * Nest transport that answers the request subjects declared in libs/contracts.
 * Each request is validated against its contract before the handler runs (broker
 * handlers get no global pipes), and every answer is an RpcReply envelope.
 */
export class NatsRpcServer extends Server implements CustomTransportStrategy {
  private readonly subscriptions: Subscription[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private readonly handlers = new Map<string, MessageHandler>();
  private readonly log = new Logger('NatsRpcServer');
  private readonly checksReplies: boolean;

  constructor(
    private readonly nc: NatsConnection,
    private readonly options: NatsRpcServerOptions,
  ) {
    super();
    this.checksReplies = options.checkReplies ?? checksContracts();
  }

  listen(callback: (error?: unknown) => void): void {
    try {
      for (const [subject, handler] of this.messageHandlers) {
        const contract = requestContractBySubject.get(subject);
        if (!contract) throw new Error(`No contract in libs/contracts declares the subject "${subject}"`);
        // Looked up once: Nest's getHandlerByPattern normalises the pattern on every call.
        this.handlers.set(subject, handler);
        this.subscriptions.push(
          this.nc.subscribe(subject, {
            queue: this.options.queue,
            callback: (error, msg) => {
              if (error) return this.log.error(`Subscription to ${subject} failed: ${error.message}`);
              const work = this.answer(contract, msg).finally(() => this.inFlight.delete(work));
              this.inFlight.add(work);
            },
          }),
        );
      }
    } catch (error) {
      return callback(error);
    }
    // Ready only once the server has our subscriptions: a request sent right after start must find us.
    this.nc.flush().then(() => callback(), callback);
  }

  /** Stops taking requests, then waits for the ones already being handled. */
  async close(): Promise<void> {
    await Promise.allSettled(this.subscriptions.map((sub) => sub.drain()));
    await Promise.allSettled([...this.inFlight]);
  }

  on(): never {
    throw new Error('NatsRpcServer has no events to listen to');
  }

  unwrap<T>(): T {
    return this.nc as T;
  }

  private async answer(contract: RequestContract, msg: Msg): Promise<void> {
    const stopTimer = rpcServerDuration.startTimer({ subject: contract.subject });
    const ctx = contextFromHeaders(msg.headers);
    let reply: RpcReply;
    try {
      reply = { ok: true, data: await this.handle(contract, msg, ctx) };
    } catch (error) {
      reply = { ok: false, error: this.toErrorBody(error, contract, ctx.correlationId) };
    }
    let data = encodeJson(reply);
    if (data.length > this.maxPayload()) {
      // NATS refuses a message over its limit: the caller gets an error reply, never a lost answer.
      this.log.error(`The reply to ${contract.subject} is ${data.length} bytes, over NATS's limit of ${this.maxPayload()} [${ctx.correlationId}]`);
      reply = { ok: false, error: { status: 500, message: `The reply to ${contract.subject} is too large to send` } };
      data = encodeJson(reply);
    }
    stopTimer();
    rpcServerRequests.inc({ subject: contract.subject, status: reply.ok ? 200 : reply.error.status });
    if (!msg.reply) return;
    try {
      msg.respond(data);
    } catch (error) {
      // A connection closing under us: the caller times out (504) and may retry; this process keeps serving.
      this.log.warn(`Could not answer ${contract.subject} [${ctx.correlationId}]: ${(error as Error).message}`);
    }
  }

  /** The largest message the server takes (1 MB unless configured otherwise). */
  private maxPayload(): number {
    return this.nc.info?.max_payload ?? 1024 * 1024;
  }

  private async handle(contract: RequestContract, msg: Msg, ctx: ReturnType<typeof contextFromHeaders>) {
    let body: unknown;
    try {
      body = msg.data.length ? decodeJson(msg.data) : {};
    } catch {
      throw new ServiceError(400, 'Request body is not valid JSON');
    }
    const parsed = contract.request.safeParse(body);
    if (!parsed.success) throw new ServiceError(400, describeIssues(parsed.error));
    const handler = this.handlers.get(contract.subject);
    if (!handler) throw new ServiceError(501, `No handler for ${contract.subject}`);
    const reply: unknown = await lastValueFrom(this.transformToObservable(await handler(parsed.data, ctx)), { defaultValue: null });
    if (this.checksReplies) this.checkReply(contract, reply, ctx.correlationId);
    return reply;
  }

  /** Checks what the caller will decode (a Date, say, arrives as a string), not the object in hand. */
  private checkReply(contract: RequestContract, reply: unknown, correlationId: string): void {
    const checked = contract.reply.safeParse(decodeJson(encodeJson(reply)));
    if (checked.success) return;
    const issues = describeIssues(checked.error);
    this.log.error(`The reply to ${contract.subject} breaks its contract [${correlationId}]: ${issues}`);
    throw new ServiceError(500, `The reply to ${contract.subject} breaks its contract: ${issues}`);
  }

  private toErrorBody(error: unknown, contract: RequestContract, correlationId: string): ServiceErrorBody {
    if (error instanceof ServiceError) return error.getError();
    if (isServiceErrorBody(error)) return { status: error.status, message: error.message };
    this.log.error(
      `Request ${contract.subject} failed [${correlationId}]: ${error instanceof Error ? error.stack : JSON.stringify(error)}`,
    );
    return { status: 500, message: 'Internal error' };
  }
}
