import type { EventContract, PayloadOf } from '@shop/contracts';
import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../context';
import { stampEvent, type EventData } from '../events/event-publisher';
import { OutboxEvent } from './outbox-event.entity';
import { OUTBOX_CHANNEL } from './outbox.relay';

/**
 * Records an event inside the caller's transaction: it is published if and only if the
 * transaction commits. The notification on OUTBOX_CHANNEL is delivered at that commit (several in
 * one transaction are folded into one) and wakes every replica's relay. Returns the stamped
 * payload (with its event id).
 */
export async function writeToOutbox<E extends EventContract>(
  manager: EntityManager,
  event: E,
  data: EventData<E>,
  ctx: RequestContext,
): Promise<PayloadOf<E>> {
  const payload = stampEvent(event, data);
  await manager.insert(OutboxEvent, {
    id: (payload as { eventId: string }).eventId,
    subject: event.subject,
    payload: payload as object,
    correlationId: ctx.correlationId,
  });
  await manager.query(`SELECT pg_notify($1, '')`, [OUTBOX_CHANNEL]);
  return payload;
}
