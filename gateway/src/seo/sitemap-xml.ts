/**
 * The XML of sitemap.xml and its files (sitemaps.org protocol 0.9) and the text of robots.txt.
 * Pure functions of what they are given: the URLs are absolute already.
 */

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe inside an XML element: the five characters XML gives a meaning, and no control character XML 1.0 forbids. */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
}

/** A URL with its last change (ISO 8601, or a date alone), when known. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

const element = (name: string, entry: SitemapEntry) =>
  `<${name}><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''}</${name}>`;

const document = (root: string, children: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${SITEMAP_NAMESPACE}">\n${children.map((child) => `${child}\n`).join('')}</${root}>\n`;

/** A sitemap index: the sitemap files, each with the latest change among its URLs. */
export function sitemapIndexXml(files: SitemapEntry[]): string {
  return document('sitemapindex', files.map((file) => element('sitemap', file)));
}

/** One sitemap file: its pages. */
export function urlSetXml(urls: SitemapEntry[]): string {
  return document('urlset', urls.map((url) => element('url', url)));
}

/**
 * The crawlers' rules: the catalogue, collections, blog and policies are for everyone; a shopper's
 * own pages (cart, orders, wishlist, payment results, sign-in), the back office, the trade portal,
 * designers' private quote links and the API are not search results.
 */
const DISALLOWED = ['/api/', '/cart', '/orders', '/wishlist', '/payment-success', '/payment-failed', '/auth/', '/admin', '/designer', '/quote/'];

/** robots.txt, naming the sitemap index by its absolute URL. */
export function robotsTxt(sitemapUrl: string): string {
  return ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
