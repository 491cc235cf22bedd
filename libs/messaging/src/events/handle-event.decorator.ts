import { SetMetadata } from '@nestjs/common';
import type { EventContract, PayloadOf } from '@shop/contracts';
import type { RequestContext } from '../context';
import type { AnyMethod, Fits, ParametersProblem, Unless } from '../handler-signature';
import type { ConsumerOptions } from './event-consumer';

export const EVENT_HANDLER_METADATA = 'shop:event-handler';

/** Where the consumer keeps its place, and how patient JetStream is with the handler. */
export type EventHandlerOptions = Pick<ConsumerOptions<EventContract>, 'durable' | 'everyReplica' | 'ackWaitMs' | 'maxDeliver'>;

export interface EventHandlerMetadata extends EventHandlerOptions {
  event: EventContract;
}

/** Which delivery of the event this is: 1 the first time, more when JetStream redelivers it. */
export interface Delivery {
  attempt: number;
}

/** `unknown` when M handles E (see handler-signature.ts), or the problem. */
export type EventHandlerProblem<E extends EventContract, M extends AnyMethod> = ParametersProblem<
  Parameters<M>,
  PayloadOf<E>,
  [ctx: RequestContext, delivery: Delivery]
> &
  Unless<Fits<Awaited<ReturnType<M>>, void>, { 'the result must be': 'void or Promise<void>' }>;

/**
 * Marks a method of a provider or controller as the handler of an event. At start-up the
 * messaging module makes the durable JetStream consumer for it (EventHandlers): payloads are
 * validated against the contract (a broken one is dropped, never retried), the event is acked
 * once the method resolves and redelivered with backoff when it throws. Delivery is at least
 * once, so the method must be idempotent by event id. The compiler checks the method's type:
 * `(payload: PayloadOf<E>, ctx: RequestContext, delivery: Delivery) => void | Promise<void>`.
 */
export function HandleEvent<E extends EventContract>(event: E, options: EventHandlerOptions) {
  const metadata: EventHandlerMetadata = { event, ...options };
  const mark = SetMetadata(EVENT_HANDLER_METADATA, metadata);
  return <M extends AnyMethod>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M> & EventHandlerProblem<E, M>,
  ): void => {
    mark(target, key, descriptor);
  };
}
