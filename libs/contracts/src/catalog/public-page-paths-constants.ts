/**
 * Where the storefront's public pages live: the links the SPA makes to them (frontend/src/lib/paths.ts),
 * their canonical URLs, and the sitemap the gateway serves (gateway/src/seo) all come from here.
 * Imports nothing, so the SPA may take it at run time.
 */
export const publicPagePaths = {
  home: () => '/',
  allArt: () => '/collection/all',
  collection: (category: string) => `/collection/${encodeURIComponent(category.toLowerCase())}`,
  /** Without a slug for the product card's Add to Cart (spec section 2); with one everywhere else. */
  product: (id: number, slug?: string) => (slug ? `/product/${id}/${encodeURIComponent(slug)}` : `/product/${id}`),
  blog: () => '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  about: () => '/about',
  contact: () => '/contact',
  refundAndReturns: () => '/refund-and-returns',
  privacy: () => '/privacy',
  shipping: () => '/shipping',
  terms: () => '/terms',
} as const;

/** About, contact and the four policies: the pages with no data of their own. */
export const STATIC_PAGE_PATHS = [
  publicPagePaths.about(),
  publicPagePaths.contact(),
  publicPagePaths.refundAndReturns(),
  publicPagePaths.privacy(),
  publicPagePaths.shipping(),
  publicPagePaths.terms(),
];
