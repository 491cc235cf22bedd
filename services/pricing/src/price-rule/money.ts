/** Money inside the system is integer paise; the HTTP API shows rupees. */
export type Paise = number;

export const toPaise = (rupees: number): Paise => Math.round(rupees * 100);
export const toRupees = (paise: Paise): number => paise / 100;

/** numerator / denominator rounded half up, in integers (no floating-point drift at .5). */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** A multiplier such as 1.5 or 0.8 as an integer number of thousandths. */
export const toThousandths = (multiplier: number): number => Math.round(multiplier * 1000);
