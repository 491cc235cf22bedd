import { Agent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The renderer's answer headers the gateway passes on; the gateway's own (security, correlation) stay. */
const PASSED_ON = ['content-type', 'content-encoding', 'content-length', 'etag', 'cache-control', 'vary'] as const;
/** The shopper's request headers the renderer needs: how to encode the page, and which copy the browser has. */
const FORWARDED = ['accept-encoding', 'if-none-match'] as const;

/**
 * Forwards page requests to the page renderer (frontend/src/server, issue 21), which renders the
 * shop's public pages with their data. The gateway stays thin: it neither renders nor caches; it
 * streams the renderer's answer (already compressed) through. When the renderer cannot answer, the
 * shopper gets the SPA, which renders the page in the browser as before.
 */
export class PageRenderer {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 256 });
  private readonly base: URL;

  constructor(
    rendererUrl: string,
    private readonly timeoutMs: number,
  ) {
    this.base = new URL(rendererUrl);
  }

  /** Answers the page from the renderer; false (nothing sent) when the renderer is unreachable or failed. */
  async forward(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const answer = await this.ask(request.url, request.headers).catch(() => null);
    if (!answer) return false;
    if ((answer.statusCode ?? 500) >= 500 && answer.headers['content-type']?.startsWith('text/html') !== true) {
      answer.resume();
      return false;
    }
    for (const name of PASSED_ON) {
      const value = answer.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    await reply.status(answer.statusCode ?? 200).send(answer);
    return true;
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
