import { createDataSource } from '@shop/database';
import { writeToOutbox } from '@shop/messaging';
import { reviewDatabase } from '../db/database';
import { publishProductRating } from '../ratings/product-ratings';

/**
 * `seed:reviews`: makes one product hold exactly N generated, approved reviews (their shoppers
 * `seed-<n>`), for trying the product page and measuring its reviews at scale (issue 19's budget
 * is at 1,000). Every value follows from the review's index; one in seven has the shop's reply,
 * one in three a photo. Reviews it did not generate are never touched. The product's rating is
 * published as any approval's is (the outbox), so the catalog's figures agree.
 *
 *   node services/review/dist/seed/seed-reviews.js --product 1 --reviews 1000
 */

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/shop_review';
const SEEDED = 'seed-';

const INSERT_SQL = `
  INSERT INTO product_reviews (product_id, customer_id, customer_email, customer_name, rating, title, content, status,
                               is_verified_purchase, helpful_votes, images, created_at, updated_at)
  SELECT $1, format('${SEEDED}%s', i), format('reviewer%s@example.in', i),
         (ARRAY['Aditi V.', 'Rahul M.', 'Meera I.', 'Kabir S.', 'Ananya R.', 'Vikram T.', 'Zoya K.'])[1 + i % 7],
         (ARRAY[5, 5, 4, 5, 3, 4, 5, 2, 4, 1])[1 + i % 10],
         (ARRAY['Glows on our wall', 'Better than the photos', 'Lovely colours', 'Well packed', 'Good, frame a little plain'])[1 + i % 5],
         format('Review %s: the print arrived in %s days, the colours are true to the photographs and the frame is sturdy.', i, 3 + i % 5),
         'approved', i % 2 = 0, (i * 7) % 23,
         CASE WHEN i % 3 = 0 THEN jsonb_build_array(jsonb_build_object(
           'id', md5(i::text) || md5((i + 1)::text), 'status', 'approved',
           'url', format('/media/uploads/%s/wall.webp', left(md5(i::text), 16)),
           'variants', jsonb_build_array(jsonb_build_object('width', 480, 'url', format('/media/uploads/%s/wall-480w.webp', left(md5(i::text), 16))))))
         ELSE '[]'::jsonb END,
         now() - make_interval(hours => i), now() - make_interval(hours => i)
    FROM generate_series(1, $2::int) AS i`;

export async function seedReviews({ databaseUrl, productId, reviews, log = console.log }: { databaseUrl: string; productId: number; reviews: number; log?: (line: string) => void }) {
  const started = Date.now();
  const db = createDataSource(reviewDatabase(databaseUrl));
  await db.initialize();
  try {
    await db.transaction(async (manager) => {
      await manager.query(`DELETE FROM product_reviews WHERE product_id = $1 AND left(customer_id, ${SEEDED.length}) = '${SEEDED}'`, [productId]);
      await manager.query(INSERT_SQL, [productId, reviews]);
      await manager.query(
        `INSERT INTO review_replies (review_id, content, is_admin)
         SELECT id, 'Thank you for sharing a photograph of it on your wall!', true FROM product_reviews
          WHERE product_id = $1 AND left(customer_id, ${SEEDED.length}) = '${SEEDED}' AND id % 7 = 0`,
        [productId],
      );
      const ctx = { correlationId: `seed-reviews-${productId}` };
      await publishProductRating({ manager, emit: (event, data) => writeToOutbox(manager, event, data, ctx) }, productId);
    });
    const elapsedMs = Date.now() - started;
    log(`seed:reviews: product ${productId} holds ${reviews} generated reviews (${elapsedMs} ms)`);
    return { elapsedMs };
  } finally {
    await db.destroy();
  }
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

if (require.main === module) {
  const productId = Number(argument('product') ?? 1);
  const reviews = Number(argument('reviews') ?? 1000);
  if (!Number.isInteger(productId) || productId < 1 || !Number.isInteger(reviews) || reviews < 0 || reviews > 100_000) {
    console.error('seed:reviews: --product must be a product id and --reviews a whole number from 0 to 100000');
    process.exit(2);
  }
  seedReviews({ databaseUrl: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL, productId, reviews }).catch((error: Error) => {
    console.error(`seed:reviews failed: ${error.message}`);
    process.exit(1);
  });
}
