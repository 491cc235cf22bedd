import { serviceSettings, z } from '@shop/config';

export const pricingSettings = z.object({
  ...serviceSettings,
  /** How often the product prices held in memory are re-read from the catalog. */
  PRODUCT_PRICES_REFRESH_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
});
export type PricingConfig = z.output<typeof pricingSettings>;
