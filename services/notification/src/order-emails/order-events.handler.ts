import { Controller } from '@nestjs/common';
import {
  OrderCancelled,
  OrderConfirmed,
  OrderDelivered,
  OrderPlaced,
  OrderShipped,
  PaymentConfirmed,
  PaymentPartiallyRefunded,
  PaymentRefunded,
  type PayloadOf,
} from '@shop/contracts';
import { HandleEvent, type RequestContext } from '@shop/messaging';
import { OrderEmailQueue } from './order-email.queue';

/**
 * Each shopper-visible order event turned into the email it asks for, once: the job id is the
 * event's id, so a redelivered event adds nothing.
 */
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

  /**
   * Staff accepted the order. A PhonePe order confirmed by its payment already got the
   * confirmation and the receipt (order.placed.v1, payment.confirmed.v1): no third email.
   */
  @HandleEvent(OrderConfirmed, { durable: 'notification-order-confirmed' })
  async orderConfirmed(event: PayloadOf<typeof OrderConfirmed>, ctx: RequestContext): Promise<void> {
    if (event.by !== 'staff') return;
    await this.emails.add('order-accepted', event.eventId, { orderId: event.orderId, correlationId: ctx.correlationId });
  }

  @HandleEvent(OrderShipped, { durable: 'notification-order-shipped' })
  async orderShipped(event: PayloadOf<typeof OrderShipped>, ctx: RequestContext): Promise<void> {
    await this.emails.add('order-shipped', event.eventId, {
      orderId: event.orderId,
      correlationId: ctx.correlationId,
      carrier: event.carrier,
      trackingNumber: event.trackingNumber,
      trackingUrl: event.trackingUrl,
    });
  }

  @HandleEvent(OrderDelivered, { durable: 'notification-order-delivered' })
  async orderDelivered(event: PayloadOf<typeof OrderDelivered>, ctx: RequestContext): Promise<void> {
    await this.emails.add('order-delivered', event.eventId, { orderId: event.orderId, correlationId: ctx.correlationId });
  }

  @HandleEvent(OrderCancelled, { durable: 'notification-order-cancelled' })
  async orderCancelled(event: PayloadOf<typeof OrderCancelled>, ctx: RequestContext): Promise<void> {
    await this.emails.add('order-cancelled', event.eventId, { orderId: event.orderId, correlationId: ctx.correlationId, reason: event.reason });
  }

  @HandleEvent(PaymentRefunded, { durable: 'notification-payment-refunded' })
  async paymentRefunded(event: PayloadOf<typeof PaymentRefunded>, ctx: RequestContext): Promise<void> {
    await this.emails.add('payment-refunded', event.eventId, { orderId: event.orderId, correlationId: ctx.correlationId, amount: event.amount });
  }

  @HandleEvent(PaymentPartiallyRefunded, { durable: 'notification-payment-partially-refunded' })
  async paymentPartiallyRefunded(event: PayloadOf<typeof PaymentPartiallyRefunded>, ctx: RequestContext): Promise<void> {
    await this.emails.add('payment-refunded', event.eventId, { orderId: event.orderId, correlationId: ctx.correlationId, amount: event.amount });
  }
}
