import type { ServiceDatabase } from '@shop/database';
import { Customer } from '../customer/customer.entity';
import { CreateCustomers1763700000301 } from '../migrations/1763700000301-create-customers';

export const customerDatabase = (url: string): ServiceDatabase => ({
  url,
  entities: [Customer],
  migrations: [CreateCustomers1763700000301],
});
