import { PRODUCT_PAGE_SIZE } from '@shop/contracts/src/catalog/browse-constants';

/** How many pages `itemCount` products fill, nine to a page (spec section 9); at least one. */
export function pageCount(itemCount: number, pageSize: number = PRODUCT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(itemCount / pageSize));
}

/** The page named in the URL, kept between 1 and the last page; anything unreadable is page 1. */
export function parsePage(value: string | null | undefined, totalPages: number): number {
  const page = Number(value);
  if (!value || !Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, Math.max(1, totalPages));
}

export type PaginationEntry = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/**
 * The page links to show: always the first and the last page, `siblings` pages either side of
 * the current one, and a gap (drawn as an ellipsis) wherever pages are skipped. A gap that would
 * hide a single page shows that page instead, since the ellipsis would take the same room.
 */
export function paginationWindow(current: number, totalPages: number, siblings = 1): PaginationEntry[] {
  if (totalPages < 1) return [];
  const shown = new Set([1, totalPages]);
  for (let page = current - siblings; page <= current + siblings; page++) {
    if (page >= 1 && page <= totalPages) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);

  const entries: PaginationEntry[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) entries.push({ kind: 'page', page: previous + 1 });
    else if (previous !== undefined && page - previous > 2) entries.push({ kind: 'gap', after: previous });
    entries.push({ kind: 'page', page });
  });
  return entries;
}
