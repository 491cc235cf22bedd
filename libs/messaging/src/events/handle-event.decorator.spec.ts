import { OrderPlaced, PaymentConfirmed, type PayloadOf } from '@shop/contracts';
import type { RequestContext } from '../context';
import { EVENT_HANDLER_METADATA, HandleEvent, type Delivery } from './handle-event.decorator';

class Handlers {
  @HandleEvent(OrderPlaced, { durable: 'probe-order-placed' })
  async placed(_event: PayloadOf<typeof OrderPlaced>, _ctx: RequestContext, _delivery: Delivery): Promise<void> {}

  @HandleEvent(PaymentConfirmed, { durable: 'probe-payment-confirmed', ackWaitMs: 5000 })
  confirmed(_event: PayloadOf<typeof PaymentConfirmed>): void {}
}

// The type tests: each handler below breaks its contract, and must not compile.
export class Wrong {
  // @ts-expect-error the payload is the contract's parsed payload, not unknown
  @HandleEvent(OrderPlaced, { durable: 'wrong' })
  async unknownPayload(_event: unknown): Promise<void> {}

  // @ts-expect-error nor another event's
  @HandleEvent(OrderPlaced, { durable: 'wrong' })
  async otherPayload(_event: PayloadOf<typeof PaymentConfirmed>): Promise<void> {}

  // @ts-expect-error nor a part of it
  @HandleEvent(OrderPlaced, { durable: 'wrong' })
  async partOfPayload(_event: { orderId: number }): Promise<void> {}

  // @ts-expect-error the second parameter receives the request context
  @HandleEvent(OrderPlaced, { durable: 'wrong' })
  async wrongContext(_event: PayloadOf<typeof OrderPlaced>, _ctx: string): Promise<void> {}

  // @ts-expect-error the third the delivery
  @HandleEvent(OrderPlaced, { durable: 'wrong' })
  async wrongDelivery(_event: PayloadOf<typeof OrderPlaced>, _ctx: RequestContext, _delivery: { attempt: string }): Promise<void> {}

  // @ts-expect-error a handler answers nothing: nobody would read it
  @HandleEvent(OrderPlaced, { durable: 'wrong' })
  async answers(_event: PayloadOf<typeof OrderPlaced>): Promise<boolean> {
    return true;
  }

  // @ts-expect-error and a durable name is required
  @HandleEvent(OrderPlaced, {})
  async noDurable(_event: PayloadOf<typeof OrderPlaced>): Promise<void> {}
}

describe('HandleEvent', () => {
  it('records the event and its consumer on the method, for EventHandlers to find', () => {
    expect(Reflect.getMetadata(EVENT_HANDLER_METADATA, Handlers.prototype.placed)).toEqual({ event: OrderPlaced, durable: 'probe-order-placed' });
    expect(Reflect.getMetadata(EVENT_HANDLER_METADATA, Handlers.prototype.confirmed)).toEqual({
      event: PaymentConfirmed,
      durable: 'probe-payment-confirmed',
      ackWaitMs: 5000,
    });
  });
});
