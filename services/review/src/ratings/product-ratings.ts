import { ProductRatingChanged } from '@shop/contracts';
import type { OutboxTransaction } from '@shop/messaging';

/**
 * Publishes a product's rating and review count after its approved reviews changed, inside the
 * transaction that changed them. The revision row is taken first: it locks out any other change
 * of the product's rating until commit, and the count read after it (READ COMMITTED reads afresh
 * per statement) sees every change committed before, so a higher revision never holds older figures.
 */
export async function publishProductRating(tx: OutboxTransaction, productId: number): Promise<void> {
  const [{ revision }]: Array<{ revision: number }> = await tx.manager.query(
    `INSERT INTO product_ratings AS p (product_id, revision, rating, reviews) VALUES ($1, 1, 0, 0)
     ON CONFLICT (product_id) DO UPDATE SET revision = p.revision + 1
     RETURNING revision`,
    [productId],
  );
  // TypeORM answers an UPDATE with [rows, count].
  const [[figures]]: [Array<{ rating: string; reviews: number }>, number] = await tx.manager.query(
    `UPDATE product_ratings SET
       rating = (SELECT coalesce(round(avg(rating), 1), 0) FROM product_reviews WHERE product_id = $1 AND status = 'approved'),
       reviews = (SELECT count(*) FROM product_reviews WHERE product_id = $1 AND status = 'approved'),
       updated_at = now()
     WHERE product_id = $1
     RETURNING rating, reviews`,
    [productId],
  );
  await tx.emit(ProductRatingChanged, { productId, rating: Number(figures.rating), reviews: figures.reviews, revision });
}
