import { headHtml, scriptSafeJson } from '../lib/head';
import { SERVER_STATE_ELEMENT_ID } from '../lib/server-rendered-page';
import type { RenderedPage } from './render-page';

const ROOT = '<div id="root"></div>';

/** The stylesheets Vite links from index.html: the storefront's styles made at build time. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="([^"]+\.css)"[^>]*>/g;

/**
 * index.html with each linked stylesheet written into the head instead (`readStylesheet` reads a
 * built file by its path): a rendered page paints without waiting for one more request, and the
 * pages the app goes on to show in that document keep the same rules.
 */
export function withInlineStylesheets(indexHtml: string, readStylesheet: (href: string) => string): string {
  return indexHtml.replace(STYLESHEET_LINK, (_link, href: string) => `<style>${readStylesheet(href).replaceAll('</style', '<\\/style')}</style>`);
}

/**
 * The built index.html (its hashed entry script) with a rendered page put in: its head in place
 * of the default title and description, its styles at the end of the head, its markup in #root,
 * and its data as a JSON block, which is data, not code, so the `script-src 'self'` policy
 * allows it.
 */
export function pageTemplate(indexHtml: string) {
  if (!indexHtml.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to render pages into`);
  const [before, after] = indexHtml.split(ROOT);
  const bodyEnd = after.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('index.html has no </body>');

  return (page: RenderedPage, origin: string): string => {
    const tags = page.head
      ? before.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>\s*/, '').replace('</head>', `  ${headHtml(page.head, origin)}\n  </head>`)
      : before;
    const head = tags.replace('</head>', `${page.styles}\n  </head>`);
    const state = `<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${scriptSafeJson(page.state)}</script>\n  `;
    return `${head}<div id="root">${page.html}</div>${after.slice(0, bodyEnd)}${state}${after.slice(bodyEnd)}`;
  };
}
