import type { DataSource } from 'typeorm';
import type { CatalogConfig } from '../config';
import type { ProductStore } from '../product/product-store';
import { containing, prefixQuery, ProductSearch, searchWords } from './product-search';

/** A search over a stand-in database that answers `matches` ids per query, counting the queries. */
function searchOver(matches: number) {
  const queries: string[] = [];
  let changed = () => {};
  const dataSource = {
    query: async (sql: string) => {
      queries.push(sql);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return Array.from({ length: matches }, (_, i) => ({ id: i + 1 }));
    },
  } as unknown as DataSource;
  const store = { onChange: (listener: () => void) => (changed = listener) } as unknown as ProductStore;
  const search = new ProductSearch(dataSource, { SEARCH_CACHE_SIZE: 100 } as CatalogConfig, store);
  return { search, queries, catalogueChanged: () => changed() };
}

describe('search text', () => {
  it('splits a search into lower-case words of letters and digits, at most six', () => {
    expect(searchWords("  Madhubani's  PEACOCK-dance 2024 ")).toEqual(['madhubani', 's', 'peacock', 'dance', '2024']);
    expect(searchWords('a b c d e f g h')).toHaveLength(6);
    expect(searchWords('!!! & | :*')).toEqual([]);
    expect(searchWords('कमल ताल')).toEqual(['कमल', 'ताल']);
  });

  it('builds a prefix query the words cannot break out of', () => {
    expect(prefixQuery(['mad', 'peacock'])).toBe('(mad:*) & (peacock:*)');
    expect(prefixQuery(['madhubni'], new Map([['madhubni', ["'madhubani'"]]]))).toBe("(madhubni:* | 'madhubani')");
    expect(prefixQuery(['madhubni', 'art'], new Map([['madhubni', ["'madhubani'"]]]), 'A')).toBe("(madhubni:*A | 'madhubani':A) & (art:*A)");
  });

  it('takes LIKE wildcards literally', () => {
    expect(containing('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('the search cache', () => {
  it('asks Postgres once for a search asked many times at once, and keeps it, even right after the catalogue changed', async () => {
    const { search, queries, catalogueChanged } = searchOver(3000);
    catalogueChanged();
    await Promise.all(Array.from({ length: 32 }, () => search.matches('living room')));
    expect(queries).toHaveLength(1);
    // Remembered once: the searches that follow, and others beside them, are answered from memory.
    for (const text of ['living room', 'lotus', 'lotus', 'peacock', 'living room']) await search.matches(text);
    expect(queries).toHaveLength(3);
    search.onModuleDestroy();
  });

  it('does not remember a search worked out before the catalogue changed', async () => {
    const { search, queries, catalogueChanged } = searchOver(10);
    const before = search.matches('lotus');
    catalogueChanged();
    await before;
    await search.matches('lotus');
    expect(queries).toHaveLength(2);
    search.onModuleDestroy();
  });
});
