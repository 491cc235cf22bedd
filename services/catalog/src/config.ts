import { serviceSettings, z } from '@shop/config';

export const catalogSettings = z.object({
  ...serviceSettings,
  /**
   * How many products the catalog keeps in memory as JSON, outside the heap (about 1.7 KB each:
   * 87 MiB at 50,000), read ahead and then the most recently asked; the rest are read from
   * Postgres by id when asked. The default holds a catalogue of 60,000 whole.
   */
  PRODUCT_CACHE_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(60_000),
  /** How many searches the catalog remembers the matches of, until products change. */
  SEARCH_CACHE_SIZE: z.coerce.number().int().min(0).max(100_000).default(1_000),
});
export type CatalogConfig = z.output<typeof catalogSettings>;
