import { lazy, Suspense } from 'react';
import { createBrowserRouter, matchRoutes, type Params, type RouteObject } from 'react-router';
import { GoogleLoginButton } from '../features/account/components/google-login-button';
import { lazyWithChakra } from '../lib/chakra/chakra-area';
import { paths } from '../lib/paths';
import type { PageDataName } from './page-data';
import { SiteLayout } from './layout/site-layout';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';
import { TrackOrderRedirect } from './routes/track-order-redirect';

// Pages other than home load on first visit; the layout's Suspense shows the page skeleton meanwhile.
// The server-rendered ones are named, so the browser can load a page's code before it hydrates the page.
// The others are drawn with Chakra, whose provider loads with the first of them (lib/chakra).
const loadCollectionPage = () => import('./routes/collection-page');
const CollectionPage = lazy(loadCollectionPage);
const loadProductPage = () => import('./routes/product-page');
const ProductPage = lazy(loadProductPage);
const CartPage = lazyWithChakra(() => import('./routes/cart-page'));
const OrderTrackingPage = lazyWithChakra(() =>
  import('../features/tracking/pages/order-tracking-page').then((module) => ({ default: module.OrderTrackingPage })),
);
const PaymentSuccessPage = lazyWithChakra(() => import('./routes/payment-success-page'));
const PaymentFailedPage = lazyWithChakra(() =>
  import('../features/checkout/pages/payment-failed-page').then((module) => ({ default: module.PaymentFailedPage })),
);
const loadAboutPage = () => import('../features/content/pages/about-page').then((module) => ({ default: module.AboutPage }));
const AboutPage = lazy(loadAboutPage);
const loadBlogPage = () => import('../features/content/pages/blog-page').then((module) => ({ default: module.BlogPage }));
const BlogPage = lazy(loadBlogPage);
const loadBlogPostPage = () => import('../features/content/pages/blog-post-page').then((module) => ({ default: module.BlogPostPage }));
const BlogPostPage = lazy(loadBlogPostPage);
const loadContactPage = () => import('../features/content/pages/contact-page').then((module) => ({ default: module.ContactPage }));
const ContactPage = lazy(loadContactPage);
const loadPolicyPage = () => import('../features/content/pages/policy-page').then((module) => ({ default: module.PolicyPage }));
const PolicyPage = lazy(loadPolicyPage);
const WishlistPage = lazyWithChakra(() => import('../features/wishlist/pages/wishlist-page').then((module) => ({ default: module.WishlistPage })));
const OrdersPage = lazyWithChakra(() => import('../features/account/pages/orders-page').then((module) => ({ default: module.OrdersPage })));
const ReviewsUnsubscribePage = lazyWithChakra(() =>
  import('../features/reviews/pages/unsubscribe-page').then((module) => ({ default: module.UnsubscribePage })),
);
const GoogleCallbackPage = lazyWithChakra(() =>
  import('../features/account/pages/google-callback-page').then((module) => ({ default: module.GoogleCallbackPage })),
);
const ClientQuotePage = lazyWithChakra(() => import('../features/quotes/pages/client-quote-page'));
// The back office is an area of its own: its code loads only when a page under /admin is opened.
const AdminArea = lazyWithChakra(() => import('../admin/app/admin-area'));
// So is the trade portal, under /designer.
const DesignerArea = lazyWithChakra(() => import('../designer/app/designer-area'));

