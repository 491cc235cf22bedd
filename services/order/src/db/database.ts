import type { ServiceDatabase } from '@shop/database';
import { CreateOutboxTable1763700000000, OutboxEvent } from '@shop/messaging';
import { CreateOrders1763700000401 } from '../migrations/1763700000401-create-orders';
import { AddPaymentTracking1763700000402 } from '../migrations/1763700000402-add-payment-tracking';
import { AddCheckoutReference1763700000403 } from '../migrations/1763700000403-add-checkout-reference';
import { MoneyInPaiseAndLifecycle1763700000404 } from '../migrations/1763700000404-money-in-paise-and-lifecycle';
import { Order } from '../order/order.entity';

export const orderDatabase = (url: string): ServiceDatabase => ({
  url,
  entities: [Order, OutboxEvent],
  migrations: [
    CreateOutboxTable1763700000000,
    CreateOrders1763700000401,
    AddPaymentTracking1763700000402,
    AddCheckoutReference1763700000403,
    MoneyInPaiseAndLifecycle1763700000404,
  ],
});
