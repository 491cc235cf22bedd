import { DEFAULT_TIER_DISCOUNTS, DISCOUNT_TIERS, percentOf, type DiscountTier, type Paise } from '@shop/contracts';

export type TierDiscounts = Readonly<Record<DiscountTier, number>>;

export const DEFAULT_TIER_DISCOUNT_SETTING = DISCOUNT_TIERS.map((tier) => `${tier}:${DEFAULT_TIER_DISCOUNTS[tier]}`).join(',');

/**
 * TRADE_TIER_DISCOUNTS ("1:10,2:15,3:20") as per cent per tier, or why it is not one: every tier
 * named once, each a whole per cent from 0 to 90 (a trade price is never given away).
 */
export function parseTierDiscounts(setting: string): TierDiscounts | string {
  const discounts: Partial<Record<DiscountTier, number>> = {};
  for (const part of setting.split(',').map((p) => p.trim())) {
    const match = /^([0-9]+)\s*:\s*([0-9]{1,2})$/.exec(part);
    if (!match) return `"${part}" is not tier:percent (for example 2:15)`;
    const tier = Number(match[1]) as DiscountTier;
    if (!DISCOUNT_TIERS.includes(tier)) return `tier ${match[1]} is not one of ${DISCOUNT_TIERS.join(', ')}`;
    if (discounts[tier] !== undefined) return `tier ${tier} is named twice`;
    const percent = Number(match[2]);
    if (percent > 90) return `tier ${tier}: at most 90 per cent`;
    discounts[tier] = percent;
  }
  const missing = DISCOUNT_TIERS.filter((tier) => discounts[tier] === undefined);
  if (missing.length > 0) return `every tier needs a percentage; missing ${missing.join(', ')}`;
  return discounts as TierDiscounts;
}

/** The trade price of one unit: the shop's price less the tier's per cent, rounded half up to the paisa. */
export function tradeUnitPrice(shopUnitPrice: Paise, discountPercent: number): Paise {
  return percentOf(shopUnitPrice, 100 - discountPercent);
}
