// The reviews paths of `npm run bench` (issue 19): a product page's reviews are a hot path, held
// to at least the speed of the product itself (GET /api/products/{id}), with 1,000 reviews on it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The product whose reviews are measured (a sample print, in every shop). */
export const REVIEWED_PRODUCT = 1;

/** The eight sample products, in rotation: what a product page asks for its print. */
export function productByIdRequests() {
  return Array.from({ length: 8 }, (_, i) => ({ path: `/api/products/${i + 1}` }));
}

/** The reviews section as shoppers use it: every sort, the first pages, only those with photos. */
export function productReviewRequests() {
  const queries = ['', 'sort=highest', 'sort=lowest', 'sort=helpful', 'page=2', 'page=3', 'sort=helpful&page=2', 'withPhotos=true', 'withPhotos=true&sort=highest'];
  return queries.map((query) => ({ path: `/api/products/${REVIEWED_PRODUCT}/reviews${query ? `?${query}` : ''}` }));
}

/**
 * Gives the reviewed product `reviews` generated approved reviews with the review service's own
 * seeder, then waits until the shop answers them (the review service re-reads on Postgres's notice).
 */
export async function seedBenchReviews({ databaseUrl, reviews, url, log }) {
  const { seedReviews } = require('../../services/review/dist/seed/seed-reviews.js');
  await seedReviews({ databaseUrl, productId: REVIEWED_PRODUCT, reviews, log: () => undefined });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await fetch(`${url}/api/products/${REVIEWED_PRODUCT}/reviews?limit=1`);
    const { summary } = answer.ok ? await answer.json() : { summary: { count: -1 } };
    if (summary.count >= reviews) break;
    if (Date.now() > deadline) throw new Error(`the shop lists ${summary.count} reviews of product ${REVIEWED_PRODUCT}, not ${reviews}, 30 s after seeding`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  log(`Reviews: product ${REVIEWED_PRODUCT} holds ${reviews} approved reviews`);
}
