/**
 * The trade portal (issue 20): designers, their projects and quotes. This file imports nothing,
 * so the SPA may import it at run time (eslint.config.mjs).
 */

/** pending until staff look at the application; only approved designers use the portal. */
export const DESIGNER_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type DesignerStatus = (typeof DESIGNER_STATUSES)[number];

/** The discount tiers; what each takes off the shop's price is a setting (TRADE_TIER_DISCOUNTS). */
export const DISCOUNT_TIERS = [1, 2, 3] as const;
export type DiscountTier = (typeof DISCOUNT_TIERS)[number];
/** Per cent off the shop's price (the rule's discounted price) per tier, unless the setting says otherwise. */
export const DEFAULT_TIER_DISCOUNTS: Readonly<Record<DiscountTier, number>> = { 1: 10, 2: 15, 3: 20 };

export const PROJECT_STATUSES = ['ongoing', 'completed', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * draft → sent → accepted or declined; expired after expiresAt; withdrawn by the designer;
 * converted when the client orders it. Only a draft changes; a sent quote is frozen.
 */
export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired', 'withdrawn', 'converted'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const DEFAULT_QUOTE_VALID_DAYS = 30;
export const MAX_QUOTE_ITEMS = 50;
export const MAX_QUOTE_QUANTITY = 100;

/** A designer's password: at least this long (no other composition rules, per NIST 800-63B). */
export const DESIGNER_PASSWORD_MIN = 10;
export const DESIGNER_PASSWORD_MAX = 200;
/** Failed sign-ins in a row before the account waits (DESIGNER_LOCKOUT_MINUTES). */
export const DESIGNER_MAX_FAILED_SIGN_INS = 5;

export const DESIGNERS_PAGE_LIMIT = { default: 25, max: 100 } as const;
