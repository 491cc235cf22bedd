import { RawJson } from '@shop/messaging';

/**
 * Products as last read, each as compact JSON with the row version it was read at (Postgres's
 * `xmin`), at most `capacity` of them; when full, one not used since it was last passed over is
 * dropped (the "clock" approximation of least recently used: a read only sets a flag, where
 * moving entries around a large Map on every read cost more than the rest of the request). The JSON is kept in
 * buffers, outside the JavaScript heap: tens of thousands of products then cost the garbage
 * collector nothing, and the heap stays small. An entry counts only
 * while its version is the product's current one, so a change never needs the cache cleared:
 * the changed products simply stop matching and are read again.
 */
export class ProductCache<T> {
  private readonly entries = new Map<number, { version: number; json: Buffer; used: boolean }>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The product's JSON, if held at this version. */
  get(id: number, version: number | undefined): RawJson<T> | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.version !== version) return undefined;
    entry.used = true;
    return new RawJson<T>(entry.json.toString('utf8'));
  }

  /** Whether the product is held at this version (without counting as a use). */
  holds(id: number, version: number | undefined): boolean {
    return this.entries.get(id)?.version === version;
  }

  set(id: number, version: number, value: RawJson<T>): void {
    if (this.capacity === 0) return;
    this.entries.delete(id);
    this.entries.set(id, { version, json: Buffer.from(value.json, 'utf8'), used: false });
    if (this.entries.size > this.capacity) this.evictOne();
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

  /** Drops the products that no longer exist or changed. */
  retain(isCurrent: (id: number, version: number) => boolean): void {
    for (const [id, entry] of this.entries) if (!isCurrent(id, entry.version)) this.entries.delete(id);
  }
}
