import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { GoogleLoginButton } from '../features/account/components/google-login-button';
import { paths } from '../lib/paths';
import { SiteLayout } from './layout/site-layout';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';
import { TrackOrderRedirect } from './routes/track-order-redirect';

// Pages other than home load on first visit; the layout's Suspense shows the page skeleton meanwhile.
const CollectionPage = lazy(() => import('./routes/collection-page'));
const ProductPage = lazy(() => import('./routes/product-page'));
const CartPage = lazy(() => import('./routes/cart-page'));
const OrderTrackingPage = lazy(() =>
  import('../features/tracking/pages/order-tracking-page').then((module) => ({ default: module.OrderTrackingPage })),
);
const PaymentSuccessPage = lazy(() => import('./routes/payment-success-page'));
const PaymentFailedPage = lazy(() =>
  import('../features/checkout/pages/payment-failed-page').then((module) => ({ default: module.PaymentFailedPage })),
);
const AboutPage = lazy(() => import('../features/content/pages/about-page').then((module) => ({ default: module.AboutPage })));
const BlogPage = lazy(() => import('../features/content/pages/blog-page').then((module) => ({ default: module.BlogPage })));
const BlogPostPage = lazy(() =>
  import('../features/content/pages/blog-post-page').then((module) => ({ default: module.BlogPostPage })),
);
const ContactPage = lazy(() => import('../features/content/pages/contact-page').then((module) => ({ default: module.ContactPage })));
const PolicyPage = lazy(() => import('../features/content/pages/policy-page').then((module) => ({ default: module.PolicyPage })));
const WishlistPage = lazy(() => import('../features/wishlist/pages/wishlist-page').then((module) => ({ default: module.WishlistPage })));
const OrdersPage = lazy(() => import('../features/account/pages/orders-page').then((module) => ({ default: module.OrdersPage })));
const ReviewsUnsubscribePage = lazy(() =>
  import('../features/reviews/pages/unsubscribe-page').then((module) => ({ default: module.UnsubscribePage })),
);
const GoogleCallbackPage = lazy(() =>
  import('../features/account/pages/google-callback-page').then((module) => ({ default: module.GoogleCallbackPage })),
);
const ClientQuotePage = lazy(() => import('../features/quotes/pages/client-quote-page'));
// The back office is an area of its own: its code loads only when a page under /admin is opened.
const AdminArea = lazy(() => import('../admin/app/admin-area'));
// So is the trade portal, under /designer.
const DesignerArea = lazy(() => import('../designer/app/designer-area'));

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
    children: [
      { path: paths.home.path, element: <HomePage /> },
      { path: paths.collection.path, element: <CollectionPage /> },
      { path: paths.product.path, element: <ProductPage /> },
      { path: paths.cart.path, element: <CartPage /> },
      { path: paths.trackOrder.path, element: <TrackOrderRedirect /> },
      { path: paths.orderTracking.path, element: <OrderTrackingPage /> },
      { path: paths.paymentSuccess.path, element: <PaymentSuccessPage /> },
      { path: paths.paymentFailed.path, element: <PaymentFailedPage /> },
      { path: paths.about.path, element: <AboutPage /> },
      { path: paths.blog.path, element: <BlogPage /> },
      { path: paths.blogPost.path, element: <BlogPostPage /> },
      { path: paths.contact.path, element: <ContactPage /> },
      { path: paths.refundAndReturns.path, element: <PolicyPage policy="refund-and-returns" /> },
      { path: paths.privacy.path, element: <PolicyPage policy="privacy" /> },
      { path: paths.shipping.path, element: <PolicyPage policy="shipping" /> },
      { path: paths.terms.path, element: <PolicyPage policy="terms" /> },
      { path: paths.wishlist.path, element: <WishlistPage signInButton={<GoogleLoginButton size="lg" mt="4" />} /> },
      { path: paths.orders.path, element: <OrdersPage /> },
      { path: paths.reviewsUnsubscribe.path, element: <ReviewsUnsubscribePage /> },
      { path: paths.clientQuote.path, element: <ClientQuotePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
