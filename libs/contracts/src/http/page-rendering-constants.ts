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
