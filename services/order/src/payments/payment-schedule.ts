/**
 * When to ask PhonePe again about a pending payment, by the order's age, following PhonePe's
 * recommended status-check schedule: the first check 20-25 s after the payment starts
 * (`firstCheckMs`), then every 3 s for 30 s, every 6 s for 60 s, every 10 s for 60 s, every
 * 30 s for 60 s, then every minute until the payment expires.
 */
export function nextCheckDelayMs(ageMs: number, firstCheckMs: number): number {
  if (ageMs < firstCheckMs) return firstCheckMs - ageMs;
  const since = (ageMs - firstCheckMs) / 1000;
  if (since < 30) return 3_000;
  if (since < 90) return 6_000;
  if (since < 150) return 10_000;
  if (since < 210) return 30_000;
  return 60_000;
}

/** The payment page expires after this; a payment still pending after it (plus grace) has failed. */
export const PAYMENT_EXPIRY_SECONDS = 1200;
export const PAYMENT_GIVE_UP_MS = (PAYMENT_EXPIRY_SECONDS + 300) * 1000;
