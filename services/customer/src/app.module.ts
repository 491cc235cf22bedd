import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from '@shop/database';
import { MessagingModule } from '@shop/messaging';
import type { CustomerConfig } from './config';
import { Customer } from './customer/customer.entity';
import { CustomersHandler } from './customer/customers.handler';
import { CustomersService } from './customer/customers.service';
import { customerDatabase } from './db/database';

@Module({})
export class AppModule {
  static register(config: CustomerConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MessagingModule.forRoot({ name: 'customer', natsUrl: config.NATS_URL, requestTimeoutMs: config.REQUEST_TIMEOUT_MS }),
        TypeOrmModule.forRoot(dataSourceOptions(customerDatabase(config.DATABASE_URL))),
        TypeOrmModule.forFeature([Customer]),
      ],
      controllers: [CustomersHandler],
      providers: [CustomersService],
    };
  }
}
