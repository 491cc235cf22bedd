import { Injectable } from '@nestjs/common';
import type { ListProducts, ParsedRequestOf } from '@shop/contracts';
import { notFound } from '@shop/messaging';
import type { StoredProduct } from '../product/product-cache';
import { ProductStore, serviceJson, storefrontJson, type ProductJson } from '../product/product-store';
import { ProductSearch } from '../search/product-search';
import type { CatalogIndex, Rows } from './catalog-index';

const RELATED_LIMIT = 4;

export type ListingRequest = ParsedRequestOf<typeof ListProducts>;

/**
 * Pages of the catalogue: collections, sorts, searches, the featured products and products by
 * id, each a slice of an order the index holds (or of a search's matches), then the products of
 * that slice only.
 */
@Injectable()
export class ProductListing {
  constructor(
    private readonly store: ProductStore,
    private readonly search: ProductSearch,
  ) {}

  async list(request: ListingRequest): Promise<{ items: ProductJson[]; total: number }> {
    const { products, total } = await this.page(request);
    return { items: products.map(serviceJson), total };
  }

  /** The same page as the storefront API shows it, as one JSON array ready to send. */
  async listForStorefront(request: ListingRequest): Promise<{ json: string; total: number }> {
    const { products, total } = await this.page(request);
    return { json: `[${products.map(storefrontJson).join(',')}]`, total };
  }

  private async page(request: ListingRequest): Promise<{ products: StoredProduct[]; total: number }> {
    const index = this.store.index;
    const rows = await this.matchingRows(index, request);
    const start = (request.page - 1) * request.limit;
    const page = rows.subarray(Math.min(start, rows.length), Math.min(start + request.limit, rows.length));
    return { products: await this.store.byIds(Array.from(page, (row) => index.idOf(row))), total: rows.length };
  }

  /** Same category first, then the rest of the catalogue, each by rating; never the product itself. */
  async related(id: number): Promise<ProductJson[]> {
    const index = this.store.index;
    const row = index.rowOf(id);
    if (row === undefined) throw notFound('Product not found');
    const category = index.categoryOf(row);
    const picked: number[] = [];
    const take = (rows: Rows, accept: (other: number) => boolean) => {
      for (let i = 0; i < rows.length && picked.length < RELATED_LIMIT; i += 1) if (rows[i] !== row && accept(rows[i])) picked.push(rows[i]);
    };
    take(index.rankedByRating(category), () => true);
    take(index.rankedByRating(undefined), (other) => index.categoryOf(other) !== category);
    return (await this.store.byIds(picked.map((other) => index.idOf(other)))).map(serviceJson);
  }

  private async matchingRows(index: CatalogIndex, request: ListingRequest): Promise<Rows> {
    let categoryId: number | undefined;
    if (request.category !== undefined) {
      categoryId = index.categoryNamed(request.category);
      if (categoryId === undefined) return new Int32Array(0);
    }
    const keep = (row: number) =>
      (categoryId === undefined || index.categoryOf(row) === categoryId) && (request.featured === undefined || index.isFeatured(row) === request.featured);

    const filtered = categoryId !== undefined || request.featured !== undefined;
    if (request.q && request.ids === undefined) {
      // The search's matches, best first; filtered and sorted if asked.
      const matches = await this.search.rows(request.q, index);
      const rows = filtered ? matches.filter(keep) : matches;
      return request.sort === undefined ? rows : index.sortRows(rows, request.sort);
    }

    if (request.ids !== undefined) {
      // The ids in the order asked (only those the search matches, with one): filtered, and sorted if asked.
      const ids = request.ids;
      const matches = request.q ? new Set(await this.search.matches(request.q)) : null;
      const rows: number[] = [];
      const seen = new Set<number>();
      for (const id of ids) {
        const row = index.rowOf(id);
        if (row === undefined || seen.has(row) || !keep(row) || (matches && !matches.has(id))) continue;
        seen.add(row);
        rows.push(row);
      }
      return request.sort === undefined ? Int32Array.from(rows) : index.sortRows(Int32Array.from(rows), request.sort);
    }

    const sort = request.sort ?? 'featured';
    const ordered = index.ordered(categoryId, sort);
    if (request.featured === undefined) return ordered;
    return index.remember(`${categoryId ?? 'all'}:${sort}:featured=${request.featured}`, () => ordered.filter(keep));
  }
}
