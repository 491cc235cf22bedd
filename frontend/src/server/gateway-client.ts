import { Agent, request as httpRequest } from 'node:http';
import type { ShopRequestContext, ShopResponse } from '../lib/api/base-query';

/**
 * The answers every page is made from, whatever the page (the header's categories, the footer's
 * shop settings): asked of the gateway once for all the pages rendered within a moment.
 */
const SHARED_PATHS = new Set(['/api/categories', '/api/site-settings']);

/** A request the gateway has not answered in this long fails, and the page is not kept (`degraded`). */
const REQUEST_TIMEOUT_MS = 10_000;

interface Answer {
  status: number;
  statusText: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

interface SharedAnswer {
  askedAt: number;
  answer: Promise<Answer>;
}

/** One page's requests: what its store sends them with, and how old the oldest answer it used is. */
export interface PageRequests {
  /** For the page's store (`makeStore`): the gateway's address, and this client to send by. */
  context: Required<ShopRequestContext>;
  /** When the oldest answer the page was made from was asked for (when the page's requests began, if none was older). */
  readonly dataAskedAt: number;
}

/**
 * The page renderer's requests to the gateway's API. A page makes up to five requests, and the
 * renderer makes hundreds of pages a second, so they go the cheapest way that is still the
 * gateway's public API: plain HTTP on kept-alive connections, answers uncompressed (the gateway
 * is next door: compressing and decompressing cost both sides more than the bytes), and the
 * answers that are the same on every page (`SHARED_PATHS`) asked once for all the pages made
 * within `sharedForMs`. A page made from such an answer is as old as that answer: the page cache
 * counts its second from `dataAskedAt`, so nothing shown is ever older than a second.
 */
export class GatewayClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 64 });
  private readonly shared = new Map<string, SharedAnswer>();

  constructor(
    /** The gateway (`http://127.0.0.1:8080`), whose /api the pages' requests go to. */
    private readonly origin: string,
    private readonly sharedForMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The requests of one page (or of one check of its data), which remember the oldest answer they gave. */
  forPage(): PageRequests {
    let dataAskedAt = this.now();
    return {
      context: {
        apiOrigin: this.origin,
        fetch: async (url, init) => {
          const { askedAt, answer } = this.answer(url, init);
          dataAskedAt = Math.min(dataAskedAt, askedAt);
          return responseOf(await answer);
        },
      },
      get dataAskedAt() {
        return dataAskedAt;
      },
    };
  }

  close(): void {
    this.agent.destroy();
  }

  private answer(url: string, init: RequestInit): SharedAnswer {
    const address = new URL(url);
    const method = init.method ?? 'GET';
    if (this.sharedForMs <= 0 || method !== 'GET' || address.search !== '' || !SHARED_PATHS.has(address.pathname)) {
      return { askedAt: this.now(), answer: this.send(address, method, init) };
    }
    const kept = this.shared.get(address.pathname);
    if (kept && this.now() - kept.askedAt < this.sharedForMs) return kept;
    // Without the page's abort signal: other pages wait for this answer too.
    const asked: SharedAnswer = { askedAt: this.now(), answer: this.send(address, method, { ...init, signal: undefined }) };
    this.shared.set(address.pathname, asked);
    // Only a good answer is shared: a failure is for the page that met it, and the next asks again.
    const forget = () => {
      if (this.shared.get(address.pathname) === asked) this.shared.delete(address.pathname);
    };
    asked.answer.then((answer) => answer.status !== 200 && forget(), forget);
    return asked;
  }

  private send(address: URL, method: string, init: RequestInit): Promise<Answer> {
    const body = typeof init.body === 'string' ? init.body : undefined;
    const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'identity' };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: address.hostname,
          port: address.port,
          path: `${address.pathname}${address.search}`,
          method,
          headers,
          agent: this.agent,
          timeout: REQUEST_TIMEOUT_MS,
          signal: init.signal ?? undefined,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () =>
            resolve({ status: incoming.statusCode ?? 500, statusText: incoming.statusMessage ?? '', headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') }),
          );
          incoming.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`the gateway took longer than ${REQUEST_TIMEOUT_MS} ms to answer ${address.pathname}`)));
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }
}

function responseOf({ status, statusText, headers, body }: Answer): ShopResponse {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: {
      get: (name) => {
        const value = headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
    text: async () => body,
  };
}
