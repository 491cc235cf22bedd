import { Controller } from '@nestjs/common';
import { OrderCancelled, OrderPlaced, PaymentPartiallyRefunded, PaymentRefunded, type PayloadOf } from '@shop/contracts';
import { HandleEvent } from '@shop/messaging';
import { CustomerOrderTotals } from './customer-order-totals';

/** The order events that change a customer's totals (one durable consumer each, shared by the replicas). */
@Controller()
export class CustomerOrderEventsHandler {
  constructor(private readonly totals: CustomerOrderTotals) {}

  @HandleEvent(OrderPlaced, { durable: 'customer-order-placed' })
  placed(event: PayloadOf<typeof OrderPlaced>): Promise<void> {
    return this.totals.placed(event);
  }

  @HandleEvent(OrderCancelled, { durable: 'customer-order-cancelled' })
  cancelled(event: PayloadOf<typeof OrderCancelled>): Promise<void> {
    return this.totals.cancelled(event);
  }

  @HandleEvent(PaymentRefunded, { durable: 'customer-payment-refunded' })
  refunded(event: PayloadOf<typeof PaymentRefunded>): Promise<void> {
    return this.totals.refunded(event);
  }

  @HandleEvent(PaymentPartiallyRefunded, { durable: 'customer-payment-partially-refunded' })
  partlyRefunded(event: PayloadOf<typeof PaymentPartiallyRefunded>): Promise<void> {
    return this.totals.refunded(event);
  }
}
