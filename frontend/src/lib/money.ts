/**
 * Intl's formats, made only for what the shop's own formatting leaves to them (see below). Making
 * the first one costs a phone ~50 ms as the app loads, which is why the shop does not make them
 * up front.
 */
let intlFormats: { rupees: Intl.NumberFormat; rupeesAndPaise: Intl.NumberFormat } | undefined;
function intlFormat(paise: boolean): Intl.NumberFormat {
  intlFormats ??= {
    rupees: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
    rupeesAndPaise: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  };
  return paise ? intlFormats.rupeesAndPaise : intlFormats.rupees;
}

/** Digits grouped the Indian way: the last three, then pairs (1,12,500; 1,00,00,000). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * An amount in rupees with Indian digit grouping (₹1,12,500). Prices are whole rupees
 * unless `paise` is set, as on product cards (spec section 9): ₹1,12,500.00.
 *
 * Exactly what `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` writes (the
 * spec checks it against Intl): the amount's shortest decimal form rounded half away from zero,
 * a minus sign for any negative amount. Intl itself formats only what that form cannot hold
 * (exponents, NaN, infinities).
 */
export function formatRupees(amount: number, { paise = false }: { paise?: boolean } = {}): string {
  const decimal = String(Math.abs(amount));
  if (!/^\d+(\.\d+)?$/.test(decimal)) return intlFormat(paise).format(amount);
  const places = paise ? 2 : 0;
  const [whole, fraction = ''] = decimal.split('.');
  let scaled = BigInt(whole + fraction.slice(0, places).padEnd(places, '0'));
  if (fraction.length > places && fraction[places] >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(places + 1, '0');
  const rupees = groupIndian(digits.slice(0, digits.length - places));
  const text = places ? `₹${rupees}.${digits.slice(-places)}` : `₹${rupees}`;
  return amount < 0 || Object.is(amount, -0) ? `-${text}` : text;
}

/** Rupees to whole paise, so arithmetic on prices never accumulates floating-point error. */
export function toPaise(rupeeAmount: number): number {
  return Math.round(rupeeAmount * 100);
}
