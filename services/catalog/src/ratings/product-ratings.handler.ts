import { Controller, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ProductRatingChanged, type PayloadOf } from '@shop/contracts';
import { HandleEvent } from '@shop/messaging';
import type { DataSource } from 'typeorm';

/**
 * A product's `rating` and `reviews` as the review service computes them from its approved
 * reviews. The figures of the highest revision win: a repeated or late event matches no row.
 * The products table's triggers then tell every catalog replica to re-read (storefront and cache).
 */
@Controller()
export class ProductRatingsHandler {
  private readonly log = new Logger(ProductRatingsHandler.name);

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @HandleEvent(ProductRatingChanged, { durable: 'catalog-product-rating-changed' })
  async ratingChanged(event: PayloadOf<typeof ProductRatingChanged>): Promise<void> {
    const [, updated] = (await this.db.query(
      `UPDATE products SET rating = $2, reviews = $3, rating_revision = $4
        WHERE id = $1 AND rating_revision < $4`,
      [event.productId, event.rating, event.reviews, event.revision],
    )) as [unknown, number];
    if (updated === 0) this.log.debug(`Rating revision ${event.revision} of product ${event.productId} is not newer, or the product is gone: nothing to do`);
  }
}
