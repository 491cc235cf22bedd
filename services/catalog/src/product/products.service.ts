import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { toPaise, type ListProductPriceFacts, type ParsedRequestOf, type ProductPriceFacts } from '@shop/contracts';
import { notFound } from '@shop/messaging';
import { Repository } from 'typeorm';
import { Product } from './product.entity';
import { ProductStore, serviceJson, type ProductJson } from './product-store';

@Injectable()
export class ProductsService {
  constructor(
    private readonly store: ProductStore,
    @InjectRepository(Product) private readonly repository: Repository<Product>,
  ) {}

  async get(id: number): Promise<ProductJson> {
    const [product] = await this.store.byIds([id]);
    if (!product) throw notFound('Product not found');
    return serviceJson(product);
  }

  async byIds(ids: number[]): Promise<ProductJson[]> {
    return (await this.store.byIds(ids)).map(serviceJson);
  }

  /**
   * The main image of each product asked, archived ones included (an order keeps showing what was
   * bought), in the order asked; read from the table, as the storefront's cache holds live ones only.
   */
  async pictures(ids: number[]): Promise<Array<{ id: number; mainImage: string }>> {
    const rows = await this.repository.manager.query<Array<{ id: number; mainImage: string }>>(
      `SELECT id, main_image AS "mainImage" FROM products WHERE id = ANY($1)`,
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The facts pricing keeps, a page at a time in id order (or those of the ids asked), read from
   * the table: pricing pages through them when it starts and when many products changed. An
   * archived product has none: pricing forgets it, so it can no longer be priced or ordered.
   */
  async priceFacts(request: ParsedRequestOf<typeof ListProductPriceFacts>): Promise<{ items: ProductPriceFacts[]; nextAfterId: number | null }> {
    const columns = `id, title, base_price AS "basePrice", orientation, available_sizes AS "availableSizes",
      available_mediums AS "availableMediums", available_frames AS "availableFrames", in_stock AS "inStock"`;
    const rows = await this.repository.manager.query<Array<Omit<ProductPriceFacts, 'basePrice'> & { basePrice: string }>>(
      request.ids
        ? `SELECT ${columns} FROM products WHERE id = ANY($1) AND archived_at IS NULL ORDER BY id`
        : `SELECT ${columns} FROM products WHERE id > $1 AND archived_at IS NULL ORDER BY id LIMIT $2`,
      request.ids ? [request.ids] : [request.afterId, request.limit],
    );
    const items = rows.map((row) => ({ ...row, basePrice: toPaise(Number(row.basePrice)) }));
    const full = !request.ids && items.length === request.limit;
    return { items, nextAfterId: full ? items[items.length - 1].id : null };
  }
}
