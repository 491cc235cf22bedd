import type { ServiceDatabase } from '@shop/database';
import { Customer } from '../customer/customer.entity';
import { CreateCustomers1763700000301 } from '../migrations/1763700000301-create-customers';
import { CreateUsers1763700000302 } from '../migrations/1763700000302-create-users';
import { CustomerOrdersForStaff1763700000310 } from '../migrations/1763700000310-customer-orders-for-staff';
import { CreateStaffMembers1763700000320 } from '../migrations/1763700000320-create-staff-members';
import { CreateAuditEntries1763700000321 } from '../migrations/1763700000321-create-audit-entries';
import { User } from '../users/user.entity';

export const customerDatabase = (url: string): ServiceDatabase => ({
  url,
  entities: [Customer, User],
  migrations: [CreateCustomers1763700000301, CreateUsers1763700000302, CustomerOrdersForStaff1763700000310, CreateStaffMembers1763700000320, CreateAuditEntries1763700000321],
});
