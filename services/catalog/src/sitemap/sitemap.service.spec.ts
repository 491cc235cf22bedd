import { MAX_SITEMAP_PAGE_BYTES, SITEMAP_IDS_PER_FILE } from '@shop/contracts';
import type { DataSource } from 'typeorm';
import { SitemapService } from './sitemap.service';

const changed = new Date('2026-11-24T10:00:00.000Z');

/** A table standing in for Postgres: what the page query would give for the ids asked. */
function table(rows: Array<{ id: number; title: string }>) {
  const query = (_sql: string, [afterId, throughId, limit]: number[]) =>
    Promise.resolve(rows.filter((row) => row.id > afterId && row.id <= throughId).slice(0, limit).map((row) => ({ ...row, updatedAt: changed })));
  return new SitemapService({ query } as unknown as DataSource);
}

describe('the sitemap page of the catalog', () => {
  it('gives each product its slug and change time, and says where the next page starts when the limit was reached', async () => {
    const sitemap = table([{ id: 3, title: 'Morning Raga!' }, { id: 8, title: 'Lotus Pond' }, { id: 9, title: 'Kolam' }]);
    expect(await sitemap.products({ afterId: 0, limit: 2 })).toEqual({
      items: [
        { id: 3, slug: 'morning-raga', updatedAt: '2026-11-24T10:00:00.000Z' },
        { id: 8, slug: 'lotus-pond', updatedAt: '2026-11-24T10:00:00.000Z' },
      ],
      nextAfterId: 8,
    });
    expect(await sitemap.products({ afterId: 8, limit: 2 })).toMatchObject({ items: [{ id: 9 }], nextAfterId: null });
    expect(await sitemap.products({ afterId: 0, throughId: 8, limit: 2 })).toMatchObject({ items: [{ id: 3 }, { id: 8 }], nextAfterId: null });
  });

  it('stops a page of long titles before its answer passes its byte budget, and goes on from there', async () => {
    // 200 characters of Devanagari: some 1.2 KB of slug each, 6 MB for a full page of 5,000.
    const title = 'कमल '.repeat(50);
    const sitemap = table(Array.from({ length: SITEMAP_IDS_PER_FILE }, (_, i) => ({ id: i + 1, title })));
    const page = await sitemap.products({ afterId: 0, limit: SITEMAP_IDS_PER_FILE });
    expect(Buffer.byteLength(JSON.stringify(page))).toBeLessThanOrEqual(MAX_SITEMAP_PAGE_BYTES + 100);
    expect(page.items.length).toBeGreaterThan(100);
    expect(page.items.length).toBeLessThan(SITEMAP_IDS_PER_FILE);
    expect(page.nextAfterId).toBe(page.items[page.items.length - 1].id);
    const next = await sitemap.products({ afterId: page.nextAfterId as number, limit: SITEMAP_IDS_PER_FILE });
    expect(next.items[0].id).toBe((page.nextAfterId as number) + 1);
  });
});
