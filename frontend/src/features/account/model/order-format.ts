import { formatRupees } from '../../../lib/money';

/** An amount charged: whole rupees as the shop shows prices (₹3,149), with paise only when there are some (₹3,715.82). */
export function formatAmount(rupees: number): string {
  return formatRupees(rupees, { paise: !Number.isInteger(rupees) });
}

/** Status and payment status show with the first letter capitalised (spec section 4). */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
