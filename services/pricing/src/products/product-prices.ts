import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ListProductPriceFacts, type ProductPriceFacts } from '@shop/contracts';
import { newContext, RequestClient, ServiceError } from '@shop/messaging';
import { PRICING_CONFIG } from '../pricing.config';
import type { PricingConfig } from '../config';

const titleKey = (title: string) => title.trim().toLowerCase();
const UNKNOWN_ID_REFRESH_MS = 1000;

/**
 * The catalog's product prices, held in memory and re-read on a timer: pricing owns no
 * product data and asks the catalog (never its database). Until the first read succeeds,
 * pricing a product answers 503 rather than guessing.
 */
@Injectable()
export class ProductPrices implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger(ProductPrices.name);
  private byId = new Map<number, ProductPriceFacts>();
  private byTitle = new Map<string, ProductPriceFacts>();
  private loaded = false;
  private lastRead = 0;
  private timer: NodeJS.Timeout | null = null;
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly client: RequestClient,
    @Inject(PRICING_CONFIG) private readonly config: PricingConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.refresh().catch((error: Error) => this.log.warn(`Catalog prices not loaded yet: ${error.message}`));
    this.timer = setInterval(
      () => void this.refresh().catch((error: Error) => this.log.warn(`Refreshing catalog prices failed: ${error.message}`)),
      this.config.PRODUCT_PRICES_REFRESH_MS,
    );
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  refresh(): Promise<void> {
    this.refreshing ??= this.read().finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  /**
   * A product by id when given, else by title (case-insensitive); undefined when none matches.
   * An id we do not know may be a product added since the last read: the catalog is asked
   * again, at most once a second, so a burst of unknown ids cannot flood it.
   */
  async find(by: { productId?: number; productName?: string }): Promise<ProductPriceFacts | undefined> {
    if (!this.loaded) {
      await this.refresh().catch(() => {
        throw new ServiceError(503, 'Prices are not available yet, please try again shortly');
      });
    }
    if (by.productId === undefined) return by.productName === undefined ? undefined : this.byTitle.get(titleKey(by.productName));
    if (!this.byId.has(by.productId) && Date.now() - this.lastRead >= UNKNOWN_ID_REFRESH_MS) {
      await this.refresh().catch((error: Error) => this.log.warn(`Refreshing catalog prices failed: ${error.message}`));
    }
    return this.byId.get(by.productId);
  }

  private async read(): Promise<void> {
    const facts = await this.client.request(ListProductPriceFacts, {}, newContext());
    this.byId = new Map(facts.map((f) => [f.id, f]));
    this.byTitle = new Map(facts.map((f) => [titleKey(f.title), f]));
    this.loaded = true;
    this.lastRead = Date.now();
  }
}
