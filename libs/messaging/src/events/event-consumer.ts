import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JsMsg,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { describeIssues, type EventContract, type PayloadOf } from '@shop/contracts';
import { decodeJson } from '../codec';
import { contextFromHeaders, type RequestContext } from '../context';
import { eventsConsumed } from '../metrics';

export interface ConsumerOptions<E extends EventContract> {
  event: E;
  /** Durable name: replicas of one consumer share it, so each event is handled by one of them. */
  durable: string;
  /**
   * Every replica gets every event (to keep something in memory up to date), from the time it
   * starts: each has its own consumer (the durable name plus a random suffix), which JetStream
   * removes a few minutes after its replica stops asking.
   */
  everyReplica?: boolean;
  handle: (payload: PayloadOf<E>, ctx: RequestContext, delivery: { attempt: number }) => Promise<void>;
  /** How long a handler may take before JetStream redelivers. */
  ackWaitMs?: number;
  maxDeliver?: number;
}

/** How long a replica's own consumer outlives its replica. */
const REPLICA_CONSUMER_IDLE_MS = 5 * 60 * 1000;

export interface RunningConsumer {
  stop(): Promise<void>;
}

/**
 * A durable pull consumer with explicit acks. A handler that throws gets the event again
 * later (backing off); handlers must be idempotent by event id, since delivery is at least once.
 * A payload that breaks its contract is terminated, never retried.
 */
export async function startConsumer<E extends EventContract>(
  nc: NatsConnection,
  options: ConsumerOptions<E>,
): Promise<RunningConsumer> {
  const durable = options.everyReplica ? `${options.durable}-${randomUUID().slice(0, 8)}` : options.durable;
  const log = new Logger(`Consumer ${durable}`);
  const jsm = await jetstreamManager(nc);
  const config = {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: options.everyReplica ? DeliverPolicy.New : DeliverPolicy.All,
    ...(options.everyReplica ? { inactive_threshold: nanos(REPLICA_CONSUMER_IDLE_MS) } : {}),
    filter_subject: options.event.subject,
    ack_wait: nanos(options.ackWaitMs ?? 30_000),
    max_deliver: options.maxDeliver ?? -1,
  };
  try {
    await jsm.consumers.info(options.event.stream, durable);
    await jsm.consumers.update(options.event.stream, durable, config);
  } catch (error) {
    if (!(error instanceof JetStreamApiError && error.code === JetStreamApiCodes.ConsumerNotFound)) throw error;
    await jsm.consumers.add(options.event.stream, config);
  }
  const consumer = await jetstream(nc).consumers.get(options.event.stream, durable);
  const messages: ConsumerMessages = await consumer.consume({ max_messages: 64 });

  const handleOne = async (msg: JsMsg) => {
    const subject = options.event.subject;
    let payload: PayloadOf<E>;
    try {
      const parsed = options.event.payload.safeParse(decodeJson(msg.data));
      if (!parsed.success) throw new Error(describeIssues(parsed.error));
      payload = parsed.data as PayloadOf<E>;
    } catch (error) {
      log.error(`Dropping malformed ${subject} (seq ${msg.seq}): ${(error as Error).message}`);
      eventsConsumed.inc({ subject, outcome: 'malformed' });
      msg.term();
      return;
    }
    const attempt = msg.info.deliveryCount;
    const ctx = contextFromHeaders(msg.headers);
    try {
      await options.handle(payload, ctx, { attempt });
      msg.ack();
      eventsConsumed.inc({ subject, outcome: 'handled' });
    } catch (error) {
      const delayMs = Math.min(30_000, 500 * 2 ** Math.min(attempt, 6));
      log.warn({
        msg: `Handling ${subject} failed (attempt ${attempt}), retrying in ${delayMs} ms: ${(error as Error).message}`,
        correlationId: ctx.correlationId,
      });
      eventsConsumed.inc({ subject, outcome: 'retried' });
      msg.nak(delayMs);
    }
  };

  const loop = (async () => {
    for await (const msg of messages) await handleOne(msg);
  })();

  return {
    async stop() {
      await messages.close();
      await loop;
      // A replica's own consumer has no one to resume it; JetStream would remove it later anyway.
      if (options.everyReplica) await jsm.consumers.delete(options.event.stream, durable).catch(() => undefined);
    },
  };
}
