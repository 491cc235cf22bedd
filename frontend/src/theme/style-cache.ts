import type { Options, StylisPlugin } from '@emotion/cache';

/**
 * The properties the browsers the shop is built for (Vite's baseline target: Chrome and Edge 111,
 * Firefox 114, Safari 16.4) still need written with `-webkit-` too: Safari's, mostly.
 */
const WEBKIT_TOO = new Set([
  'user-select',
  'backdrop-filter',
  'text-decoration',
  'text-size-adjust',
  'hyphens',
  'box-decoration-break',
  'print-color-adjust',
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
  'mask-origin',
  'mask-clip',
]);

/**
 * Writes a declaration with `-webkit-` as well where one of the shop's browsers needs it, and
 * leaves the rest as written. It stands in for Emotion's default, stylis's `prefixer`, which also
 * prefixes for browsers of ten years ago: `display: flex` went out as four declarations, `translate`
 * as three that no browser knows, and `display: list-item` as `-webkit-box`. That was a sixth of
 * a product page's CSS, sent in its head and matched by the browser against every element.
 */
export const baselinePrefixer: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return) return;
  const property = element.props as unknown as string;
  if (WEBKIT_TOO.has(property) || (property === 'background-clip' && element.children === 'text')) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** The shop's Emotion caches, the server's and the browser's: the same key and the same prefixes. */
export const STYLE_CACHE_OPTIONS: Options = { key: 'css', stylisPlugins: [baselinePrefixer] };
