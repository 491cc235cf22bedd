import { pageCount, paginationWindow, parsePage, type PaginationEntry } from './pagination';

/** The window as a shopper reads it: page numbers and '…' for skipped pages. */
function labels(entries: PaginationEntry[]): Array<number | '…'> {
  return entries.map((entry) => (entry.kind === 'page' ? entry.page : '…'));
}

describe('paginationWindow', () => {
  it('shows every page when there are only a few', () => {
    expect(labels(paginationWindow(1, 1))).toEqual([1]);
    expect(labels(paginationWindow(2, 3))).toEqual([1, 2, 3]);
    expect(labels(paginationWindow(3, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first and last page, a window around the current one, and ellipses between', () => {
    expect(labels(paginationWindow(6, 12))).toEqual([1, '…', 5, 6, 7, '…', 12]);
  });

  it('has an ellipsis only on the side where pages are skipped', () => {
    expect(labels(paginationWindow(1, 12))).toEqual([1, 2, '…', 12]);
    expect(labels(paginationWindow(12, 12))).toEqual([1, '…', 11, 12]);
  });

  it('shows a single skipped page instead of an ellipsis', () => {
    expect(labels(paginationWindow(4, 12))).toEqual([1, 2, 3, 4, 5, '…', 12]);
    expect(labels(paginationWindow(9, 12))).toEqual([1, '…', 8, 9, 10, 11, 12]);
  });

  it('widens the window with more siblings', () => {
    expect(labels(paginationWindow(10, 20, 2))).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
  });

  it('gives each ellipsis a distinct key', () => {
    const gaps = paginationWindow(6, 12).filter((entry) => entry.kind === 'gap');
    expect(new Set(gaps.map((gap) => (gap.kind === 'gap' ? gap.after : 0))).size).toBe(2);
  });
});

describe('pageCount', () => {
  it('needs one page per nine products, and one page even when empty', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(pageCount(27)).toBe(3);
  });
});

describe('parsePage', () => {
  it('reads a page number from the URL', () => {
    expect(parsePage('2', 3)).toBe(2);
  });

  it('treats a missing, non-numeric or non-positive value as page 1', () => {
    expect(parsePage(null, 3)).toBe(1);
    expect(parsePage('two', 3)).toBe(1);
    expect(parsePage('0', 3)).toBe(1);
    expect(parsePage('-2', 3)).toBe(1);
    expect(parsePage('1.5', 3)).toBe(1);
  });

  it('keeps a page beyond the end on the last page', () => {
    expect(parsePage('9', 3)).toBe(3);
  });
});
