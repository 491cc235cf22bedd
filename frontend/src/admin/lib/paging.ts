/**
 * What a paged back-office list knows of its matches. `cap`: the server counts only up to one past
 * it (a broad search's exact count would cost more than the page it counts), so a total above it
 * means "more than cap" and the last page is not known.
 */
export interface ListCount {
  total: number;
  perPage: number;
  cap?: number;
}

/** A noun as a count reads it: "1 order", "2,345 orders". */
export type CountNoun = readonly [one: string, many: string];

const amount = (value: number) => value.toLocaleString('en-IN');

/** "1 product", "2,345 products", or "10,000+ products" when the server stopped counting. */
export function describeCount({ total, cap }: Pick<ListCount, 'total' | 'cap'>, [one, many]: CountNoun): string {
  if (cap !== undefined && total > cap) return `${amount(cap)}+ ${many}`;
  return total === 1 ? `1 ${one}` : `${amount(total)} ${many}`;
}

/** How many pages the list has (at least one), or null when the count is capped. */
export function pageCount({ total, perPage, cap }: ListCount): number | null {
  if (cap !== undefined && total > cap) return null;
  return Math.max(1, Math.ceil(total / perPage));
}

/** Whether a page follows `page`: by the count, or, when it is capped, by this page coming back full. */
export function hasNextPage(count: ListCount, page: number, rowsOnPage: number): boolean {
  const pages = pageCount(count);
  return pages === null ? rowsOnPage >= count.perPage : page < pages;
}
