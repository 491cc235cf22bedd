/** The shop sells in India: its dates are Indian dates, wherever the shopper's browser is. */
const SHOP_TIME_ZONE = 'Asia/Kolkata';
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: SHOP_TIME_ZONE });
const DAY_MS = 24 * 60 * 60 * 1000;

/** A date as the shop shows it: "March 5, 2025". Text that is not a date is shown as it is. */
export function formatLongDate(date: string | Date): string {
  const parsed = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(parsed.getTime()) ? String(date) : longDate.format(parsed);
}

/** `days` whole days after `date` (India keeps no daylight saving, so a day is always 24 hours there). */
export function addDays(date: string | Date, days: number): Date {
  return new Date(new Date(date).getTime() + days * DAY_MS);
}
