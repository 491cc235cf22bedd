import type { ProductSort } from '@shop/contracts';

/** What the index keeps of one product: only what browsing sorts and filters by. */
export interface IndexedProduct {
  id: number;
  categoryId: number;
  featured: boolean;
  /** Paise. */
  basePrice: number;
  rating: number;
  /** The Art Finder quiz's traits (discovery/quiz-traits.ts). */
  traits: number;
  /** The row's version (Postgres's `xmin`): it changes with every write to the product. */
  version: number;
}

/** Rows are positions in the index (0 to size - 1), in id order. */
export type Rows = Int32Array;

const ALL = 0;

/**
 * The catalogue's order, held in memory: a few numbers per product (about 60 bytes each, 3 MB at
 * 50,000 products), never the products themselves. Every collection, sort and page is a slice
 * of a list computed once per change, so a page costs the same at any depth and any size.
 */
export class CatalogIndex {
  readonly size: number;
  private readonly ids: Int32Array;
  private readonly rowById = new Map<number, number>();
  private readonly categoryIds: Int32Array;
  private readonly featuredFlags: Uint8Array;
  private readonly prices: Float64Array;
  private readonly ratings: Float32Array;
  readonly traits: Uint32Array;
  private readonly versions: Uint32Array;
  /** Category name (lower case) to id. */
  private readonly categoryByName: Map<string, number>;
  /** Lists of rows under a key (a category and a sort, say), computed when first asked. */
  private readonly orders = new Map<string, Rows>();
  /** Per category (0 for all): rows by rating, best first, then id. */
  private readonly byRating = new Map<number, Rows>();

  constructor(products: readonly IndexedProduct[], categories: ReadonlyArray<{ id: number; name: string }>) {
    const sorted = [...products].sort((a, b) => a.id - b.id);
    this.size = sorted.length;
    this.ids = Int32Array.from(sorted, (p) => p.id);
    this.categoryIds = Int32Array.from(sorted, (p) => p.categoryId);
    this.featuredFlags = Uint8Array.from(sorted, (p) => (p.featured ? 1 : 0));
    this.prices = Float64Array.from(sorted, (p) => p.basePrice);
    this.ratings = Float32Array.from(sorted, (p) => p.rating);
    this.traits = Uint32Array.from(sorted, (p) => p.traits);
    this.versions = Uint32Array.from(sorted, (p) => p.version);
    sorted.forEach((p, row) => this.rowById.set(p.id, row));
    this.categoryByName = new Map(categories.map((c) => [c.name.trim().toLowerCase(), c.id]));
  }

  idOf(row: number): number {
    return this.ids[row];
  }

  rowOf(id: number): number | undefined {
    return this.rowById.get(id);
  }

  /** The product's row version as indexed; undefined for a product the index does not hold. */
  versionOf(id: number): number | undefined {
    const row = this.rowById.get(id);
    return row === undefined ? undefined : this.versions[row];
  }

  /** The product's quiz traits, if indexed at this version. */
  traitsAt(id: number, version: number): number | undefined {
    const row = this.rowById.get(id);
    return row !== undefined && this.versions[row] === version ? this.traits[row] : undefined;
  }

  /** The id of the category a collection names (any case); undefined when there is none. */
  categoryNamed(name: string): number | undefined {
    return this.categoryByName.get(name.trim().toLowerCase());
  }

  categoryOf(row: number): number {
    return this.categoryIds[row];
  }

  isFeatured(row: number): boolean {
    return this.featuredFlags[row] === 1;
  }

  /** Every product of the category (or all, for undefined), in the sort's order. */
  ordered(categoryId: number | undefined, sort: ProductSort): Rows {
    return this.remember(`${categoryId ?? ALL}:${sort}`, () => this.sortRows(this.rowsOfCategory(categoryId), sort));
  }

  /** A list of rows computed once per read of the catalogue, under `key`. */
  remember(key: string, compute: () => Rows): Rows {
    let rows = this.orders.get(key);
    if (!rows) {
      rows = compute();
      this.orders.set(key, rows);
    }
    return rows;
  }

  /** The rows in the sort's order (a new list; ties by id, so every order is total). */
  sortRows(rows: Rows, sort: ProductSort): Rows {
    const sorted = Int32Array.from(rows);
    const { featuredFlags: featured, prices } = this;
    // Rows are in id order, so comparing rows compares ids.
    const compare: Record<ProductSort, (a: number, b: number) => number> = {
      featured: (a, b) => featured[b] - featured[a] || a - b,
      'price-low': (a, b) => prices[a] - prices[b] || a - b,
      'price-high': (a, b) => prices[b] - prices[a] || a - b,
      newest: (a, b) => b - a,
    };
    return sorted.sort(compare[sort]);
  }

  /** The category's rows (all, for undefined) by rating, best first. */
  rankedByRating(categoryId: number | undefined): Rows {
    const key = categoryId ?? ALL;
    let rows = this.byRating.get(key);
    if (!rows) {
      const { ratings } = this;
      rows = Int32Array.from(this.rowsOfCategory(categoryId)).sort((a, b) => ratings[b] - ratings[a] || a - b);
      this.byRating.set(key, rows);
    }
    return rows;
  }

  private rowsOfCategory(categoryId: number | undefined): Rows {
    if (categoryId === undefined) return Int32Array.from({ length: this.size }, (_, row) => row);
    const rows: number[] = [];
    for (let row = 0; row < this.size; row += 1) if (this.categoryIds[row] === categoryId) rows.push(row);
    return Int32Array.from(rows);
  }
}

