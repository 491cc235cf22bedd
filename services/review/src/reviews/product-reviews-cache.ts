import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { REVIEW_SORTS, type ParsedRequestOf, type ListProductReviews, type PublicReview, type ReplyOf, type ReviewSort, type ReviewSummary } from '@shop/contracts';
import { ChannelListener } from '@shop/database';
import { RawJson, type Encoded } from '@shop/messaging';
import type { DataSource } from 'typeorm';
import { REVIEW_CONFIG, type ReviewConfig } from '../config';
import { publicReview, REPLY_JOIN, REVIEW_COLUMNS, type ReviewRow } from './review-rows';

/** The channel product_reviews' trigger names a product on when its public reviews change ('*': all). */
const CHANNEL = 'product_reviews_changed';

interface Listed {
  review: PublicReview;
  /** Its JSON, made once: a page of the product page is spliced together from these. */
  json: RawJson<PublicReview>;
  hasPhotos: boolean;
}

/** One product's approved reviews in every order the product page offers, and their summary. */
interface ProductReviews {
  summary: RawJson<ReviewSummary>;
  sorted: Record<ReviewSort, Listed[]>;
  withPhotos: Record<ReviewSort, Listed[]>;
}

const newestFirst = (a: PublicReview, b: PublicReview) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
const ORDERS: Record<ReviewSort, (a: PublicReview, b: PublicReview) => number> = {
  newest: newestFirst,
  highest: (a, b) => b.rating - a.rating || newestFirst(a, b),
  lowest: (a, b) => a.rating - b.rating || newestFirst(a, b),
  helpful: (a, b) => b.helpfulVotes - a.helpfulVotes || newestFirst(a, b),
};

function summarise(reviews: PublicReview[]): ReviewSummary {
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return {
    // To one decimal, as the catalog's rating (half up, as Postgres rounds numeric).
    average: reviews.length === 0 ? 0 : Math.round((total / reviews.length) * 10 + 1e-9) / 10,
    count: reviews.length,
    histogram: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: reviews.filter((review) => review.rating === stars).length })),
    withPhotos: reviews.filter((review) => review.images.length > 0).length,
  };
}

/**
 * The product page's reviews, answered from memory (a hot path): each product's approved reviews
 * are read once, sorted every way, and kept until Postgres says they changed (the trigger's
 * NOTIFY reaches every replica, whoever made the change). At most REVIEW_CACHE_PRODUCTS products
 * are kept, the least recently read going first. Without a listening connection nothing is kept,
 * since a change would go unheard.
 */
@Injectable()
export class ProductReviewsCache implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(ProductReviewsCache.name);
  /** Map order is recency: a read moves its product to the end. */
  private readonly products = new Map<number, Promise<ProductReviews>>();
  private readonly listener: ChannelListener;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REVIEW_CONFIG) private readonly config: ReviewConfig,
  ) {
    // After a lost connection everything is forgotten: changes made meanwhile went unheard.
    this.listener = new ChannelListener({
      name: 'review changes',
      databaseUrl: (db.options as { url: string }).url,
      channel: CHANNEL,
      onNotify: (payload) => this.forget(payload),
      onReconnect: () => this.products.clear(),
      onLost: () => this.products.clear(),
      log: this.log,
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listener.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.listener.stop();
  }

  /**
   * Forgets a product this replica has just changed, so that its own next read shows the change
   * at once (read your writes); other replicas forget it on Postgres's NOTIFY a moment later.
   */
  changed(productId: number): void {
    this.products.delete(productId);
  }

  async page(request: ParsedRequestOf<typeof ListProductReviews>): Promise<Encoded<ReplyOf<typeof ListProductReviews>>> {
    const reviews = await this.reviewsOf(request.productId);
    const listed = (request.withPhotos ? reviews.withPhotos : reviews.sorted)[request.sort];
    const start = (request.page - 1) * request.limit;
    return {
      summary: reviews.summary,
      reviews: listed.slice(start, start + request.limit).map((entry) => entry.json),
      total: listed.length,
    };
  }

  private reviewsOf(productId: number): Promise<ProductReviews> {
    const held = this.products.get(productId);
    if (held) {
      this.products.delete(productId);
      this.products.set(productId, held);
      return held;
    }
    const read = this.read(productId);
    if (!this.listener.listening) return read;
    this.products.set(productId, read);
    // A failed read is not kept: the next request tries again.
    read.catch(() => this.products.get(productId) === read && this.products.delete(productId));
    while (this.products.size > this.config.REVIEW_CACHE_PRODUCTS) this.products.delete(this.products.keys().next().value!);
    return read;
  }

  private async read(productId: number): Promise<ProductReviews> {
    const rows: ReviewRow[] = await this.db.query(
      `SELECT ${REVIEW_COLUMNS} FROM product_reviews r ${REPLY_JOIN}
        WHERE r.product_id = $1 AND r.status = 'approved'
        ORDER BY r.created_at DESC, r.id DESC`,
      [productId],
    );
    const listed: Listed[] = rows.map((row) => {
      const review = publicReview(row);
      return { review, json: new RawJson<PublicReview>(JSON.stringify(review)), hasPhotos: review.images.length > 0 };
    });
    const sorted = {} as Record<ReviewSort, Listed[]>;
    const withPhotos = {} as Record<ReviewSort, Listed[]>;
    for (const sort of REVIEW_SORTS) {
      sorted[sort] = [...listed].sort((a, b) => ORDERS[sort](a.review, b.review));
      withPhotos[sort] = sorted[sort].filter((entry) => entry.hasPhotos);
    }
    return { summary: new RawJson(JSON.stringify(summarise(listed.map((entry) => entry.review)))), sorted, withPhotos };
  }

  private forget(payload: string | undefined): void {
    if (payload === '*' || payload === undefined) this.products.clear();
    else this.products.delete(Number(payload));
  }
}
