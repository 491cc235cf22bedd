import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ProductPriceFacts, Product as ProductDto } from '@shop/contracts';
import { notFound, type RequestContext } from '@shop/messaging';
import { In, Repository } from 'typeorm';
import { slugify } from '../seed/artworks';
import { Product } from './product.entity';

const RELATED_LIMIT = 4;

@Injectable()
export class ProductsService {
  constructor(@InjectRepository(Product) private readonly products: Repository<Product>) {}

  async list(_ctx: RequestContext): Promise<ProductDto[]> {
    const rows = await this.products.find({ order: { id: 'ASC' } });
    return rows.map(toDto);
  }

  async get(_ctx: RequestContext, id: number): Promise<ProductDto> {
    const row = await this.products.findOneBy({ id });
    if (!row) throw notFound('Product not found');
    return toDto(row);
  }

  async byIds(_ctx: RequestContext, ids: number[]): Promise<ProductDto[]> {
    if (ids.length === 0) return [];
    const rows = new Map((await this.products.findBy({ id: In(ids) })).map((row) => [row.id, row]));
    return ids.flatMap((id) => (rows.has(id) ? [toDto(rows.get(id)!)] : []));
  }

  /** The facts pricing keeps in memory; small, and read only when pricing refreshes. */
  async priceFacts(_ctx: RequestContext): Promise<ProductPriceFacts[]> {
    const rows = await this.products.find({
      select: ['id', 'title', 'basePrice', 'orientation', 'availableSizes', 'availableMediums', 'availableFrames', 'inStock'],
      order: { id: 'ASC' },
    });
    return rows.map(({ id, title, basePrice, orientation, availableSizes, availableMediums, availableFrames, inStock }) => ({
      id, title, basePrice, orientation, availableSizes, availableMediums, availableFrames, inStock,
    }));
  }

  /** Same category first, then the rest by rating; never the product itself. */
  async related(ctx: RequestContext, id: number): Promise<ProductDto[]> {
    const product = await this.get(ctx, id);
    const rows = await this.products
      .createQueryBuilder('p')
      .where('p.id <> :id', { id })
      .orderBy('CASE WHEN p.category_id = :categoryId THEN 0 ELSE 1 END', 'ASC')
      .addOrderBy('p.rating', 'DESC')
      .addOrderBy('p.id', 'ASC')
      .setParameter('categoryId', product.categoryId)
      .limit(RELATED_LIMIT)
      .getMany();
    return rows.map(toDto);
  }
}

function toDto(row: Product): ProductDto {
  return { ...row, slug: slugify(row.title) };
}
