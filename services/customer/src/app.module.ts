import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from '@shop/database';
import { MessagingModule } from '@shop/messaging';
import { AuditHandler } from './audit/audit.handler';
import { AuditLog } from './audit/audit-log';
import { CUSTOMER_CONFIG, type CustomerConfig } from './config';
import { Customer } from './customer/customer.entity';
import { CustomerOrderEventsHandler } from './customer/customer-order-events.handler';
import { CustomerOrderTotals } from './customer/customer-order-totals';
import { CustomersForStaffHandler } from './customer/customers-for-staff.handler';
import { CustomersForStaffService } from './customer/customers-for-staff.service';
import { CustomersHandler } from './customer/customers.handler';
import { CustomersService } from './customer/customers.service';
import { customerDatabase } from './db/database';
import { StaffHandler } from './staff/staff.handler';
import { StaffOwner } from './staff/staff-owner';
import { StaffService } from './staff/staff.service';
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
        MessagingModule.forRoot({
          name: 'customer',
          natsUrl: config.NATS_URL,
          requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
          jetStreamReplicas: config.JETSTREAM_REPLICAS,
        }),
        TypeOrmModule.forRoot(dataSourceOptions(customerDatabase(config.DATABASE_URL))),
        TypeOrmModule.forFeature([Customer, User]),
      ],
      controllers: [CustomersHandler, CustomersForStaffHandler, CustomerOrderEventsHandler, UsersHandler, StaffHandler, AuditHandler],
      providers: [{ provide: CUSTOMER_CONFIG, useValue: config }, CustomersService, CustomersForStaffService, CustomerOrderTotals, UsersService, GoogleTokenVerifier, StaffService, StaffOwner, AuditLog],
    };
  }
}
