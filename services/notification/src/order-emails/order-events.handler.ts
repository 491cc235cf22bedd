import { Controller } from '@nestjs/common';
import { OrderPlaced, PaymentConfirmed, type PayloadOf } from '@shop/contracts';
import { HandleEvent, type RequestContext } from '@shop/messaging';
import { OrderEmailQueue } from './order-email.queue';

/** order.placed.v1 and payment.confirmed.v1, each turned into the email it asks for. */
@Controller()
export class OrderEventsHandler {
  constructor(private readonly emails: OrderEmailQueue) {}

  @HandleEvent(OrderPlaced, { durable: 'notification-order-placed' })
  async orderPlaced(event: PayloadOf<typeof OrderPlaced>, ctx: RequestContext): Promise<void> {
    await this.emails.add('order-confirmation', event.eventId, { orderId: event.orderId, correlationId: ctx.correlationId });
  }

  @HandleEvent(PaymentConfirmed, { durable: 'notification-payment-confirmed' })
  async paymentConfirmed(event: PayloadOf<typeof PaymentConfirmed>, ctx: RequestContext): Promise<void> {
    await this.emails.add('payment-receipt', event.eventId, {
      orderId: event.orderId,
      correlationId: ctx.correlationId,
      providerReference: event.providerReference,
    });
  }
}
