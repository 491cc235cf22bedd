import { describeCount, hasNextPage, pageCount } from './paging';

const ORDERS = ['order', 'orders'] as const;

describe('a paged list count', () => {
  it('reads as one, as many in Indian digit grouping, or as the cap and more once the server stopped counting', () => {
    expect(describeCount({ total: 1 }, ORDERS)).toBe('1 order');
    expect(describeCount({ total: 0 }, ORDERS)).toBe('0 orders');
    expect(describeCount({ total: 123_456 }, ORDERS)).toBe('1,23,456 orders');
    expect(describeCount({ total: 10_000, cap: 10_000 }, ORDERS)).toBe('10,000 orders');
    expect(describeCount({ total: 10_001, cap: 10_000 }, ORDERS)).toBe('10,000+ orders');
  });

  it('has at least one page, and no known last page when capped', () => {
    expect(pageCount({ total: 0, perPage: 25 })).toBe(1);
    expect(pageCount({ total: 51, perPage: 25 })).toBe(3);
    expect(pageCount({ total: 10_000, perPage: 25, cap: 10_000 })).toBe(400);
    expect(pageCount({ total: 10_001, perPage: 25, cap: 10_000 })).toBeNull();
  });

  it('pages on by the count, or while a page comes back full when the count is capped', () => {
    expect(hasNextPage({ total: 51, perPage: 25 }, 2, 25)).toBe(true);
    expect(hasNextPage({ total: 51, perPage: 25 }, 3, 1)).toBe(false);
    expect(hasNextPage({ total: 10_001, perPage: 25, cap: 10_000 }, 500, 25)).toBe(true);
    expect(hasNextPage({ total: 10_001, perPage: 25, cap: 10_000 }, 501, 7)).toBe(false);
  });
});
