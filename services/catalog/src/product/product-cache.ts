/** A product as the catalog keeps it: its price in paise, and the JSON of every other field. */
export interface StoredProduct {
  id: number;
  /** Paise. */
  basePrice: number;
  /**
   * The product's JSON without its price and without the opening brace (`"id":1,"title":…}`):
   * one stored form gives both the services' JSON (paise) and the storefront's (rupees).
   */
  rest: string;
}

/**
 * Products as last read, each with the row version it was read at (Postgres's `xmin`), at most
 * `capacity` of them; when full, one not used since it was last passed over is dropped (the
 * "clock" approximation of least recently used: a read only sets a flag, where moving entries
 * around a large Map on every read cost more than the rest of the request). The JSON is kept in
 * buffers, outside the JavaScript heap: tens of thousands of products then cost the garbage
 * collector nothing, and the heap stays small.
 */
export class ProductCache {
  private readonly entries = new Map<number, { version: number; basePrice: number; rest: Buffer; used: boolean }>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The product, if held at this version. */
  get(id: number, version: number | undefined): StoredProduct | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.version !== version) return undefined;
    entry.used = true;
    return { id, basePrice: entry.basePrice, rest: entry.rest.toString('utf8') };
  }

  /** Whether the product is held at this version (without counting as a use). */
  holds(id: number, version: number | undefined): boolean {
    return this.entries.get(id)?.version === version;
  }

  set(version: number, product: StoredProduct): void {
    if (this.capacity === 0) return;
    this.entries.delete(product.id);
    this.entries.set(product.id, { version, basePrice: product.basePrice, rest: Buffer.from(product.rest, 'utf8'), used: false });
    if (this.entries.size > this.capacity) this.evictOne();
  }

  /** Drops the products that no longer exist or changed. */
  retain(isCurrent: (id: number, version: number) => boolean): void {
    for (const [id, entry] of this.entries) if (!isCurrent(id, entry.version)) this.entries.delete(id);
  }

  /** Drops the oldest entry not used since it was last passed over; a used one goes to the back, unmarked. */
  private evictOne(): void {
    for (const [id, entry] of this.entries) {
      this.entries.delete(id);
      if (!entry.used) return;
      entry.used = false;
      this.entries.set(id, entry);
    }
  }
}
