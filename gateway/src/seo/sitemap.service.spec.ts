import { ListBlogPosts, ListCategories, ListSitemapFiles, ListSitemapProducts, SITEMAP_IDS_PER_FILE, type RequestContract } from '@shop/contracts';
import type { RequestClient } from '@shop/messaging';
import { XMLParser } from 'fast-xml-parser';
import type { GatewayConfig } from '../config';
import { SitemapService } from './sitemap.service';

const ctx = { correlationId: 'test' };
const parse = (xml: string) => new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' }).parse(xml);
const locs = (xml: string) => (parse(xml).urlset.url as Array<{ loc: string }>).map((url) => url.loc);

/** A catalog standing in for the real one: live product ids, answered in pages of at most `pageSize`. */
function catalog(ids: number[], pageSize: number) {
  const asked: Array<{ afterId: number; throughId?: number; limit: number }> = [];
  const answer = (contract: RequestContract, payload: unknown): unknown => {
    if (contract === ListSitemapProducts) {
      const request = payload as { afterId: number; throughId?: number; limit: number };
      asked.push(request);
      const inRange = ids.filter((id) => id > request.afterId && id <= (request.throughId ?? Infinity));
      const items = inRange.slice(0, Math.min(pageSize, request.limit)).map((id) => ({ id, slug: `print-${id}`, updatedAt: '2026-11-01T00:00:00.000Z' }));
      return { items, nextAfterId: items.length < inRange.length && items.length > 0 ? items[items.length - 1].id : null };
    }
    if (contract === ListSitemapFiles) return [{ number: 1, products: 2, lastModified: '2026-11-02T00:00:00.000Z' }, { number: 3, products: 1, lastModified: '2026-11-03T00:00:00.000Z' }];
    if (contract === ListCategories) return [{ id: 1, name: 'Heritage', description: '', imageUrl: '' }];
    if (contract === ListBlogPosts) return [{ slug: 'on-<framing>', publishDate: '2026-10-01' }];
    throw new Error(`unexpected ${contract.subject}`);
  };
  const client = { request: (contract: RequestContract, payload: unknown) => Promise.resolve(answer(contract, payload)) } as unknown as RequestClient;
  return { client, asked };
}

const service = (client: RequestClient) => new SitemapService(client, { PUBLIC_URL: 'https://shop.example/' } as GatewayConfig);

describe('SitemapService', () => {
  it('lists the pages file first, then each product file the catalog has, with its lastmod', async () => {
    const xml = await service(catalog([], 10).client).index(ctx);
    expect(parse(xml).sitemapindex.sitemap).toEqual([
      { loc: 'https://shop.example/sitemaps/pages.xml' },
      { loc: 'https://shop.example/sitemaps/products-1.xml', lastmod: '2026-11-02T00:00:00.000Z' },
      { loc: 'https://shop.example/sitemaps/products-3.xml', lastmod: '2026-11-03T00:00:00.000Z' },
    ]);
  });

  it("fills a product file with its range of ids only, over as many of the catalog's pages as it takes", async () => {
    const ids = [1, 2, 3, 4999, 5000, 5001, 9999, 10001];
    const { client, asked } = catalog(ids, 2);
    const xml = await service(client).file({ kind: 'products', number: 1 }, ctx);
    expect(locs(xml as string)).toEqual([1, 2, 3, 4999, 5000].map((id) => `https://shop.example/product/${id}/print-${id}`));
    expect(asked.map((request) => request.afterId)).toEqual([0, 2, 4999]);
    expect(asked.every((request) => request.throughId === SITEMAP_IDS_PER_FILE)).toBe(true);
    expect(locs((await service(client).file({ kind: 'products', number: 2 }, ctx)) as string)).toEqual([
      'https://shop.example/product/5001/print-5001',
      'https://shop.example/product/9999/print-9999',
    ]);
  });

  it('has no file for a range of ids without live products', async () => {
    expect(await service(catalog([1, 10001], 10).client).file({ kind: 'products', number: 2 }, ctx)).toBeNull();
  });

  it('lists home, every collection, the blog and its posts, about, contact and the policies', async () => {
    const xml = (await service(catalog([], 10).client).file({ kind: 'pages' }, ctx)) as string;
    expect(locs(xml)).toEqual(
      ['/', '/collection/all', '/collection/heritage', '/blog', '/blog/on-%3Cframing%3E', '/about', '/contact', '/refund-and-returns', '/privacy', '/shipping', '/terms'].map(
        (path) => `https://shop.example${path}`,
      ),
    );
  });
});
