import { publicPagePaths, SITEMAP_IDS_PER_FILE, STATIC_PAGE_PATHS } from '@shop/contracts';

/**
 * The storefront's public pages as the sitemap lists them: the paths the SPA links to and gives
 * as each page's canonical URL (libs/contracts, public-page-paths-constants).
 */
export const sitePaths = {
  home: publicPagePaths.home(),
  allArt: publicPagePaths.allArt(),
  collection: publicPagePaths.collection,
  product: publicPagePaths.product,
  blog: publicPagePaths.blog(),
  blogPost: publicPagePaths.blogPost,
  staticPages: STATIC_PAGE_PATHS,
};

/** Where the sitemap's files are served. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_FILES_PREFIX = '/sitemaps/';
export const PAGES_FILE = 'pages.xml';
export const productsFile = (number: number) => `products-${number}.xml`;

/** The largest product file number there can be: its first id would pass Postgres' int. */
const LAST_PRODUCTS_FILE = Math.floor(2_147_483_647 / SITEMAP_IDS_PER_FILE);

export type SitemapFileName = { kind: 'pages' } | { kind: 'products'; number: number };

/** The file a `/sitemaps/…` name asks for; null for any name that is not one (a 404). */
export function parseSitemapFileName(name: string): SitemapFileName | null {
  if (name === PAGES_FILE) return { kind: 'pages' };
  const match = /^products-([1-9][0-9]{0,8})\.xml$/.exec(name);
  if (!match) return null;
  const number = Number(match[1]);
  return number <= LAST_PRODUCTS_FILE ? { kind: 'products', number } : null;
}

/** The public origin (and path) the shop is reached at, from the PUBLIC_URL setting, without a trailing slash. */
export const siteBase = (publicUrl: string) => publicUrl.replace(/\/+$/, '');
