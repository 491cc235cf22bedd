import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from '@shop/database';
import { MessagingModule, OutboxModule } from '@shop/messaging';
import { TRADE_CONFIG, type TradeConfig } from './config';
import { DashboardHandler } from './dashboard/dashboard.handler';
import { DashboardService } from './dashboard/dashboard.service';
import { tradeDatabase } from './db/database';
import { DesignerAuthHandler } from './designers/designer-auth.handler';
import { DesignerAuthService } from './designers/designer-auth.service';
import { StaffDesignersHandler } from './designers/staff-designers.handler';
import { StaffDesignersService } from './designers/staff-designers.service';
import { ProjectsHandler } from './projects/projects.handler';
import { ProjectsService } from './projects/projects.service';
import { ClientQuotesService } from './quotes/client-quotes.service';
import { QuotePricing } from './quotes/quote-pricing';
import { QuotesHandler } from './quotes/quotes.handler';
import { QuotesService } from './quotes/quotes.service';
import { TradeOrdersHandler } from './trade-orders/trade-orders.handler';

@Module({})
export class AppModule {
  static register(config: TradeConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MessagingModule.forRoot({
          name: 'trade',
          natsUrl: config.NATS_URL,
          requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
          jetStreamReplicas: config.JETSTREAM_REPLICAS,
        }),
        TypeOrmModule.forRoot(dataSourceOptions(tradeDatabase(config.DATABASE_URL))),
        // Designers' emails, the client's quote email and the audit log's staff actions leave through the outbox.
        OutboxModule,
      ],
      controllers: [DesignerAuthHandler, StaffDesignersHandler, ProjectsHandler, QuotesHandler, DashboardHandler, TradeOrdersHandler],
      providers: [
        { provide: TRADE_CONFIG, useValue: config },
        DesignerAuthService,
        StaffDesignersService,
        ProjectsService,
        QuotePricing,
        QuotesService,
        ClientQuotesService,
        DashboardService,
      ],
    };
  }
}
