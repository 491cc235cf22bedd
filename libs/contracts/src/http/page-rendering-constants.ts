/**
 * What the page renderer (frontend/src/server) and the gateway (gateway/src/spa) agree on about a
 * rendered page. Imports nothing, so the renderer's bundle may take it at run time.
 */

/**
 * How much longer, in milliseconds, the renderer's copy of a page stays fresh (a page lives at
 * most a second, issue 21). The gateway may answer from its own copy that long, never longer.
 */
export const PAGE_FRESH_FOR_HEADER = 'x-page-fresh-for-ms';

/** The encodings a page is answered in, best first. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * The best encoding a client's Accept-Encoding allows: Brotli, then gzip, else none. An encoding
 * counts when it is named and not refused with q=0. The renderer answers by it, and the gateway
 * keeps one copy of a page per answer.
 */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = (acceptEncoding ?? '').split(',').flatMap((part) => {
    const [coding = '', ...parameters] = part.split(';').map((text) => text.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0 ? [coding] : [];
  });
  if (accepted.includes('br')) return 'br';
  return accepted.includes('gzip') ? 'gzip' : 'identity';
}

/**
 * The parameters a shared link carries for someone's analytics: WhatsApp's and Instagram's
 * (`fbclid`, `igsh`), the ads' click ids, a campaign's `utm_…`. No page reads them, so a page is
 * the same with or without them: the renderer renders and keeps a page without them, the gateway
 * keeps one copy for all of a page's links, and the app takes the address without them before it
 * hydrates the page (one page for every shopper who opens a shared link, not a render for each).
 */
const TRACKING_NAMES = new Set(['fbclid', 'gclid', 'gbraid', 'wbraid', 'dclid', 'msclkid', 'igshid', 'igsh', 'twclid', 'ttclid', 'li_fat_id', 'mc_cid', 'mc_eid', '_ga', '_gl']);

export const isTrackingParameter = (name: string): boolean => name.startsWith('utm_') || TRACKING_NAMES.has(name);

/**
 * `search` (`?page=2&utm_source=whatsapp`) without its tracking parameters (`?page=2`; '' when
 * none is left); a search without any comes back as it is, written the same.
 */
export function searchWithoutTracking(search: string): string {
  const params = new URLSearchParams(search);
  const tracking = [...new Set(params.keys())].filter(isTrackingParameter);
  if (tracking.length === 0) return search;
  for (const name of tracking) params.delete(name);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** A request's path and query (`/product/1?fbclid=…`) as the page it asks for (`/product/1`). */
export function pageAddress(pathAndQuery: string): string {
  const start = pathAndQuery.indexOf('?');
  return start === -1 ? pathAndQuery : `${pathAndQuery.slice(0, start)}${searchWithoutTracking(pathAndQuery.slice(start))}`;
}
