import type { ServiceDatabase } from '@shop/database';
import { CreateOptions1763700000201 } from '../migrations/1763700000201-create-options';
import { SeedOptions1763700000202 } from '../migrations/1763700000202-seed-options';
import { pricingEntities } from '../options/option.entities';

export const pricingDatabase = (url: string): ServiceDatabase => ({
  url,
  entities: pricingEntities,
  migrations: [CreateOptions1763700000201, SeedOptions1763700000202],
});
