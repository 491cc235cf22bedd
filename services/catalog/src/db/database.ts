import type { ServiceDatabase } from '@shop/database';
import { Category } from '../category/category.entity';
import { CreateCategories1763700000101 } from '../migrations/1763700000101-create-categories';
import { SeedCategories1763700000102 } from '../migrations/1763700000102-seed-categories';

/** The catalog's own database: its entities and the migrations that shape and seed it. */
export const catalogDatabase = (url: string): ServiceDatabase => ({
  url,
  entities: [Category],
  migrations: [CreateCategories1763700000101, SeedCategories1763700000102],
});
