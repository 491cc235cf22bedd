import { randomUUID } from 'node:crypto';
import { jetstream, type JetStreamClient, type PubAck } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { describeIssues, type EventContract, type PayloadOf } from '@shop/contracts';
import { encodeJson } from '../codec';
import { contextToHeaders, type RequestContext } from '../context';

/** The part of an event the producer supplies; id and time are stamped on the way out. */
export type EventData<E extends EventContract> = Omit<PayloadOf<E>, 'eventId' | 'occurredAt'>;

/** Adds id and time, and validates the whole payload against its contract. */
export function stampEvent<E extends EventContract>(event: E, data: EventData<E>): PayloadOf<E> {
  const candidate = { ...data, eventId: randomUUID(), occurredAt: new Date().toISOString() };
  const parsed = event.payload.safeParse(candidate);
  if (!parsed.success) throw new Error(`Invalid ${event.subject} payload: ${describeIssues(parsed.error)}`);
  return parsed.data as PayloadOf<E>;
}

/**
 * Publishes to JetStream with `Nats-Msg-Id` = event id, so a retried publish of the same
 * event is stored once. Business events go through the outbox; this is what the relay calls.
 */
export class EventPublisher {
  private readonly js: JetStreamClient;

  constructor(nc: NatsConnection) {
    this.js = jetstream(nc);
  }

  publishRaw(subject: string, payload: unknown, eventId: string, ctx: RequestContext): Promise<PubAck> {
    return this.js.publish(subject, encodeJson(payload), { msgID: eventId, headers: contextToHeaders(ctx) });
  }

  publish<E extends EventContract>(event: E, data: EventData<E>, ctx: RequestContext): Promise<PubAck> {
    const payload = stampEvent(event, data) as { eventId: string };
    return this.publishRaw(event.subject, payload, payload.eventId, ctx);
  }
}
