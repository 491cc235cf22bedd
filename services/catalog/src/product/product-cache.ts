/**
 * The products last read, at most `capacity` of them, the least recently used dropped first.
 * `clear()` starts a new generation: a read that began before it may have seen rows as they
 * were, so what it brings back is answered but not kept.
 */
export class ProductCache<T> {
  private readonly entries = new Map<number, T>();
  private generation = 0;

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(id: number): T | undefined {
    const entry = this.entries.get(id);
    if (entry !== undefined) {
      // Map keeps insertion order: moving the entry to the end marks it as the most recent.
      this.entries.delete(id);
      this.entries.set(id, entry);
    }
    return entry;
  }

  /** The current generation, to hand back to `set` with what was read. */
  get version(): number {
    return this.generation;
  }

  set(id: number, value: T, readInGeneration: number): void {
    if (readInGeneration !== this.generation || this.capacity === 0) return;
    this.entries.delete(id);
    this.entries.set(id, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as number);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
