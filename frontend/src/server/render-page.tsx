import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ChakraProvider } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { pageDataRequests } from '../app/page-data';
import { handlesOf, routes } from '../app/router';
import { makeStore } from '../app/store';
import type { ShopRequestContext } from '../lib/api/base-query';
import { shopApi } from '../lib/api/shop-api';
import { HeadProvider, type PageHead } from '../lib/head';
import { SERVER_STYLES_ATTRIBUTE } from '../lib/server-rendered-page';
import { shopSystem } from '../theme';
import { STYLE_CACHE_OPTIONS } from '../theme/style-cache';

/** A page rendered on the server, ready to go into the HTML template. */
export interface RenderedPage {
  status: number;
  /** The app's markup, for inside `#root`. */
  html: string;
  /** The theme's global styles, as `<style>` elements for the page's head (Emotion's, marked for the browser's cache to take over). */
  styles: string;
  head: PageHead | null;
  /** The API answers the page was made from, for the browser's store (`hydrateShopApi`). */
  state: { queries: Record<string, unknown>; mutations: Record<string, never>; provided: unknown };
  /** Whether a request the page needed failed (other than a 404): such a page is not cached. */
  degraded: boolean;
  /**
   * The API answers the page was made from, as one string (`pageDataSignature` makes the same
   * from fresh answers: equal, and the page would render the same); null when the page asked for
   * more than its known requests, whose answers alone then cannot tell.
   */
  dataSignature: string | null;
}

export interface RenderOptions {
  /** Where the page's API requests go, and how they are sent (the gateway's /api, by `GatewayClient`). */
  requests: ShopRequestContext;
  /** The shop's public origin, for canonical URLs and previews. */
  publicOrigin: string;
}

/**
 * The page's known requests are made before the first render (`app/page-data.ts`), so a page
 * usually renders once; one a component asks for besides takes a pass more. More passes than
 * this mean a page keeps asking, and the last render is served as it is.
 */
const MAX_PASSES = 4;

const handler = createStaticHandler(routes);

/** A Suspense boundary that suspended in a synchronous render: React leaves it for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Emotion's cache, set to collect the styles a render uses rather than write each `<style>` into
 * the markup: collected, they go into the head, which the browser's Emotion takes over as they are.
 */
function styleCollector(): EmotionCache {
  const cache = createCache(STYLE_CACHE_OPTIONS);
  cache.compat = true;
  return cache;
}

let themeStyles: string | undefined;

/**
 * The theme's global styles (the reset, the body's styles, the tokens' CSS variables), which the
 * storefront's styles made at build time are written in. They never change, so Chakra's provider
 * renders them once per process; the pages themselves render without Chakra (src/app/chakra).
 */
function globalThemeStyles(): string {
  if (themeStyles === undefined) {
    const cache = styleCollector();
    const html = renderToString(
      <CacheProvider value={cache}>
        <ChakraProvider value={shopSystem()}>{null}</ChakraProvider>
      </CacheProvider>,
    );
    const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
    const chunks = extractCriticalToChunks(html);
    // Only the global styles' chunks hold anything: the tree has no styled element.
    themeStyles = inPlace(constructStyleTagsFromChunks({ ...chunks, styles: chunks.styles.filter((chunk) => chunk.css !== '') }));
  }
  return themeStyles;
}

/**
 * The React tree once, to a string. Synchronous rendering is the fastest, and writes no inline
 * scripts (which the content security policy would refuse); only when a lazily loaded page or
 * section has not loaded yet in this process (a boundary suspended), an asynchronous render loads
 * it, and the synchronous one runs again.
 */
async function renderOnce(element: () => React.ReactElement): Promise<{ html: string; styles: string }> {
  let html = renderToString(element());
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) {
    const { prelude } = await prerenderToNodeStream(element());
    await text(prelude as Readable);
    html = renderToString(element());
  }
  return { html, styles: globalThemeStyles() };
}

/**
 * Names the head's style elements by SERVER_STYLES_ATTRIBUTE instead of Emotion's `data-emotion`,
 * which has the browser's Emotion re-insert each one at the end of the head as the app loads (the
 * browser then works out the whole page's style and layout again). The app takes them over where
 * they are, by the names in the attribute (lib/chakra/server-styles.ts).
 */
