import type { AdminOrderFilters } from '@shop/contracts';

/** The shop's days are India's: a date range means whole days in Asia/Kolkata. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** Something that reads like a phone number: searched by its digits, as the orders keep them. */
const PHONE_LIKE = /^[0-9+\s()-]+$/;

/** `%` and `_` mean themselves in what staff type, not LIKE's wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search as the orders' `search_text` holds it: lower case, a phone number by its digits only. */
export function searchTerm(q: string): string {
  const digits = q.replace(/[^0-9]/g, '');
  return PHONE_LIKE.test(q) && digits.length > 0 ? digits : q.toLowerCase();
}

/**
 * The filters as one SQL condition with positional parameters (never the values in the text),
 * numbered from `first`. Every condition is answered by an index of the back-office migration.
 */
export function whereOf(filters: AdminOrderFilters, first = 1): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${first + params.length - 1}`;
  };
  if (filters.status) conditions.push(`status = ${param(filters.status)}`);
  if (filters.paymentStatus) conditions.push(`payment_status = ${param(filters.paymentStatus)}`);
  if (filters.paymentMethod) conditions.push(`payment_method = ${param(filters.paymentMethod)}`);
  if (filters.from) conditions.push(`order_date >= (${param(filters.from)}::date)::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}'`);
  if (filters.to) conditions.push(`order_date < (${param(filters.to)}::date + 1)::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}'`);
  if (filters.q) conditions.push(`search_text LIKE ${param(`%${escapeLike(searchTerm(filters.q))}%`)}`);
  return { sql: conditions.length ? conditions.join(' AND ') : 'true', params };
}
