import { paths } from '../../lib/paths';

export interface NavItem {
  label: string;
  to: string;
}

const home: NavItem = { label: 'Home', to: paths.home.getHref() };
const collections: NavItem = { label: 'Collections', to: paths.collection.getHref('contemporary') };
const blog: NavItem = { label: 'Blog', to: paths.blog.getHref() };
const about: NavItem = { label: 'About', to: paths.about.getHref() };
const contact: NavItem = { label: 'Contact', to: paths.contact.getHref() };
const trackOrder: NavItem = { label: 'Track Order', to: paths.orderTracking.getHref() };
const cart: NavItem = { label: 'Cart', to: paths.cart.getHref() };

/** Header links on wide screens (spec section 2); the cart is an icon beside them. */
export const desktopNav: readonly NavItem[] = [home, collections, about, contact, trackOrder];

/** The slide-in menu on phones; Blog is linked from here only. */
export const mobileNav: readonly NavItem[] = [home, collections, blog, about, contact, trackOrder, cart];

export const footerNav: ReadonlyArray<{ title: string; links: readonly NavItem[] }> = [
  {
    title: 'Collections',
    links: [
      { label: 'Exclusive', to: paths.collection.getHref('exclusive') },
      { label: 'Contemporary', to: paths.collection.getHref('contemporary') },
      { label: 'Heritage', to: paths.collection.getHref('heritage') },
    ],
  },
  {
    title: 'The Shop',
    links: [about, contact, trackOrder, { label: 'Designer Login', to: paths.designerLogin.getHref() }],
  },
  {
    title: 'Policies',
    links: [
      { label: 'Returns & Refunds', to: paths.refundAndReturns.getHref() },
      { label: 'Privacy Policy', to: paths.privacy.getHref() },
      { label: 'Terms & Conditions', to: paths.terms.getHref() },
      { label: 'Shipping Policy', to: paths.shipping.getHref() },
    ],
  },
];
