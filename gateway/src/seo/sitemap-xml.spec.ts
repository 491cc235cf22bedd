import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { escapeXml, robotsTxt, sitemapIndexXml, SITEMAP_NAMESPACE, urlSetXml } from './sitemap-xml';

const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'sitemap' }).parse(xml);

describe('sitemap XML', () => {
  it('escapes the five characters XML gives a meaning, and drops control characters XML 1.0 forbids', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('tab\tok\u0000\u0008\u001f')).toBe('tab\tok');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });

  it('writes a url set that parses back to the very URLs and dates it was given', () => {
    const urls = [
      { loc: 'https://shop.example/product/7/a-b?x=1&y=<2>', lastmod: '2026-11-24T10:00:00.000Z' },
      { loc: "https://shop.example/blog/it's-here" },
      { loc: 'https://shop.example/product/8/%E0%A4%95%E0%A4%AE%E0%A4%B2' },
    ];
    const xml = urlSetXml(urls);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const { urlset } = parse(xml);
    expect(urlset['@_xmlns']).toBe(SITEMAP_NAMESPACE);
    expect(urlset.url.map((url: { loc: string; lastmod?: string }) => ({ loc: url.loc, lastmod: url.lastmod }))).toEqual([
      { loc: 'https://shop.example/product/7/a-b?x=1&y=<2>', lastmod: '2026-11-24T10:00:00.000Z' },
      { loc: "https://shop.example/blog/it's-here", lastmod: undefined },
      { loc: 'https://shop.example/product/8/%E0%A4%95%E0%A4%AE%E0%A4%B2', lastmod: undefined },
    ]);
    expect(xml).toContain('<loc>https://shop.example/product/7/a-b?x=1&amp;y=&lt;2&gt;</loc>');
  });

  it('writes a sitemap index of <sitemap> entries under the sitemaps.org 0.9 namespace', () => {
    const xml = sitemapIndexXml([{ loc: 'https://shop.example/sitemaps/pages.xml' }, { loc: 'https://shop.example/sitemaps/products-1.xml', lastmod: '2026-11-20T00:00:00.000Z' }]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const { sitemapindex } = parse(xml);
    expect(sitemapindex['@_xmlns']).toBe(SITEMAP_NAMESPACE);
    expect(sitemapindex.sitemap).toEqual([
      { loc: 'https://shop.example/sitemaps/pages.xml' },
      { loc: 'https://shop.example/sitemaps/products-1.xml', lastmod: '2026-11-20T00:00:00.000Z' },
    ]);
  });

  it('writes robots.txt with the private areas disallowed and the sitemap by its absolute URL', () => {
    const robots = robotsTxt('https://shop.example/sitemap.xml');
    const lines = robots.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/cart', '/orders', '/wishlist', '/payment-success', '/payment-failed', '/auth/', '/admin']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((line) => line.startsWith('Disallow: /collection') || line.startsWith('Disallow: /product'))).toEqual([]);
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
