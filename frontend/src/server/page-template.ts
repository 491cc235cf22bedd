import { headHtml, scriptSafeJson } from '../lib/head';
import { DEFERRED_STYLESHEET_ATTRIBUTE, SERVER_STATE_ELEMENT_ID } from '../lib/server-rendered-page';
import { classesInMarkup, PageStylesheet } from './page-stylesheet';
import type { RenderedPage } from './render-page';

const ROOT = '<div id="root"></div>';

const noStylesheet = (href: string): string => {
  throw new Error(`index.html links ${href}, and the page template was given no way to read it`);
};

/** The stylesheets Vite links from index.html: the storefront's styles made at build time. */
const STYLESHEET_LINK = /<link rel="stylesheet"([^>]*?) href="([^"]+\.css)"([^>]*)>/g;

const asStyleElement = (css: string) => `<style>${css.replaceAll('</style', '<\\/style')}</style>`;

/**
 * The built index.html (its hashed entry script) with a rendered page put in: its head in place
 * of the default title and description, its styles at the end of the head, its markup in #root,
 * and its data as a JSON block, which is data, not code, so the `script-src 'self'` policy
 * allows it.
 *
 * Each stylesheet index.html links (`readStylesheet` reads a built file by its path) is written
 * into the page's head, but only the rules the page's markup uses (`PageStylesheet`): a rendered
 * page paints without waiting for one more request, and carries a third to a half of the
 * stylesheet. The link stays, for print media, so the browser fetches the whole stylesheet without
 * waiting for it; the app applies it before it starts (`applyDeferredStylesheets`), for the
 * classes the page comes to use and the pages it goes on to show.
 */
export function pageTemplate(indexHtml: string, readStylesheet: (href: string) => string = noStylesheet) {
  if (!indexHtml.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to render pages into`);
  const [linked, after] = indexHtml.split(ROOT);
  const bodyEnd = after.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('index.html has no </body>');
  const stylesheets = new Map([...linked.matchAll(STYLESHEET_LINK)].map(([, , href]) => [href, new PageStylesheet(readStylesheet(href))]));

  return (page: RenderedPage, origin: string): string => {
    const classes = classesInMarkup(page.html);
    const before = linked.replace(STYLESHEET_LINK, (_link, attributes: string, href: string, rest: string) => {
      const rules = asStyleElement(stylesheets.get(href)?.rulesFor(classes) ?? '');
      return `${rules}<link rel="stylesheet" media="print" ${DEFERRED_STYLESHEET_ATTRIBUTE}${attributes} href="${href}"${rest}>`;
    });
    const tags = page.head
      ? before.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>\s*/, '').replace('</head>', `  ${headHtml(page.head, origin)}\n  </head>`)
      : before;
    const head = tags.replace('</head>', `${page.styles}\n  </head>`);
    const state = `<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${scriptSafeJson(page.state)}</script>\n  `;
    return `${head}<div id="root">${page.html}</div>${after.slice(0, bodyEnd)}${state}${after.slice(bodyEnd)}`;
  };
}
