import { headHtml, scriptSafeJson } from '../lib/head';
import type { RenderedPage } from './render-page';

/** Where the browser finds the server's API answers (frontend/src/main.tsx reads it before hydrating). */
export const STATE_ELEMENT_ID = 'shop-state';

const ROOT = '<div id="root"></div>';

/**
 * The built index.html (hashed scripts and styles, module preloads) with a rendered page put in:
 * its head in place of the default title and description, its markup in #root, and its data as
 * a JSON block, which is data, not code, so the `script-src 'self'` policy allows it.
 */
export function pageTemplate(indexHtml: string) {
  if (!indexHtml.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to render pages into`);
  const [before, after] = indexHtml.split(ROOT);
  const bodyEnd = after.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('index.html has no </body>');

  return (page: RenderedPage, origin: string): string => {
    const head = page.head
      ? before.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>\s*/, '').replace('</head>', `  ${headHtml(page.head, origin)}\n  </head>`)
      : before;
    const state = `<script id="${STATE_ELEMENT_ID}" type="application/json">${scriptSafeJson(page.state)}</script>\n  `;
    return `${head}<div id="root">${page.html}</div>${after.slice(0, bodyEnd)}${state}${after.slice(bodyEnd)}`;
  };
}
