import type { ServiceDatabase } from '@shop/database';
import { CreateOutboxTable1763700000000, OutboxEvent } from '@shop/messaging';
import { CreateOrders1763700000401 } from '../migrations/1763700000401-create-orders';
import { AddPaymentTracking1763700000402 } from '../migrations/1763700000402-add-payment-tracking';
import { AddCheckoutReference1763700000403 } from '../migrations/1763700000403-add-checkout-reference';
import { MoneyInPaiseAndLifecycle1763700000404 } from '../migrations/1763700000404-money-in-paise-and-lifecycle';
import { BackOffice1763700000405 } from '../migrations/1763700000405-back-office';
import { QuoteOrders1763700000406 } from '../migrations/1763700000406-quote-orders';
import { TaxInvoices1763700000409 } from '../migrations/1763700000409-tax-invoices';
import { PincodesAndDeliveryPromise1763700000412 } from '../migrations/1763700000412-pincodes-and-delivery-promise';
import { OrderEvent } from '../order/order-event.entity';
import { Order } from '../order/order.entity';

export const orderDatabase = (url: string): ServiceDatabase => ({
  url,
  entities: [Order, OrderEvent, OutboxEvent],
  migrations: [
    CreateOutboxTable1763700000000,
    CreateOrders1763700000401,
    AddPaymentTracking1763700000402,
    AddCheckoutReference1763700000403,
    MoneyInPaiseAndLifecycle1763700000404,
    BackOffice1763700000405,
    QuoteOrders1763700000406,
    TaxInvoices1763700000409,
    PincodesAndDeliveryPromise1763700000412,
  ],
});
