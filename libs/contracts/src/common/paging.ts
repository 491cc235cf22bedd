import { z } from 'zod';

/** A page number of a list, from a query string or a message: 1 to `maxPage`. */
export function pageNumberSchema(maxPage: number) {
  return z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(maxPage, `page must be at most ${maxPage}`);
}

/** How many items one page holds: 1 to `max`. */
export function pageSizeSchema(max: number) {
  return z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`);
}

/**
 * The `page` and `limit` fields of a list's query, each with its default (page 1, `limits.default`
 * items), every list with the same messages.
 */
export function pagingFields(limits: { readonly default: number; readonly max: number }, maxPage: number) {
  return {
    page: pageNumberSchema(maxPage).default(1),
    limit: pageSizeSchema(limits.max).default(limits.default),
  };
}
