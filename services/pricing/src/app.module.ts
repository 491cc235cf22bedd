import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from '@shop/database';
import { MessagingModule, OutboxModule } from '@shop/messaging';
import type { PricingConfig } from './config';
import { pricingDatabase } from './db/database';
import { OptionTables } from './options/option-tables';
import { OptionsForStaffHandler } from './options-for-staff/options-for-staff.handler';
import { OptionsForStaffService } from './options-for-staff/options-for-staff.service';
import { PRICING_CONFIG } from './pricing.config';
import { ProductPrices } from './products/product-prices';
import { PricingHandler } from './quote/pricing.handler';
import { PricingService } from './quote/pricing.service';

@Module({})
export class AppModule {
  static register(config: PricingConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MessagingModule.forRoot({ name: 'pricing', natsUrl: config.NATS_URL, requestTimeoutMs: config.REQUEST_TIMEOUT_MS }),
        TypeOrmModule.forRoot(dataSourceOptions({ ...pricingDatabase(config.DATABASE_URL), poolSize: 4 })),
        // The back office's changes carry their audit entries out through the outbox.
        OutboxModule,
      ],
      controllers: [PricingHandler, OptionsForStaffHandler],
      providers: [{ provide: PRICING_CONFIG, useValue: config }, OptionTables, ProductPrices, PricingService, OptionsForStaffService],
    };
  }
}
