import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { toPaise, type ProductPriceFacts, type Product as ProductDto } from '@shop/contracts';
import { TableSnapshot } from '@shop/database';
import { notFound, type RequestContext } from '@shop/messaging';
import { Repository } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { Product } from './product.entity';
import { slugify } from './slug';

const RELATED_LIMIT = 4;

interface Products {
  /** Every product by id, ascending. */
  list: ProductDto[];
  byId: Map<number, ProductDto>;
}

/**
 * The products, held in memory: the catalog is read on every page and every order, and changes
 * rarely. A trigger on the table notifies `products_changed` on any write, and every replica
 * reloads (see `TableSnapshot`).
 */
@Injectable()
export class ProductsService implements OnModuleInit, OnModuleDestroy {
  private readonly products: TableSnapshot<Products>;

  constructor(@InjectRepository(Product) repository: Repository<Product>) {
    this.products = new TableSnapshot({
      name: 'catalog products',
      databaseUrl: (repository.manager.connection.options as PostgresConnectionOptions).url!,
      channel: 'products_changed',
      log: new Logger(ProductsService.name),
      read: async () => {
        const list = (await repository.find({ order: { id: 'ASC' } })).map(toDto);
        return { list, byId: new Map(list.map((product) => [product.id, product])) };
      },
    });
  }

  onModuleInit(): Promise<void> {
    return this.products.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.products.stop();
  }

  list(_ctx: RequestContext): ProductDto[] {
    return this.products.value.list;
  }

  get(_ctx: RequestContext, id: number): ProductDto {
    const product = this.products.value.byId.get(id);
    if (!product) throw notFound('Product not found');
    return product;
  }

  byIds(_ctx: RequestContext, ids: number[]): ProductDto[] {
    const { byId } = this.products.value;
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  /** The facts pricing keeps in memory; read only when pricing refreshes. */
  priceFacts(_ctx: RequestContext): ProductPriceFacts[] {
    return this.products.value.list.map(
      ({ id, title, basePrice, orientation, availableSizes, availableMediums, availableFrames, inStock }) => ({
        id, title, basePrice, orientation, availableSizes, availableMediums, availableFrames, inStock,
      }),
    );
  }

  /** Same category first, then the rest by rating; never the product itself. */
  related(ctx: RequestContext, id: number): ProductDto[] {
    const product = this.get(ctx, id);
    const rank = (other: ProductDto) => (other.categoryId === product.categoryId ? 0 : 1);
    return this.products.value.list
      .filter((other) => other.id !== id)
      .sort((a, b) => rank(a) - rank(b) || b.rating - a.rating || a.id - b.id)
      .slice(0, RELATED_LIMIT);
  }
}

/** The table keeps the spec's rupees; the contract carries paise. */
function toDto(row: Product): ProductDto {
  return { ...row, basePrice: toPaise(row.basePrice), slug: slugify(row.title) };
}
