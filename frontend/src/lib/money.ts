const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount in rupees with Indian digit grouping (₹1,12,500). Prices are whole rupees
 * unless `paise` is set, as on product cards (spec section 9): ₹1,12,500.00.
 */
export function formatRupees(amount: number, { paise = false }: { paise?: boolean } = {}): string {
  return (paise ? rupeesAndPaise : rupees).format(amount);
}

/** Rupees to whole paise, so arithmetic on prices never accumulates floating-point error. */
export function toPaise(rupeeAmount: number): number {
  return Math.round(rupeeAmount * 100);
}
