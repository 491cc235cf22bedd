import type { Paise } from '@shop/contracts';

/** GST on printed pictures (HSN 4911): 18 %, as the shop's price rule charges it. */
export const GST_RATE_PERCENT = 18;

/**
 * Intra-state: delivered in the shop's own state, taxed CGST 9 % + SGST 9 %. Inter-state:
 * delivered to another state (or a state the address does not name clearly), taxed IGST 18 %.
 */
export type SupplyType = 'intra-state' | 'inter-state';

export interface TaxedLine {
  taxableValue: Paise;
  rate: number;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

export interface TaxTotals {
  taxableValue: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  tax: Paise;
  total: Paise;
}

/** Same state on both sides: CGST + SGST; otherwise IGST (IGST Act sections 7 and 8). */
export function supplyTypeOf(supplierStateCode: string, placeOfSupplyCode: string | null): SupplyType {
  return placeOfSupplyCode !== null && placeOfSupplyCode === supplierStateCode ? 'intra-state' : 'inter-state';
}

/**
 * `total` shared out in proportion to `weights`, in whole paise that add up to `total` exactly
 * (largest remainder; ties to the earlier line). BigInt: paise times paise passes 2^53.
 */
export function allocate(total: Paise, weights: Paise[]): Paise[] {
  const sum = weights.reduce((a, b) => a + BigInt(b), 0n);
  if (sum === 0n) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => BigInt(total) * BigInt(w));
  const shares = exact.map((e) => e / sum);
  let left = BigInt(total) - shares.reduce((a, b) => a + b, 0n);
  const order = exact.map((e, i) => ({ i, remainder: e % sum })).sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of order) {
    if (left === 0n) break;
    shares[i] += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/**
 * The tax of a document split over its lines and heads. `tax` is what the shopper was charged
 * (the order's 18 % of its subtotal, rounded once): the invoice adds up to the amount paid to the
 * paisa. Intra-state it is halved into CGST and SGST (an odd paisa goes to CGST), each shared out
 * over the lines by taxable value; inter-state it is all IGST.
 */
export function splitTax(taxableValues: Paise[], tax: Paise, supply: SupplyType): { lines: TaxedLine[]; totals: TaxTotals } {
  const zero = taxableValues.map(() => 0);
  const sgstTotal = supply === 'intra-state' ? Math.floor(tax / 2) : 0;
  const cgstTotal = supply === 'intra-state' ? tax - sgstTotal : 0;
  const cgst = supply === 'intra-state' ? allocate(cgstTotal, taxableValues) : zero;
  const sgst = supply === 'intra-state' ? allocate(sgstTotal, taxableValues) : zero;
  const igst = supply === 'inter-state' ? allocate(tax, taxableValues) : zero;
  const lines = taxableValues.map((taxableValue, i) => ({ taxableValue, rate: GST_RATE_PERCENT, cgst: cgst[i], sgst: sgst[i], igst: igst[i] }));
  const taxableValue = taxableValues.reduce((a, b) => a + b, 0);
  return { lines, totals: { taxableValue, cgst: cgstTotal, sgst: sgstTotal, igst: supply === 'inter-state' ? tax : 0, tax, total: taxableValue + tax } };
}

/**
 * What a credit of `amount` (tax included) takes back of an invoice that `remaining` is still
 * uncredited of: the taxable value in the invoice's own proportion, the rest tax. Crediting all
 * that remains takes back exactly what remains of each, so the credit notes never pass the invoice.
 */
export function creditedParts(amount: Paise, remaining: { taxableValue: Paise; tax: Paise }): { taxableValue: Paise; tax: Paise } {
  const total = remaining.taxableValue + remaining.tax;
  if (amount >= total) return { ...remaining };
  const [taxableValue] = allocate(amount, [remaining.taxableValue, remaining.tax]);
  return { taxableValue, tax: amount - taxableValue };
}
