import { site } from '../site';

/**
 * What a page says about itself to browsers, link previews (WhatsApp, Instagram, X run no
 * JavaScript, so the server renders it into the first HTML) and search engines.
 */
export interface PageHead {
  /** The page's own title; the shop's name is added after it. */
  title: string;
  description: string;
  /** The canonical path (`/product/12/banyan-at-dusk`), made absolute with the shop's origin. */
  path: string;
  /** The preview picture: root-relative or absolute. */
  image?: { url: string; alt: string; width?: number; height?: number };
  type?: 'website' | 'product' | 'article';
  /** A product's price, shown by previews that read Open Graph's product tags. */
  price?: { amount: number; currency: 'INR' };
}

/** The title a tab, a bookmark and a preview show. */
export function documentTitle(head: Pick<PageHead, 'title'>): string {
  return head.title === site.tagline ? site.tagline : `${head.title} | ${site.tagline}`;
}

export const absoluteUrl = (origin: string, pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`);

/** One `<meta>` or `<link>` of the head, as data: the server writes it as HTML, the browser sets it in place. */
export interface HeadTag {
  element: 'meta' | 'link';
  /** The attribute that names the tag (`name`, `property` or `rel`) and its value. */
  key: { attribute: 'name' | 'property' | 'rel'; value: string };
  /** `content` for a meta tag, `href` for a link. */
  value: string;
}

/** Every tag of a page's head but its title, in the order they are written. */
export function headTags(head: PageHead, origin: string): HeadTag[] {
  const meta = (attribute: 'name' | 'property', name: string, content: string): HeadTag => ({ element: 'meta', key: { attribute, value: name }, value: content });
  const url = absoluteUrl(origin, head.path);
  const title = documentTitle(head);
  const tags: HeadTag[] = [
    meta('name', 'description', head.description),
    { element: 'link', key: { attribute: 'rel', value: 'canonical' }, value: url },
    meta('property', 'og:site_name', site.tagline),
    meta('property', 'og:type', head.type === 'article' ? 'article' : head.type === 'product' ? 'product' : 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', 'en_IN'),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image) {
    const image = absoluteUrl(origin, head.image.url);
    tags.push(meta('property', 'og:image', image), meta('property', 'og:image:alt', head.image.alt), meta('name', 'twitter:image', image), meta('name', 'twitter:image:alt', head.image.alt));
    if (head.image.width && head.image.height) {
      tags.push(meta('property', 'og:image:width', String(head.image.width)), meta('property', 'og:image:height', String(head.image.height)));
    }
  }
  if (head.price) {
    tags.push(meta('property', 'product:price:amount', head.price.amount.toFixed(2)), meta('property', 'product:price:currency', head.price.currency));
  }
  return tags;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML, for the server's first answer. */
export function headHtml(head: PageHead, origin: string): string {
  const tags = headTags(head, origin).map((tag) =>
    tag.element === 'meta'
      ? `<meta ${tag.key.attribute}="${escapeHtml(tag.key.value)}" content="${escapeHtml(tag.value)}" />`
      : `<link rel="${escapeHtml(tag.key.value)}" href="${escapeHtml(tag.value)}" />`,
  );
  return [`<title>${escapeHtml(documentTitle(head))}</title>`, ...tags].join('\n    ');
}

/** Sets the head in the browser after a client-side navigation, replacing the previous page's tags. */
export function applyHead(document: Document, head: PageHead, origin: string): void {
  document.title = documentTitle(head);
  for (const tag of headTags(head, origin)) {
    const selector = `${tag.element}[${tag.key.attribute}="${CSS.escape(tag.key.value)}"]`;
    let element = document.head.querySelector(selector);
    if (!element) {
      element = document.createElement(tag.element);
      element.setAttribute(tag.key.attribute, tag.key.value);
      document.head.append(element);
    }
    element.setAttribute(tag.element === 'meta' ? 'content' : 'href', tag.value);
  }
  // A page without a picture leaves none of the previous page's behind.
  if (!head.image) document.head.querySelectorAll('meta[property^="og:image"], meta[name^="twitter:image"]').forEach((element) => element.remove());
  if (!head.price) document.head.querySelectorAll('meta[property^="product:price"]').forEach((element) => element.remove());
}