function inPlace(styleTags: string): string {
  return styleTags.replace(/<style data-emotion="([^"]*)"/g, `<style ${SERVER_STYLES_ATTRIBUTE}="$1"`);
}

/**
 * Renders one of the shop's public pages (`isServerRendered`) with its data: each pass starts the
 * requests the page's components make (RTK Query hooks run them during a server render), the
 * next pass renders with their answers, until a pass asks for nothing new.
 */
export async function renderPage(url: URL, options: RenderOptions): Promise<RenderedPage | Response> {
  const context = await handler.query(new Request(url.href, { method: 'GET' }));
  if (context instanceof Response) return context; // a redirect
  const router = createStaticRouter(handler.dataRoutes, context);
  const store = makeStore(undefined, options.requests);

  let head: PageHead | null = null;
  let status = context.statusCode;
  const tree = () => (
    <HeadProvider origin={options.publicOrigin} collect={(next) => (head = next)} status={(code) => (status = code)}>
      <AppProviders store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </HeadProvider>
  );

  // A request that failed is asked again whenever a component subscribes to it anew (every pass):
  // a request already made once ends the passes instead.
  const asked = new Set<string>();
  // The requests the page is known to make, all at once; the passes below catch any other.
  const known = pageDataRequests(url, handlesOf(context.matches)).map((request) => store.dispatch(request) as PromiseLike<unknown> & { queryCacheKey: string });
  known.forEach((request) => asked.add(request.queryCacheKey));
  await Promise.all(known);

  const knownKeys = new Set(asked);
  let rendered = { html: '', styles: '' };
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    head = null;
    status = context.statusCode;
    rendered = await renderOnce(tree);
    const running = store.dispatch(shopApi.util.getRunningQueriesThunk());
    const fresh = running.filter((query) => !asked.has(query.queryCacheKey));
    if (fresh.length === 0) {
      // Asked again only because it failed: its answer (a 404, say) goes with the page, as it did before.
      await Promise.all(running);
      break;
    }
    running.forEach((query) => asked.add(query.queryCacheKey));
    await Promise.all(running);
  }

  const api = store.getState()[shopApi.reducerPath];
  const { queries, degraded } = answersIn(api.queries);
  store.dispatch(shopApi.util.resetApiState());
  const dataSignature = Object.keys(queries).every((key) => knownKeys.has(key)) ? signatureOf(queries) : null;
  // What RTK Query takes back (extractRehydrationInfo): the answers and which tags they provide.
  return { status, ...rendered, head, state: { queries, mutations: {}, provided: api.provided }, degraded, dataSignature };
}

type QueryEntries = ReturnType<ReturnType<typeof makeStore>['getState']>[typeof shopApi.reducerPath]['queries'];

/** The answers a page goes out with; degraded when one it needed failed (other than a 404). */
function answersIn(entries: QueryEntries): { queries: Record<string, unknown>; degraded: boolean } {
  const queries: Record<string, unknown> = {};
  let degraded = false;
  for (const [key, entry] of Object.entries(entries)) {
    const missing = entry?.status === 'rejected' && (entry.error as { status?: unknown } | undefined)?.status === 404;
    // A 404 goes with the page too: the browser's first render shows the same "not found" the server did.
    if (entry?.status === 'fulfilled' || missing) queries[key] = entry;
    else if (entry?.status === 'rejected') degraded = true;
  }
  return { queries, degraded };
}

/** The answers alone, in a fixed order: not when or by which request they came. */
function signatureOf(queries: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(queries)
      .sort()
      .map((key) => {
        const { status, data, error } = queries[key] as { status: string; data?: unknown; error?: unknown };
        return [key, status, data ?? null, error ?? null];
      }),
  );
}

/**
 * The signature the page at `url` would have now, from its known requests alone (no render), for
 * the renderer to tell whether a kept page is still what it would render; null when a request
 * failed.
 */
export async function pageDataSignature(url: URL, requests: ShopRequestContext): Promise<string | null> {
  const store = makeStore(undefined, requests);
  await Promise.all(pageDataRequests(url).map((request) => store.dispatch(request) as PromiseLike<unknown>));
  const { queries, degraded } = answersIn(store.getState()[shopApi.reducerPath].queries);
  store.dispatch(shopApi.util.resetApiState());
  return degraded ? null : signatureOf(queries);
}
