import { RawJson } from '@shop/messaging';

/**
 * Products as last read, each as compact JSON with the row version it was read at (Postgres's
 * `xmin`), at most `capacity` of them, the least recently used dropped first. The JSON is kept in
 * buffers, outside the JavaScript heap: tens of thousands of products then cost the garbage
 * collector nothing, and the heap stays small. An entry counts only
 * while its version is the product's current one, so a change never needs the cache cleared:
 * the changed products simply stop matching and are read again.
 */
export class ProductCache<T> {
  private readonly entries = new Map<number, { version: string; json: Buffer }>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The product's JSON, if held at this version. */
  get(id: number, version: string | undefined): RawJson<T> | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.version !== version) return undefined;
    // Map keeps insertion order: moving the entry to the end marks it as the most recent.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return new RawJson<T>(entry.json.toString('utf8'));
  }

  /** Whether the product is held at this version (without counting as a use). */
  holds(id: number, version: string | undefined): boolean {
    return this.entries.get(id)?.version === version;
  }

  set(id: number, version: string, value: RawJson<T>): void {
    if (this.capacity === 0) return;
    this.entries.delete(id);
    this.entries.set(id, { version, json: Buffer.from(value.json, 'utf8') });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as number);
  }

  /** Drops the products that no longer exist or changed. */
  retain(isCurrent: (id: number, version: string) => boolean): void {
    for (const [id, entry] of this.entries) if (!isCurrent(id, entry.version)) this.entries.delete(id);
  }
}
