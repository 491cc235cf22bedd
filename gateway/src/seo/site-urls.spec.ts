import { SITEMAP_IDS_PER_FILE } from '@shop/contracts';
import { parseSitemapFileName, siteBase, sitePaths } from './site-urls';

describe('sitemap file names', () => {
  it('knows the pages file and the product files by number', () => {
    expect(parseSitemapFileName('pages.xml')).toEqual({ kind: 'pages' });
    expect(parseSitemapFileName('products-1.xml')).toEqual({ kind: 'products', number: 1 });
    expect(parseSitemapFileName('products-12.xml')).toEqual({ kind: 'products', number: 12 });
  });

  it.each(['products-0.xml', 'products-01.xml', 'products--1.xml', 'products-1.5.xml', 'products-abc.xml', 'products-1.xml.gz', 'products-1', 'PAGES.xml', '../pages.xml', 'products-9999999999.xml', ''])(
    'answers no file for %j',
    (name) => expect(parseSitemapFileName(name)).toBeNull(),
  );

  it('stops at the last file whose ids fit a Postgres int', () => {
    const last = Math.floor(2_147_483_647 / SITEMAP_IDS_PER_FILE);
    expect(parseSitemapFileName(`products-${last}.xml`)).toEqual({ kind: 'products', number: last });
    expect(parseSitemapFileName(`products-${last + 1}.xml`)).toBeNull();
  });
});

describe('site URLs', () => {
  it("builds the storefront's links as the SPA does", () => {
    expect(sitePaths.product(42, 'morning-raga')).toBe('/product/42/morning-raga');
    expect(sitePaths.product(42, '')).toBe('/product/42');
    expect(sitePaths.product(9, 'कमल-ताल')).toBe('/product/9/%E0%A4%95%E0%A4%AE%E0%A4%B2-%E0%A4%A4%E0%A4%BE%E0%A4%B2');
    expect(sitePaths.collection('Heritage')).toBe('/collection/heritage');
    expect(sitePaths.collection('Folk & Tribal')).toBe('/collection/folk%20%26%20tribal');
    expect(sitePaths.blogPost('a/b')).toBe('/blog/a%2Fb');
  });

  it('takes the base from PUBLIC_URL without its trailing slash', () => {
    expect(siteBase('https://shop.example/')).toBe('https://shop.example');
    expect(siteBase('https://shop.example/store')).toBe('https://shop.example/store');
  });
});
