const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** Paise as rupees the way Indian shoppers read them: ₹1,23,456.78 (lakh and crore grouping). */
export function formatRupees(paise: number): string {
  return rupees.format(paise / 100);
}
