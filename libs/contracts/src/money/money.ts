import { z } from 'zod';

/**
 * Money inside the system is integer paise (DESIGN.md): contracts, tables and events carry
 * paise, and rupees appear only at the HTTP edge, in the spec's shapes (`gst: 566.82`).
 */
export type Paise = number;

/** An amount in whole paise, never negative. */
export const paiseSchema = z.number().int('must be whole paise').nonnegative('must not be negative').max(Number.MAX_SAFE_INTEGER);

/** Rupees (as the spec and the browser write them, e.g. 566.82) to whole paise. */
export const toPaise = (rupees: number): Paise => Math.round(rupees * 100);

/** Paise to rupees for the HTTP edge: 56682 is 566.82. */
export const toRupees = (paise: Paise): number => paise / 100;

/** numerator / denominator rounded half up, in integers (no floating-point drift at .5). */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** `percent` % of an amount in paise, rounded half up to the paisa. */
export const percentOf = (paise: Paise, percent: number): Paise => divideRoundHalfUp(paise * percent, 100);

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Paise as Indian rupees with Indian digit grouping: ₹1,12,500.00, or ₹1,12,500 when the amount
 * is whole rupees and `wholeWhenExact` is set (as prices read in the shop's emails).
 */
export function formatRupees(paise: Paise, { wholeWhenExact = false }: { wholeWhenExact?: boolean } = {}): string {
  return (wholeWhenExact && paise % 100 === 0 ? wholeRupees : rupeesAndPaise).format(toRupees(paise));
}

/**
 * The HTTP edge's view of an amount: paise inside, rupees on the wire (`56682` is sent as
 * `566.82`). Response schemas of the HTTP routes use it, so decoding a service's reply with the
 * route's schema is the one place paise become rupees.
 */
export const rupeesOnTheWire = z.codec(paiseSchema, z.number(), { decode: toRupees, encode: toPaise });

/**
 * Rupees as a person types them into a form (0, 120, 1499.5): at most two decimals, from `min` to
 * `max` rupees; what the service receives is paise.
 */
export function rupeesInput(name: string, { min = 0, max = 1_000_000 }: { min?: number; max?: number } = {}) {
  return z
    .number({ error: `${name} must be a number of rupees` })
    .min(min, min === 0 ? `${name} must not be negative` : `${name} must be at least ${min} rupee${min === 1 ? '' : 's'}`)
    .max(max, `${name} must be at most ${max} rupees`)
    .refine((rupees) => Math.abs(toPaise(rupees) - rupees * 100) < 1e-6, `${name} must have at most two decimals`)
    .transform(toPaise);
}
