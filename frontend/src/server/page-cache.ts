import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { preferredEncoding } from '@shop/contracts/src/http/page-rendering-constants';

/** A page as the renderer answers it: the HTML once, its compressed forms made on first demand. */
export class CachedPage {
  readonly etag: string;
  private gzip?: Buffer;
  private brotli?: Buffer;

  constructor(
    readonly status: number,
    readonly html: Buffer,
    readonly cacheable: boolean,
    readonly renderedAt: number,
  ) {
    this.etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
  }

  /** The body in the best encoding the client accepts: Brotli, then gzip, else the HTML itself. */
  body(acceptEncoding: string | undefined): { encoding: 'br' | 'gzip' | null; bytes: Buffer } {
    const encoding = preferredEncoding(acceptEncoding);
    if (encoding === 'br') {
      this.brotli ??= brotliCompressSync(this.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.html.length } });
      return { encoding: 'br', bytes: this.brotli };
    }
    if (encoding === 'gzip') {
      this.gzip ??= gzipSync(this.html, { level: 6 });
      return { encoding: 'gzip', bytes: this.gzip };
    }
    return { encoding: null, bytes: this.html };
  }
}

/**
 * Rendered pages by address for at most `maxAgeMs`, so a product or price changed in the back
 * office shows within that time; requests for a page being rendered wait for that one render.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<CachedPage>>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** How many pages are held. */
  get size(): number {
    return this.pages.size;
  }

  /** The page at `key` while it is fresh. */
  peek(key: string): CachedPage | undefined {
    const cached = this.pages.get(key);
    return cached && this.now() - cached.renderedAt < this.maxAgeMs ? cached : undefined;
  }

  /** How much longer the page stays fresh, in milliseconds (0 for a page not kept). */
  freshFor(page: CachedPage): number {
    return page.cacheable ? Math.max(0, this.maxAgeMs - (this.now() - page.renderedAt)) : 0;
  }

  async get(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const cached = this.peek(key);
    if (cached) return cached;
    const pending = this.rendering.get(key);
    if (pending) return pending;

    const rendered = render().finally(() => this.rendering.delete(key));
    this.rendering.set(key, rendered);
    const page = await rendered;
    if (page.cacheable && this.maxAgeMs > 0) this.store(key, page);
    else this.pages.delete(key);
    return page;
  }

  private store(key: string, page: CachedPage): void {
    this.pages.delete(key);
    // Pages are kept in the order they were rendered, so the stale ones are first: they go, and
    // a page asked for once (a link with a query of its own) is not held past its second.
    for (const [oldKey, oldPage] of this.pages) {
      if (this.now() - oldPage.renderedAt < this.maxAgeMs) break;
      this.pages.delete(oldKey);
    }
    if (this.pages.size >= this.maxEntries) {
      // Maps keep insertion order: the first key is the page stored longest ago.
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.set(key, page);
  }
}
