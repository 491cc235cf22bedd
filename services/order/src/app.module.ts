import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from '@shop/database';
import { MessagingModule, OutboxModule } from '@shop/messaging';
import { ORDER_CONFIG, type OrderConfig } from './config';
import { orderDatabase } from './db/database';
import { DeliveryHandler } from './delivery/delivery.handler';
import { DeliveryService } from './delivery/delivery.service';
import { GstReportService } from './invoices/gst-report.service';
import { InvoicesHandler } from './invoices/invoices.handler';
import { InvoicesService } from './invoices/invoices.service';
import { BackOfficeHandler } from './order/back-office/back-office.handler';
import { OrderActionsService } from './order/back-office/order-actions.service';
import { OrderQueriesService } from './order/back-office/order-queries.service';
import { PackingSlipService } from './order/back-office/packing-slip.service';
import { OrderEvent } from './order/order-event.entity';
import { Order } from './order/order.entity';
import { OrdersHandler } from './order/orders.handler';
import { OrdersService } from './order/orders.service';
import { PurchasesHandler } from './order/purchases/purchases.handler';
import { QuoteOrdersHandler } from './order/quote-orders/quote-orders.handler';
import { QuoteOrdersService } from './order/quote-orders/quote-orders.service';
import { PurchasesService } from './order/purchases/purchases.service';
import { PaymentsHandler } from './payments/payments.handler';
import { PaymentsService } from './payments/payments.service';
import { PhonePeClient } from './payments/phonepe.client';

@Module({})
export class AppModule {
  static register(config: OrderConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MessagingModule.forRoot({
          name: 'order',
          natsUrl: config.NATS_URL,
          requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
          jetStreamReplicas: config.JETSTREAM_REPLICAS,
        }),
        TypeOrmModule.forRoot(dataSourceOptions(orderDatabase(config.DATABASE_URL))),
        TypeOrmModule.forFeature([Order, OrderEvent]),
        OutboxModule,
      ],
      controllers: [OrdersHandler, PaymentsHandler, BackOfficeHandler, PurchasesHandler, QuoteOrdersHandler, InvoicesHandler, DeliveryHandler],
      providers: [
        { provide: ORDER_CONFIG, useValue: config },
        OrdersService,
        PaymentsService,
        PhonePeClient,
        OrderQueriesService,
        OrderActionsService,
        PackingSlipService,
        PurchasesService,
        QuoteOrdersService,
        InvoicesService,
        GstReportService,
        DeliveryService,
      ],
    };
  }
}
