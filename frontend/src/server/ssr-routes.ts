import { matchPath, matchRoutes } from 'react-router';
import { routes } from '../app/router';
import { paths } from '../lib/paths';

/**
 * The pages the server renders with their data: what shoppers arrive at from shared links and
 * search results. Cart, checkout, account pages, the back office and the trade portal are the
 * shopper's own or staff's and stay rendered in the browser (the template alone).
 */
const SERVER_RENDERED = [
  paths.home.path,
  paths.collection.path,
  paths.product.path,
  paths.blog.path,
  paths.blogPost.path,
  paths.about.path,
  paths.contact.path,
  paths.refundAndReturns.path,
  paths.privacy.path,
  paths.shipping.path,
  paths.terms.path,
];

/** A path no page answers: rendered too, so its answer is a real 404 rather than an empty 200. */
function isUnknown(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return matches === null || matches[matches.length - 1].route.path === '*';
}

export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED.some((pattern) => matchPath(pattern, pathname) !== null) || isUnknown(pathname);
}
