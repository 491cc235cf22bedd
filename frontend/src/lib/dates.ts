/** The shop sells in India: its dates are Indian dates, wherever the shopper's browser is. */
const SHOP_TIME_ZONE = 'Asia/Kolkata';
const DAY_MS = 24 * 60 * 60 * 1000;
/** India's clock: UTC+05:30 all year, with no daylight saving. */
const INDIA_OFFSET_MS = 330 * 60 * 1000;
/** Since India's clock last changed (October 1945): before it, Intl's time zone data knows the offset. */
const INDIA_OFFSET_FIXED_SINCE = Date.UTC(1946, 0, 1);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Intl's long date, made only for dates before INDIA_OFFSET_FIXED_SINCE. Making the page's first
 * Intl format costs a phone ~50 ms as the app loads, which is why the shop does not make it up front.
 */
let intlLongDate: Intl.DateTimeFormat | undefined;

/**
 * A date as the shop shows it: "March 5, 2025", the day it is in India. Exactly what
 * `Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone:
 * 'Asia/Kolkata' })` writes (the spec checks it against Intl). Text that is not a date is shown as it is.
 */
export function formatLongDate(date: string | Date): string {
  const parsed = typeof date === 'string' ? new Date(date) : date;
  const time = parsed.getTime();
  if (Number.isNaN(time)) return String(date);
  if (time < INDIA_OFFSET_FIXED_SINCE) {
    intlLongDate ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: SHOP_TIME_ZONE });
    return intlLongDate.format(parsed);
  }
  const inIndia = new Date(time + INDIA_OFFSET_MS);
  return `${MONTHS[inIndia.getUTCMonth()]} ${inIndia.getUTCDate()}, ${inIndia.getUTCFullYear()}`;
}

/** `days` whole days after `date` (India keeps no daylight saving, so a day is always 24 hours there). */
export function addDays(date: string | Date, days: number): Date {
  return new Date(new Date(date).getTime() + days * DAY_MS);
}
