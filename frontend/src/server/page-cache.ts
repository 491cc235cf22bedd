import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { preferredEncoding } from '@shop/contracts/src/http/page-rendering-constants';

/**
 * Brotli's quality for a page. A page rendered afresh is usually sent once, so compressing it is
 * part of every such page's cost: 3 takes a product page's 138 kB in ~1.2 ms to 25.4 kB, where 5
 * took ~2.7 ms for 22.6 kB (a few milliseconds more on a slow phone network, once).
 */
const BROTLI_QUALITY = 3;

/** A page as the renderer answers it: the HTML once, its compressed forms made on first demand. */
export class CachedPage {
  readonly etag: string;
  private gzip?: Buffer;
  private brotli?: Buffer;

  constructor(
    readonly status: number,
    readonly html: Buffer,
    readonly cacheable: boolean,
    /**
     * When the page was last known to be what a render would give (rendered, or renewed): when
     * the oldest answer it was made from was asked for.
     */
    readonly renderedAt: number,
    /** Its data's signature (`pageDataSignature`), or null for a page that can only be rendered again. */
    readonly dataSignature: string | null = null,
    /** When it was really rendered. */
    readonly firstRenderedAt: number = renderedAt,
    etag?: string,
  ) {
    this.etag = etag ?? `"${createHash('sha1').update(html).digest('base64url')}"`;
  }

  /** The same page, found unchanged at `now`: its HTML, ETag and compressed forms carry over. */
  renewed(now: number): CachedPage {
    const page = new CachedPage(this.status, this.html, this.cacheable, now, this.dataSignature, this.firstRenderedAt, this.etag);
    page.gzip = this.gzip;
    page.brotli = this.brotli;
    return page;
  }

  /** The body in the best encoding the client accepts: Brotli, then gzip, else the HTML itself. */
  body(acceptEncoding: string | undefined): { encoding: 'br' | 'gzip' | null; bytes: Buffer } {
    const encoding = preferredEncoding(acceptEncoding);
    if (encoding === 'br') {
      this.brotli ??= brotliCompressSync(this.html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: this.html.length } });
      return { encoding: 'br', bytes: this.brotli };
    }
    if (encoding === 'gzip') {
      this.gzip ??= gzipSync(this.html, { level: 6 });
      return { encoding: 'gzip', bytes: this.gzip };
    }
    return { encoding: null, bytes: this.html };
  }
}

/** The part of a page's time after which a request for it has it made afresh in the background. */
const REMAKE_FROM = 0.75;

/** A page's data as it is now, told by its signature. */
export interface PageDataNow {
  /** `pageDataSignature`'s; null when that cannot be told. */
  signature: string | null;
  /** When the oldest answer it was told from was asked for: a page renewed by it is as old as that. */
  askedAt: number;
}

/** How to make a page afresh: render it, or first ask whether its data changed (cheaper). */
export interface PageSource {
  render: () => Promise<CachedPage>;
  signature?: () => Promise<PageDataNow>;
}

/**
 * Rendered pages by address for at most `maxAgeMs`, so a product or price changed in the back
 * office shows within that time; requests for a page being made wait for that one.
 *
 * A page asked for in the last quarter of its time is made afresh in the background while it is
 * still served, so a popular page never keeps shoppers waiting for a render. Making it afresh
 * first fetches its data: when that is what the page was made from, the page is renewed as it is
 * (a few API requests instead of a render); else, or once the page is `renderAgainAfterMs` old,
 * it is rendered again.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly making = new Map<string, Promise<CachedPage>>();
  private renewed = 0;

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    private readonly renderAgainAfterMs = 60_000,
  ) {}

  /** How many pages are held. */
  get size(): number {
    return this.pages.size;
  }

  /** How many times a kept page was found unchanged by its data and renewed instead of rendered. */
  get renewals(): number {
    return this.renewed;
  }

  /**
   * How long, in milliseconds, a copy of the page may be answered elsewhere (the gateway's): until
   * the renderer starts making it afresh, so the next request for it comes here in time for that
   * (0 for a page not kept).
   */
  freshFor(page: CachedPage): number {
    return page.cacheable ? Math.max(0, this.maxAgeMs * REMAKE_FROM - (this.now() - page.renderedAt)) : 0;
  }

  async get(key: string, { render, signature }: PageSource): Promise<CachedPage> {
    const kept = this.pages.get(key);
    const age = kept ? this.now() - kept.renderedAt : Infinity;
    if (kept && age < this.maxAgeMs) {
      if (age >= this.maxAgeMs * REMAKE_FROM) this.make(key, kept, render, signature).catch(() => undefined);
      return kept;
    }
    return this.make(key, kept, render, signature);
  }

  private make(key: string, kept: CachedPage | undefined, render: PageSource['render'], signature: PageSource['signature']): Promise<CachedPage> {
    const pending = this.making.get(key);
    if (pending) return pending;
    const made = this.remake(kept, render, signature)
      .then((page) => {
        if (page.cacheable && this.maxAgeMs > 0) this.store(key, page);
        else this.pages.delete(key);
        return page;
      })
      .finally(() => this.making.delete(key));
    this.making.set(key, made);
    return made;
  }

  private async remake(kept: CachedPage | undefined, render: PageSource['render'], signature: PageSource['signature']): Promise<CachedPage> {
    if (kept?.dataSignature && signature && this.now() - kept.firstRenderedAt < this.renderAgainAfterMs) {
      // Fresh as of when its data was asked for, not when the answers came.
      const now = await signature();
      if (now.signature === kept.dataSignature) {
        this.renewed += 1;
        return kept.renewed(now.askedAt);
      }
    }
    return render();
  }

  private store(key: string, page: CachedPage): void {
    this.pages.delete(key);
    // Pages are kept in the order they were made, so the stale ones are first: they go, and
    // a page asked for once (a link with a query of its own) is not held past its time.
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
