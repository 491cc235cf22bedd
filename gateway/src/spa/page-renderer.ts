import { Agent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { Logger } from '@nestjs/common';
import { PAGE_FRESH_FOR_HEADER, pageAddress, preferredEncoding } from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The renderer's answer headers the gateway passes on; the gateway's own (security, correlation) stay. */
const PASSED_ON = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'] as const;
/** The shopper's request headers the renderer needs: how to encode the page, and which copy the browser has. */
const FORWARDED = ['accept-encoding', 'if-none-match'] as const;
/** Pages the gateway keeps at once (a page is some 25 kB compressed): a few megabytes at most. */
const MAX_KEPT_PAGES = 500;

interface KeptPage {
  status: number;
  headers: Partial<Record<(typeof PASSED_ON)[number], string>>;
  body: Buffer;
  freshUntil: number;
}

/**
 * Forwards page requests to the page renderer (frontend/src/server, issue 21), which renders the
 * shop's public pages with their data. The gateway stays thin: it never renders; it passes the
 * renderer's answer (already compressed) on, and answers a page the renderer has just rendered
 * from a copy for as long as the renderer says the page is fresh (under a second), which spares
 * the hop for a popular page. When the renderer cannot answer, the shopper gets the SPA, which
 * renders the page in the browser as before, and the gateway logs why.
 */
export class PageRenderer {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 256 });
  private readonly base: URL;
  private readonly kept = new Map<string, KeptPage>();
  /** Pages being asked for: the requests that arrive meanwhile wait for that answer rather than ask again. */
  private readonly asking = new Map<string, Promise<KeptPage | null>>();

  constructor(
    rendererUrl: string,
    private readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
    private readonly log: Pick<Logger, 'warn'> = new Logger('PageRenderer'),
  ) {
    this.base = new URL(rendererUrl);
  }

  /** How many pages the gateway holds a copy of. */
  get pagesKept(): number {
    return this.kept.size;
  }

  /** Answers the page from the renderer; false (nothing sent) when the renderer is unreachable or failed. */
  async forward(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    // The renderer answers each encoding differently, so each is kept apart; a shared link's
    // tracking parameters are no part of the page (the renderer renders it without them).
    const key = `${preferredEncoding(request.headers['accept-encoding'])} ${pageAddress(request.url)}`;
    const page = this.fresh(key) ?? (await this.askOnce(key, request));
    if (!page) return false;
    for (const [name, value] of Object.entries(page.headers)) reply.header(name, value);
    if (page.status === 200 && page.headers.etag !== undefined && request.headers['if-none-match'] === page.headers.etag) {
      await reply.status(304).send();
      return true;
    }
    await reply.status(page.status).send(page.body);
    return true;
  }

  private fresh(key: string): KeptPage | undefined {
    const page = this.kept.get(key);
    if (page && page.freshUntil > this.now()) return page;
    if (page) this.kept.delete(key);
    return undefined;
  }

  private askOnce(key: string, request: FastifyRequest): Promise<KeptPage | null> {
    let answer = this.asking.get(key);
    if (!answer) {
      answer = this.render(key, request)
        .catch((error: unknown) => this.servedTheSpa(request.url, (error as Error).message))
        .finally(() => this.asking.delete(key));
      this.asking.set(key, answer);
    }
    return answer;
  }

  private async render(key: string, request: FastifyRequest): Promise<KeptPage | null> {
    // Asked without the browser's validator: the gateway keeps the whole page, and answers the 304 itself.
    const { 'if-none-match': _validator, ...headers } = request.headers;
    const answer = await this.ask(request.url, headers);
    const status = answer.statusCode ?? 500;
    if (status >= 500 && answer.headers['content-type']?.startsWith('text/html') !== true) {
      answer.resume();
      return this.servedTheSpa(request.url, `the renderer answered ${status}`);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of answer) chunks.push(chunk as Buffer);
    const page: KeptPage = { status, headers: {}, body: Buffer.concat(chunks), freshUntil: 0 };
    for (const name of PASSED_ON) {
      const value = answer.headers[name];
      if (typeof value === 'string') page.headers[name] = value;
    }
    const freshFor = Number(answer.headers[PAGE_FRESH_FOR_HEADER]);
    if (Number.isFinite(freshFor) && freshFor > 0) {
      page.freshUntil = this.now() + Math.min(freshFor, 1000);
      this.keep(key, page);
    }
    return page;
  }

  private servedTheSpa(path: string, reason: string): null {
    this.log.warn(`Page ${path} served as the SPA, without its server rendering: ${reason}`);
    return null;
  }

  private keep(key: string, page: KeptPage): void {
    this.kept.delete(key);
    // Kept in the order they came, each for under a second: the ones past their time are first.
    for (const [oldKey, oldPage] of this.kept) {
      if (oldPage.freshUntil > this.now()) break;
      this.kept.delete(oldKey);
    }
    if (this.kept.size >= MAX_KEPT_PAGES) {
      // Maps keep insertion order: the first key is the page kept longest ago.
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
    this.kept.set(key, page);
  }

  private ask(path: string, headers: IncomingHttpHeaders): Promise<IncomingMessage> {
    const forwarded: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = headers[name];
      if (typeof value === 'string') forwarded[name] = value;
    }
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        { host: this.base.hostname, port: this.base.port, path, method: 'GET', headers: forwarded, agent: this.agent, timeout: this.timeoutMs },
        resolve,
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`the renderer took longer than ${this.timeoutMs} ms`)));
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
