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

/** A longer query is no link a shopper shares: the browser renders it, and the renderer's cache keeps its room. */
const MAX_QUERY_LENGTH = 512;

/**
 * Parameters that make a page the shopper's own: a search (`q`, counted against the shopper's own
 * search limit, which the renderer must not spend for everyone) and "Review this print" (`review`,
 * which needs the shopper's session).
 */
const BROWSER_ONLY_PARAMETERS = ['q', 'review'];

/** A path no page answers: rendered too, so its answer is a real 404 rather than an empty 200. */
function isUnknown(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return matches === null || matches[matches.length - 1].route.path === '*';
}

/**
 * Whether the server renders the page at `url`, with its whole address: the browser hydrates the
 * page at that address, so links built from it (a collection's next page) must be the same.
 */
export function isServerRendered(url: URL): boolean {
  if (url.search.length > MAX_QUERY_LENGTH || BROWSER_ONLY_PARAMETERS.some((name) => url.searchParams.has(name))) return false;
  return SERVER_RENDERED.some((pattern) => matchPath(pattern, url.pathname) !== null) || isUnknown(url.pathname);
}
