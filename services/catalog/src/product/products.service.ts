import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { toPaise, type ListProductPriceFacts, type ParsedRequestOf, type Product as ProductDto, type ProductPriceFacts } from '@shop/contracts';
import { notFound } from '@shop/messaging';
import { In, MoreThan, Repository } from 'typeorm';
import { Product } from './product.entity';
import { ProductStore } from './product-store';

const PRICE_FACT_COLUMNS = ['id', 'title', 'basePrice', 'orientation', 'availableSizes', 'availableMediums', 'availableFrames', 'inStock'] as const;

@Injectable()
export class ProductsService {
  constructor(
    private readonly store: ProductStore,
    @InjectRepository(Product) private readonly repository: Repository<Product>,
  ) {}

  async get(id: number): Promise<ProductDto> {
    const [product] = await this.store.byIds([id]);
    if (!product) throw notFound('Product not found');
    return product;
  }

  byIds(ids: number[]): Promise<ProductDto[]> {
    return this.store.byIds(ids);
  }

  /**
   * The facts pricing keeps, a page at a time in id order (or those of the ids asked), read from
   * the table: pricing pages through them when it starts and when many products changed.
   */
  async priceFacts(request: ParsedRequestOf<typeof ListProductPriceFacts>): Promise<{ items: ProductPriceFacts[]; nextAfterId: number | null }> {
    const rows = await this.repository.find({
      select: [...PRICE_FACT_COLUMNS],
      where: request.ids ? { id: In(request.ids) } : { id: MoreThan(request.afterId) },
      order: { id: 'ASC' },
      take: request.ids ? undefined : request.limit,
    });
    const items = rows.map(({ id, title, basePrice, orientation, availableSizes, availableMediums, availableFrames, inStock }) => ({
      id, title, basePrice: toPaise(basePrice), orientation, availableSizes, availableMediums, availableFrames, inStock,
    }));
    const full = !request.ids && items.length === request.limit;
    return { items, nextAfterId: full ? items[items.length - 1].id : null };
  }
}
