import { serviceSettings, z } from '@shop/config';

export const pricingSettings = z.object({
  ...serviceSettings,
  /** How often every product price held in memory is re-read from the catalog, mending what a lost change event left behind. */
  PRODUCT_PRICES_REFRESH_MS: z.coerce.number().int().min(1000).max(3_600_000).default(600_000),
});
export type PricingConfig = z.output<typeof pricingSettings>;
