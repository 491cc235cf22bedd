import { publicPagePaths } from '@shop/contracts/src/catalog/public-page-paths-constants';

/**
 * Every route of the storefront, in one place. `path` is the pattern the router
 * registers; `getHref` builds a link to it.
 */
export const paths = {
  home: { path: '/', getHref: publicPagePaths.home },
  collection: { path: '/collection/:category', getHref: publicPagePaths.collection },
  allArt: { getHref: publicPagePaths.allArt },
  product: { path: '/product/:id/:slug?', getHref: publicPagePaths.product },
  /** The product page with its review form open, tied to a delivered order ("Review this print", issue 19). */
  reviewPrint: {
    getHref: (productId: number, orderNumber: string) => `/product/${productId}?review=${encodeURIComponent(orderNumber)}#write-review`,
  },
  cart: { path: '/cart', getHref: () => '/cart' },
  orderTracking: {
    path: '/order-tracking',
    /** With an order number, the form opens with it filled in (spec section 2). */
    getHref: (orderNumber?: string) => (orderNumber ? `/order-tracking?number=${encodeURIComponent(orderNumber)}` : '/order-tracking'),
  },
  /** The cart screen's link to order tracking (spec section 2); it leads to the order-tracking route. */
  trackOrder: { path: '/track-order', getHref: () => '/track-order' },
  about: { path: '/about', getHref: publicPagePaths.about },
  blog: { path: '/blog', getHref: publicPagePaths.blog },
  blogPost: { path: '/blog/:slug', getHref: publicPagePaths.blogPost },
  contact: { path: '/contact', getHref: publicPagePaths.contact },
  refundAndReturns: { path: '/refund-and-returns', getHref: publicPagePaths.refundAndReturns },
  privacy: { path: '/privacy', getHref: publicPagePaths.privacy },
  shipping: { path: '/shipping', getHref: publicPagePaths.shipping },
  terms: { path: '/terms', getHref: publicPagePaths.terms },
  designerLogin: { path: '/designer/login', getHref: () => '/designer/login' },
  /** The trade portal (issue 20): its own code-split area with its own layout; `/designer/*` reaches it. */
  designer: { path: '/designer/*', getHref: () => '/designer' },
  /** A designer's quote as their client opens it from the emailed private link (issue 20). */
  clientQuote: { path: '/quote/:token', getHref: (token: string) => `/quote/${encodeURIComponent(token)}` },
  /** Where PhonePe returns the shopper, whatever happened: `?order={orderNumber}`. */
  paymentSuccess: { path: '/payment-success', getHref: () => '/payment-success' },
  paymentFailed: { path: '/payment-failed', getHref: () => '/payment-failed' },
  wishlist: { path: '/wishlist', getHref: () => '/wishlist' },
  orders: { path: '/orders', getHref: () => '/orders' },
  /** The unsubscribe link of review request emails (issue 19): `?token=` from the email. */
  reviewsUnsubscribe: { path: '/reviews/unsubscribe', getHref: (token: string) => `/reviews/unsubscribe?token=${encodeURIComponent(token)}` },
  /** Where Google's sign-in popup returns with the token in the fragment; registered as the OAuth redirect URI. */
  googleSignInCallback: { path: '/auth/google/callback', getHref: () => '/auth/google/callback' },
  /** The back office: its own code-split area with its own layout; `/admin/*` reaches it. */
  admin: { path: '/admin/*', getHref: () => '/admin' },
} as const;

/**
 * The back office's pages (issue 17). Their patterns are relative to `/admin`, where the admin
 * area's own router mounts them.
 */
export const adminPaths = {
  dashboard: { path: '', getHref: () => '/admin' },
  /** `?error=` carries why Google sign-in was refused. */
  login: { path: 'login', getHref: () => '/admin/login' },
  orders: {
    path: 'orders',
    /** With a query string from the order filters (`status=pending&page=2`), that view of the list. */
    getHref: (query = '') => (query ? `/admin/orders?${query}` : '/admin/orders'),
  },
  order: { path: 'orders/:orderNumber', getHref: (orderNumber: string) => `/admin/orders/${encodeURIComponent(orderNumber)}` },
  /** The accountant's monthly GST report (issue 22). */
  gstReport: { path: 'gst-report', getHref: () => '/admin/gst-report' },
  customers: {
    path: 'customers',
    /** With a query string from the customer list (`q=aditi&sort=most-spent`), that view of the list. */
    getHref: (query = '') => (query ? `/admin/customers?${query}` : '/admin/customers'),
  },
  customer: { path: 'customers/:id', getHref: (id: number) => `/admin/customers/${id}` },
  products: {
    path: 'products',
    /** With a query string from the product list (`q=banyan&orientation=portrait`), that view of the list. */
    getHref: (query = '') => (query ? `/admin/products?${query}` : '/admin/products'),
  },
  productNew: { path: 'products/new', getHref: () => '/admin/products/new' },
  product: { path: 'products/:id', getHref: (id: number) => `/admin/products/${id}` },
  prices: { path: 'prices', getHref: () => '/admin/prices' },
  categories: { path: 'categories', getHref: () => '/admin/categories' },
  blog: { path: 'blog', getHref: () => '/admin/blog' },
  blogPostNew: { path: 'blog/new', getHref: () => '/admin/blog/new' },
  blogPost: { path: 'blog/:id', getHref: (id: number) => `/admin/blog/${id}` },
  settings: { path: 'settings', getHref: () => '/admin/settings' },
  /** Dispatch PIN code, holidays and serviceability per PIN code (issue 22). */
  delivery: { path: 'delivery', getHref: () => '/admin/delivery' },
  staff: { path: 'staff', getHref: () => '/admin/staff' },
  audit: { path: 'audit', getHref: (query = '') => (query ? `/admin/audit?${query}` : '/admin/audit') },
  /** The review moderation queue (issue 19); its filters live in the query string. */
  reviews: { path: 'reviews', getHref: () => '/admin/reviews' },
  review: { path: 'reviews/:id', getHref: (id: number) => `/admin/reviews/${id}` },
  /** The trade programme's applications and designers (issue 20); its filters live in the query string. */
  designers: { path: 'designers', getHref: () => '/admin/designers' },
  designer: { path: 'designers/:id', getHref: (id: number) => `/admin/designers/${id}` },
} as const;
