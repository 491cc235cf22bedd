import { TAX_DOCUMENT_NUMBER, TAX_DOCUMENT_PREFIX, type TaxDocumentKind } from '@shop/contracts';
import { SHOP_TIME_ZONE } from '../order/back-office/order-filters';

/** The largest serial a year's series may reach: six digits keep a number at 16 characters. */
export const MAX_SERIAL = 999_999;

const dayParts = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in India of an instant: `2026-11-24`. */
export function indiaDay(at: Date): string {
  return dayParts.format(at);
}

/**
 * India's financial year of an instant (April to March, India time): the year it starts and the
 * short label of a document number. 31 March 2027 23:59 IST is in 2026-27, 1 April 2027 00:00 IST
 * in 2027-28.
 */
export function financialYearOf(at: Date): { startYear: number; label: string; short: string } {
  const [year, month] = indiaDay(at).split('-').map(Number);
  const startYear = month >= 4 ? year : year - 1;
  const two = (y: number) => String(y % 100).padStart(2, '0');
  return { startYear, label: `${startYear}-${two(startYear + 1)}`, short: `${two(startYear)}-${two(startYear + 1)}` };
}

/**
 * A document's number (CGST Rule 46(b)): `INV/26-27/000123`, `CN/26-27/000007`. At most 16
 * characters of letters, digits, `-` and `/`: a serial past six digits is refused, never cut.
 */
export function documentNumber(kind: TaxDocumentKind, financialYearShort: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1 || serial > MAX_SERIAL) throw new RangeError(`Serial ${serial} is outside 1 to ${MAX_SERIAL}`);
  const number = `${TAX_DOCUMENT_PREFIX[kind]}/${financialYearShort}/${String(serial).padStart(6, '0')}`;
  if (!TAX_DOCUMENT_NUMBER.test(number) || number.length > 16) throw new RangeError(`${number} is not a valid document number`);
  return number;
}
