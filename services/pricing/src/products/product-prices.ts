import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ListProductPriceFacts, ProductsChanged, type PayloadOf, type ProductPriceFacts, type ReplyOf } from '@shop/contracts';
import { coalescedRead } from '@shop/database';
import { HandleEvent, newContext, RequestClient, ServiceError } from '@shop/messaging';
import { PRICING_CONFIG } from '../pricing.config';
import type { PricingConfig } from '../config';

const titleKey = (title: string) => title.trim().toLowerCase();
const UNKNOWN_ID_LOOKUP_MS = 1000;
/** How long a full re-read waits for more changes too large to name. */
const FULL_READ_DELAY_MS = 250;

/**
 * The catalog's product prices, held in memory: pricing owns no product data and asks the
 * catalog (never its database). At start it pages through every product's facts; then it
 * follows `product.changed.v1` (every replica gets every event) and re-reads only the products
 * named, or pages through them all again after a change too large to name. A slow full re-read
 * (PRODUCT_PRICES_REFRESH_MS) mends what a lost event would leave behind. Until the first read
 * succeeds, pricing a product answers 503 rather than guessing.
 */
@Injectable()
export class ProductPrices implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger(ProductPrices.name);
  private byId = new Map<number, ProductPriceFacts>();
  private byTitle = new Map<string, ProductPriceFacts>();
  private loaded = false;
  private lastUnknownLookup = 0;
  private timer: NodeJS.Timeout | null = null;
  private fullReadTimer: NodeJS.Timeout | null = null;
  /** Reads every product's facts, a page at a time; calls made together share a read (coalescedRead). */
  readonly readAll = coalescedRead(() => this.pageThrough());

  constructor(
    private readonly client: RequestClient,
    @Inject(PRICING_CONFIG) private readonly config: PricingConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.readAll().catch((error: Error) => this.log.warn(`Catalog prices not loaded yet: ${error.message}`));
    this.timer = setInterval(
      () => void this.readAll().catch((error: Error) => this.log.warn(`Re-reading catalog prices failed: ${error.message}`)),
      this.config.PRODUCT_PRICES_REFRESH_MS,
    );
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.fullReadTimer) clearTimeout(this.fullReadTimer);
  }

  /**
   * Follows the catalog: the products named are read again. After a change too large to name,
   * every product is read again, once for a burst of such changes (a bulk import writes one per
   * statement): the read starts a moment later and the events are acknowledged at once.
   */
  @HandleEvent(ProductsChanged, { durable: 'pricing-product-prices', everyReplica: true })
  async productsChanged(event: PayloadOf<typeof ProductsChanged>): Promise<void> {
    if (event.productIds !== null) return this.readSome(event.productIds);
    this.fullReadTimer ??= setTimeout(() => {
      this.fullReadTimer = null;
      void this.readAll().catch((error: Error) => this.log.warn(`Re-reading catalog prices failed: ${error.message}`));
    }, FULL_READ_DELAY_MS);
  }

  /**
   * A product by id when given, else by title (case-insensitive); undefined when none matches.
   * An id we do not know may be a product added a moment ago: the catalog is asked for it, at
   * most once a second, so a burst of unknown ids cannot flood it.
   */
  async find(by: { productId?: number; productName?: string }): Promise<ProductPriceFacts | undefined> {
    if (!this.loaded) {
      await this.readAll().catch(() => {
        throw new ServiceError(503, 'Prices are not available yet, please try again shortly');
      });
    }
    if (by.productId === undefined) return by.productName === undefined ? undefined : this.byTitle.get(titleKey(by.productName));
    if (!this.byId.has(by.productId) && Date.now() - this.lastUnknownLookup >= UNKNOWN_ID_LOOKUP_MS) {
      this.lastUnknownLookup = Date.now();
      await this.readSome([by.productId]).catch((error: Error) => this.log.warn(`Looking up product ${by.productId} failed: ${error.message}`));
    }
    return this.byId.get(by.productId);
  }

  /** Up to `count` products that pass `test`, in id order (the back office's price previews). */
  sample(test: (facts: ProductPriceFacts) => boolean, count: number): ProductPriceFacts[] {
    const found: ProductPriceFacts[] = [];
    for (const facts of this.byId.values()) {
      if (found.length === count) break;
      if (test(facts)) found.push(facts);
    }
    return found;
  }

  private async pageThrough(): Promise<void> {
    const byId = new Map<number, ProductPriceFacts>();
    let afterId: number | null = 0;
    while (afterId !== null) {
      const page: ReplyOf<typeof ListProductPriceFacts> = await this.client.request(ListProductPriceFacts, { afterId }, newContext());
      for (const facts of page.items) byId.set(facts.id, facts);
      afterId = page.nextAfterId;
    }
    this.byId = byId;
    this.byTitle = new Map([...byId.values()].map((facts) => [titleKey(facts.title), facts]));
    this.loaded = true;
  }

  /** Reads the named products again; one that no longer exists is forgotten. */
  private async readSome(ids: readonly number[]): Promise<void> {
    const { items } = await this.client.request(ListProductPriceFacts, { ids: [...ids] }, newContext());
    const found = new Map(items.map((facts) => [facts.id, facts]));
    for (const id of ids) {
      const before = this.byId.get(id);
      if (before && this.byTitle.get(titleKey(before.title)) === before) this.byTitle.delete(titleKey(before.title));
      const now = found.get(id);
      if (now) {
        this.byId.set(id, now);
        this.byTitle.set(titleKey(now.title), now);
      } else {
        this.byId.delete(id);
      }
    }
  }
}
