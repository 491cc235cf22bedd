import { serviceSettings, z } from '@shop/config';
import { DEFAULT_QUOTE_VALID_DAYS } from '@shop/contracts';
import { DEFAULT_TIER_DISCOUNT_SETTING, parseTierDiscounts } from './designers/tier-discounts';

export const tradeSettings = z.object({
  ...serviceSettings,
  /** Where links in emails point (verification, password reset, the client's quote): the public address of the storefront. */
  STOREFRONT_URL: z.string().url().default('http://localhost:8080'),
  /** Per cent each discount tier takes off the shop's price: "1:10,2:15,3:20" (every tier named once). */
  TRADE_TIER_DISCOUNTS: z
    .string()
    .default(DEFAULT_TIER_DISCOUNT_SETTING)
    .transform((value, ctx) => {
      const parsed = parseTierDiscounts(value);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  /** Days a sent quote stays open for the client (its expiresAt). */
  TRADE_QUOTE_VALID_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_QUOTE_VALID_DAYS),
  /** Minutes a designer's account waits after DESIGNER_MAX_FAILED_SIGN_INS wrong passwords in a row. */
  DESIGNER_LOCKOUT_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
});
export type TradeConfig = z.output<typeof tradeSettings>;

export const TRADE_CONFIG = Symbol('TRADE_CONFIG');
