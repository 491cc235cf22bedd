import type { ApiProduct } from '@shop/contracts';
import { productNodeId } from '../../../lib/head';
import { paths } from '../../../lib/paths';
import type { ProductReviews } from '../api/reviews.api';

/**
 * schema.org Product with its AggregateRating and Reviews, for rich results. Built only from what
 * the product page shows: the approved reviews (the only ones the public list answers) of the page
 * in view. Null without any review, since a rating of nothing is not a rating.
 */
export function reviewStructuredData(product: ApiProduct, reviews: ProductReviews, origin: string): object | null {
  const { summary } = reviews;
  if (summary.count === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    // The same node as the product page's own block (with its offer): search engines join the two.
    '@id': productNodeId(new URL(paths.product.getHref(product.id, product.slug), origin).href),
    name: product.title,
    sku: product.uniqueProduct,
    description: product.description,
    image: new URL(product.mainImage, origin).href,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.customerName },
      datePublished: review.createdAt.slice(0, 10),
      name: review.title,
      reviewBody: review.content,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
