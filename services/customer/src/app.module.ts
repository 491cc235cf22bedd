import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from '@shop/database';
import { MessagingModule } from '@shop/messaging';
import { CUSTOMER_CONFIG, type CustomerConfig } from './config';
import { Customer } from './customer/customer.entity';
import { CustomersHandler } from './customer/customers.handler';
import { CustomersService } from './customer/customers.service';
import { customerDatabase } from './db/database';
import { GoogleTokenVerifier } from './users/google-token-verifier';
import { User } from './users/user.entity';
import { UsersHandler } from './users/users.handler';
import { UsersService } from './users/users.service';

@Module({})
export class AppModule {
  static register(config: CustomerConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MessagingModule.forRoot({ name: 'customer', natsUrl: config.NATS_URL, requestTimeoutMs: config.REQUEST_TIMEOUT_MS }),
        TypeOrmModule.forRoot(dataSourceOptions(customerDatabase(config.DATABASE_URL))),
        TypeOrmModule.forFeature([Customer, User]),
      ],
      controllers: [CustomersHandler, UsersHandler],
      providers: [{ provide: CUSTOMER_CONFIG, useValue: config }, CustomersService, UsersService, GoogleTokenVerifier],
    };
  }
}
