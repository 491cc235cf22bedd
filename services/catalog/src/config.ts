import { serviceSettings, z } from '@shop/config';

export const catalogSettings = z.object({
  ...serviceSettings,
  /**
   * How many products the catalog keeps in memory, the most recently read; the rest are read
   * from Postgres by id when asked. About 2.5 KB each: the default holds 50,000 in some 125 MB.
   */
  PRODUCT_CACHE_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
  /** How many searches the catalog remembers the matches of, until products change. */
  SEARCH_CACHE_SIZE: z.coerce.number().int().min(0).max(100_000).default(1_000),
});
export type CatalogConfig = z.output<typeof catalogSettings>;
