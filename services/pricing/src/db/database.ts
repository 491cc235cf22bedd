import type { ServiceDatabase } from '@shop/database';
import { CreateOutboxTable1763700000000, OutboxEvent } from '@shop/messaging';
import { CreateOptions1763700000201 } from '../migrations/1763700000201-create-options';
import { SeedOptions1763700000202 } from '../migrations/1763700000202-seed-options';
import { OptionsForStaff1763700000203 } from '../migrations/1763700000203-options-for-staff';
import { pricingEntities } from '../options/option.entities';

export const pricingDatabase = (url: string): ServiceDatabase => ({
  url,
  // The outbox carries the audit log's staff actions.
  entities: [...pricingEntities, OutboxEvent],
  migrations: [CreateOutboxTable1763700000000, CreateOptions1763700000201, SeedOptions1763700000202, OptionsForStaff1763700000203],
});
