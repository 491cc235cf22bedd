// Serves the shop's public pages: renders them with their data, keeps each a second, and answers
// the health port; as one of several page processes (RENDERER_PROCESSES), it tells the first
// process when it is ready and its counts when asked (page-processes.ts), which answers the port.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { PAGE_FRESH_FOR_HEADER, searchWithoutTracking } from '@shop/contracts/src/http/page-rendering-constants';
import { preloadAllPages } from '../app/router';
import { pageDataSignature, renderPage } from './render-page';
import { RendererMetrics } from './metrics';
import { GatewayClient } from './gateway-client';
import { healthServer } from './health-server';
import { CachedPage, PageCache, type PageDataNow } from './page-cache';
import { pageTemplate, withInlineStylesheets } from './page-template';
import type { FromPageProcess, ToPageProcess } from './page-processes';
import { log } from './server-log';
import type { RendererSettings } from './settings';
import { isServerRendered } from './ssr-routes';

/** `alone`: the renderer's only process, answering its health port itself; `page process`: one of several. */
export type PageServerRole = 'alone' | 'page process';

export function servePages(settings: RendererSettings, role: PageServerRole): void {
  const indexHtml = readFileSync(join(settings.staticDir, 'index.html'), 'utf8');
  const fillTemplate = pageTemplate(withInlineStylesheets(indexHtml, (href) => readFileSync(join(settings.staticDir, href), 'utf8')));
  const shell = new CachedPage(200, Buffer.from(indexHtml), true, 0);
  const cache = new PageCache(settings.pageCacheMs, settings.pageCacheEntries);
  // The answers every page shares are asked for again after a tenth of a page's time: a page made
  // from one lives that much less (its second counts from the answer), a page rendered afresh shares
  // them with the pages made in the same tenth of a second.
  const gateway = new GatewayClient(settings.gatewayUrl, settings.pageCacheMs / 10);
  const metrics = new RendererMetrics();

  async function render(url: URL): Promise<CachedPage> {
    const timer = performance.now();
    const requests = gateway.forPage();
    const page = await renderPage(url, { requests: requests.context, publicOrigin: settings.publicOrigin });
    if (page instanceof Response) throw new Error(`${url.pathname} redirected, which no public page does`);
    const html = fillTemplate(page, settings.publicOrigin);
    metrics.pageRendered((performance.now() - timer) / 1000, page.degraded);
    // Fresh as of when its oldest data was asked for.
    return new CachedPage(page.degraded ? 503 : page.status, Buffer.from(html), !page.degraded, requests.dataAskedAt, page.dataSignature);
  }

  async function dataNow(url: URL): Promise<PageDataNow> {
    const requests = gateway.forPage();
    const signature = await pageDataSignature(url, requests.context);
    return { signature, askedAt: requests.dataAskedAt };
  }

  function send(request: IncomingMessage, response: ServerResponse, page: CachedPage, cacheControl: string): void {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    const freshFor = page === shell ? 0 : cache.freshFor(page);
    if (freshFor > 0) response.setHeader(PAGE_FRESH_FOR_HEADER, String(freshFor));
    response.setHeader('Cache-Control', cacheControl);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('ETag', page.etag);
    if (page.status === 200 && request.headers['if-none-match'] === page.etag) {
      response.writeHead(304).end();
      return;
    }
    const { encoding, bytes } = page.body(request.headers['accept-encoding']);
    if (encoding) response.setHeader('Content-Encoding', encoding);
    response.setHeader('Content-Length', bytes.length);
    response.writeHead(page.status).end(request.method === 'HEAD' ? undefined : bytes);
  }

  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let url: URL;
    try {
      url = new URL(request.url ?? '/', settings.publicOrigin);
    } catch {
      response.writeHead(400).end();
      return;
    }
    // A shared link's tracking parameters change nothing on the page: it is rendered and kept
    // without them (one page for everyone who opens the link), and the browser hydrates it there.
    url.search = searchWithoutTracking(url.search);
    const key = `${url.pathname}${url.search}`;
    if (!isServerRendered(url)) {
      // A shopper's own page (cart, checkout, account, a search) or staff's: the SPA renders it in the browser.
      send(request, response, shell, 'no-cache');
      return;
    }
    const started = performance.now();
    cache
      .get(key, { render: () => render(url), signature: () => dataNow(url) })
      .then((rendered) => {
        // Browsers ask again every time (ETag makes a repeat visit cost a 304); the renderer's own copy lives a second.
        send(request, response, rendered, rendered.cacheable ? 'no-cache' : 'no-store');
        if (rendered.status >= 500) log('warn', 'Page rendered without some of its data', { path: url.pathname, ms: Math.round(performance.now() - started) });
      })
      .catch((error: unknown) => {
        metrics.renderFailed();
        log('error', 'Page failed to render; answered with the SPA', { path: url.pathname, error: (error as Error).stack ?? String(error) });
        if (!response.headersSent) send(request, response, shell, 'no-store');
      });
  });
  server.keepAliveTimeout = 65_000;

  let ready = false;
  // Alone, it answers the health port itself; one of several, it tells the first process its counts when asked, and that answers.
  const health = role === 'alone' ? healthServer(() => ready, async () => metrics.text(cache)) : null;
  if (role === 'page process') {
    process.on('message', (message: ToPageProcess) => {
      if (message.type === 'counts?') process.send?.({ type: 'counts', request: message.request, counts: metrics.counts(cache) } satisfies FromPageProcess);
    });
  }
  const listening = () => {
    ready = true;
    if (health) log('info', `Renderer listening on ${settings.port} (health ${settings.healthPort}), pages from ${settings.gatewayUrl}`);
    else process.send?.({ type: 'ready' } satisfies FromPageProcess);
  };

  // Ready once the pages' code is loaded: the first page after a start (a deploy, a restart after a
  // crash) then renders in one pass like the rest, rather than waiting on its modules.
  void preloadAllPages().then(
    () => server.listen(settings.port, () => (health ? health.listen(settings.healthPort, listening) : listening())),
    (error: unknown) => {
      log('error', `The pages' code did not load: ${(error as Error).stack ?? String(error)}`);
      process.exit(1);
    },
  );

  let stopping = false;
  function shutdown(signal: string): void {
    // A second signal (Ctrl-C's SIGINT, then the first process's SIGTERM) changes nothing: the grace still ends it.
    if (stopping) return;
    stopping = true;
    ready = false;
    log('info', `${signal}: finishing the pages in flight`);
    const timer = setTimeout(() => process.exit(0), settings.shutdownGraceMs);
    timer.unref();
    server.close(() => (health ? health.close(() => process.exit(0)) : process.exit(0)));
    server.closeIdleConnections();
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