/** Every registered page; any other path falls through to the not-found page. */
export const routes: RouteObject[] = [
  {
    // The sign-in popup's landing page: no header, footer or session check, just the hand-over to the shop's window.
    path: paths.googleSignInCallback.path,
    errorElement: <RouteErrorPage />,
    element: (
      <Suspense fallback={null}>
        <GoogleCallbackPage />
      </Suspense>
    ),
  },
  {
    // The back office: its own layout and routes, without the shop's header, footer or shopper session.
    path: paths.admin.path,
    errorElement: <RouteErrorPage />,
    element: (
      <Suspense fallback={null}>
        <AdminArea />
      </Suspense>
    ),
  },
  {
    // The trade portal: its own layout and routes, without the shop's header and footer.
    path: paths.designer.path,
    errorElement: <RouteErrorPage />,
    element: (
      <Suspense fallback={null}>
        <DesignerArea />
      </Suspense>
    ),
  },
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    handle: { data: 'layout' },
    children: [
      { path: paths.home.path, element: <HomePage />, handle: { data: 'home' } },
      { path: paths.collection.path, element: <CollectionPage />, handle: { load: loadCollectionPage, data: 'collection' } },
      { path: paths.product.path, element: <ProductPage />, handle: { load: loadProductPage, data: 'product' } },
      { path: paths.cart.path, element: <CartPage /> },
      { path: paths.trackOrder.path, element: <TrackOrderRedirect /> },
      { path: paths.orderTracking.path, element: <OrderTrackingPage /> },
      { path: paths.paymentSuccess.path, element: <PaymentSuccessPage /> },
      { path: paths.paymentFailed.path, element: <PaymentFailedPage /> },
      { path: paths.about.path, element: <AboutPage />, handle: { load: loadAboutPage } },
      { path: paths.blog.path, element: <BlogPage />, handle: { load: loadBlogPage, data: 'blog' } },
      { path: paths.blogPost.path, element: <BlogPostPage />, handle: { load: loadBlogPostPage, data: 'blog' } },
      { path: paths.contact.path, element: <ContactPage />, handle: { load: loadContactPage } },
      { path: paths.refundAndReturns.path, element: <PolicyPage policy="refund-and-returns" />, handle: { load: loadPolicyPage } },
      { path: paths.privacy.path, element: <PolicyPage policy="privacy" />, handle: { load: loadPolicyPage } },
      { path: paths.shipping.path, element: <PolicyPage policy="shipping" />, handle: { load: loadPolicyPage } },
      { path: paths.terms.path, element: <PolicyPage policy="terms" />, handle: { load: loadPolicyPage } },
      { path: paths.wishlist.path, element: <WishlistPage signInButton={<GoogleLoginButton size="lg" />} /> },
      { path: paths.orders.path, element: <OrdersPage /> },
      { path: paths.reviewsUnsubscribe.path, element: <ReviewsUnsubscribePage /> },
      { path: paths.clientQuote.path, element: <ClientQuotePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * What a route may say about its page: how to load its code, and which of the requests in
 * `page-data.ts` it makes (by name: only the page renderer imports those requests).
 */
export interface PageHandle {
  load?: () => Promise<unknown>;
  data?: PageDataName;
}

/** The handles of matched routes (a router's matches, outermost first), with the path's parameters. */
export const handlesOf = (matches: ReadonlyArray<{ route: { handle?: unknown }; params: Params }>) =>
  matches.map((match) => ({ handle: match.route.handle as PageHandle | undefined, params: match.params }));

/**
 * The handles of the routes that answer `pathname`, outermost first, with the path's parameters.
 * React Router's `matchRoutes` ranks every route afresh on each call (a third of a millisecond
 * here): where a router has matched the address already, `handlesOf` its matches costs nothing.
 */
export const handlesAt = (pathname: string) => handlesOf(matchRoutes(routes, pathname) ?? []);

/** Loads the code of every page a route names a loader for: the page renderer does, before it reports ready. */
export async function preloadAllPages(): Promise<void> {
  const loads: Array<Promise<unknown>> = [];
  const visit = (list: RouteObject[]) => {
    for (const route of list) {
      const load = (route.handle as PageHandle | undefined)?.load;
      if (load) loads.push(load());
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  await Promise.all(loads);
}

/** Loads the code of the page at `pathname` (for hydrating a server-rendered page); nothing for pages in the first bundle. */
export async function preloadPage(pathname: string): Promise<void> {
  await Promise.all(handlesAt(pathname).map(({ handle }) => handle?.load?.()));
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
