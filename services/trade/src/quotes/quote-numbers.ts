import { randomInt } from 'node:crypto';

/** Letters and digits nobody misreads on paper or the phone: no 0/O, 1/I/L, nor U/V. */
export const QUOTE_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';

const YEAR_MONTH_IN_INDIA = new Intl.DateTimeFormat('en-IN', { year: '2-digit', month: '2-digit', timeZone: 'Asia/Kolkata' });

/**
 * A new quote's number: Q, the year and month in India (YYMM), and four random characters of the
 * unambiguous alphabet, e.g. Q-2611-4K7P (24 million a month; the database's unique index
 * catches the rare repeat and another is drawn).
 */
export function newQuoteNumber(now = new Date()): string {
  const parts = YEAR_MONTH_IN_INDIA.formatToParts(now);
  const part = (type: 'year' | 'month') => parts.find((p) => p.type === type)!.value;
  const suffix = Array.from({ length: 4 }, () => QUOTE_NUMBER_ALPHABET[randomInt(QUOTE_NUMBER_ALPHABET.length)]).join('');
  return `Q-${part('year')}${part('month')}-${suffix}`;
}

/** A revision's number: the first quote's number with -R2, -R3…; revision 1 is the number itself. */
export function revisionNumber(baseNumber: string, revision: number): string {
  return revision === 1 ? baseNumber : `${baseNumber}-R${revision}`;
}
