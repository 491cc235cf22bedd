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
  product: {
    path: '/product/:id/:slug?',
    /** Without a slug for the product card's Add to Cart (spec section 2); with one everywhere else. */
    getHref: (id: number, slug?: string) => (slug ? `/product/${id}/${encodeURIComponent(slug)}` : `/product/${id}`),
  },
  cart: { path: '/cart', getHref: () => '/cart' },
  orderTracking: {
    path: '/order-tracking',
    /** With an order number, the form opens with it filled in (spec section 2). */
    getHref: (orderNumber?: string) => (orderNumber ? `/order-tracking?number=${encodeURIComponent(orderNumber)}` : '/order-tracking'),
  },
  /** The cart screen's link to order tracking (spec section 2); it leads to the order-tracking route. */
  trackOrder: { path: '/track-order', getHref: () => '/track-order' },
  about: { path: '/about', getHref: () => '/about' },
  blog: { path: '/blog', getHref: () => '/blog' },
  blogPost: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  contact: { path: '/contact', getHref: () => '/contact' },
  refundAndReturns: { path: '/refund-and-returns', getHref: () => '/refund-and-returns' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  shipping: { path: '/shipping', getHref: () => '/shipping' },
  terms: { path: '/terms', getHref: () => '/terms' },
  designerLogin: { path: '/designer/login', getHref: () => '/designer/login' },
  /** Where PhonePe returns the shopper, whatever happened: `?order={orderNumber}`. */
  paymentSuccess: { path: '/payment-success', getHref: () => '/payment-success' },
  paymentFailed: { path: '/payment-failed', getHref: () => '/payment-failed' },
  wishlist: { path: '/wishlist', getHref: () => '/wishlist' },
  orders: { path: '/orders', getHref: () => '/orders' },
  /** Where Google's sign-in popup returns with the token in the fragment; registered as the OAuth redirect URI. */
  googleSignInCallback: { path: '/auth/google/callback', getHref: () => '/auth/google/callback' },
} as const;
