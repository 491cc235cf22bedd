/**
 * Every route of the storefront, in one place. `path` is the pattern the router
 * registers; `getHref` builds a link to it.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  collection: {
    path: '/collection/:category',
    getHref: (category: string) => `/collection/${encodeURIComponent(category.toLowerCase())}`,
  },
  allArt: { getHref: () => '/collection/all' },
  cart: { path: '/cart', getHref: () => '/cart' },
  orderTracking: { path: '/order-tracking', getHref: () => '/order-tracking' },
  about: { path: '/about', getHref: () => '/about' },
  blog: { path: '/blog', getHref: () => '/blog' },
  contact: { path: '/contact', getHref: () => '/contact' },
  refundAndReturns: { path: '/refund-and-returns', getHref: () => '/refund-and-returns' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  shipping: { path: '/shipping', getHref: () => '/shipping' },
  terms: { path: '/terms', getHref: () => '/terms' },
  designerLogin: { path: '/designer/login', getHref: () => '/designer/login' },
} as const;
