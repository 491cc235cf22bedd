import type { ServiceDatabase } from '@shop/database';
import { Customer } from '../customer/customer.entity';
import { CreateCustomers1763700000301 } from '../migrations/1763700000301-create-customers';
import { CreateUsers1763700000302 } from '../migrations/1763700000302-create-users';
import { User } from '../users/user.entity';

export const customerDatabase = (url: string): ServiceDatabase => ({
  url,
  entities: [Customer, User],
  migrations: [CreateCustomers1763700000301, CreateUsers1763700000302],
});
