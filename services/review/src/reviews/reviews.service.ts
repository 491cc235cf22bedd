import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  FindDeliveredPurchase,
  GetProduct,
  GetUploadedImage,
  REVIEWS_PER_SHOPPER_PER_HOUR,
  type OwnReview,
  type ParsedRequestOf,
  type ReplyOf,
  type SubmitReview,
  type VoteReviewHelpful,
} from '@shop/contracts';
import { conflict, notFound, OutboxRelayRunner, RequestClient, ServiceError, type AuthenticatedUser, type RequestContext } from '@shop/messaging';
import type { DataSource, EntityManager } from 'typeorm';
import { publishProductRating } from '../ratings/product-ratings';
import { ProductReviewsCache } from './product-reviews-cache';
import { ownReview, REPLY_JOIN, REVIEW_COLUMNS, type ReviewRow, type StoredPhoto } from './review-rows';
import { comparableText, textSignals, type SpamSignal } from './spam-checks';

/** Reviews in the last hour from which a shopper's next one is shown to staff as a burst (below the hard limit). */
const BURST_AFTER = 3;

/** Every call acts for the signed-in shopper the gateway verified; there is no other way to name one. */
function signedIn(ctx: RequestContext): AuthenticatedUser {
  if (!ctx.user) throw new ServiceError(401, 'Please sign in to review prints');
  return ctx.user;
}

/**
 * A shopper's own reviews: write or replace (one per product, back to pending every time),
 * read, delete, and "Was this helpful?" votes on other shoppers' approved reviews. A change to
 * an approved review moves the product's rating in the same transaction (publishProductRating).
 */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: OutboxRelayRunner,
    private readonly client: RequestClient,
    private readonly productReviews: ProductReviewsCache,
  ) {}

  async submit(ctx: RequestContext, draft: ParsedRequestOf<typeof SubmitReview>): Promise<ReplyOf<typeof SubmitReview>> {
    const user = signedIn(ctx);
    const recent = await this.submitsWithinHour(this.db.manager, user.id);
    const product = await this.client.request(GetProduct, { id: draft.productId }, ctx);
    const { order } = await this.client.request(
      FindDeliveredPurchase,
      { email: user.email, productId: draft.productId, ...(draft.orderNumber ? { orderNumber: draft.orderNumber } : {}) },
      ctx,
    );
    if (draft.orderNumber && !order) {
      throw conflict(`Order ${draft.orderNumber} is not a delivered order of this print placed with ${user.email}`);
    }
    const photos = await this.readyPhotos(ctx, draft.photoIds);
    const signals = [...textSignals(draft), ...(await this.contextSignals(user.id, draft.productId, draft.content, recent))];

    const { row, created } = await this.outbox.transaction(ctx, async (tx) => {
      const fields = [
        product.title,
        user.email,
        draft.customerName ?? user.email.split('@')[0],
        order?.orderId ?? null,
        order?.orderNumber ?? null,
        draft.rating,
        draft.title,
        draft.content,
        order !== null,
        `{${signals.join(',')}}`,
      ];
      // One submit of a shopper at a time, so submits sent at once cannot pass the limit together.
      await tx.manager.query(`SELECT pg_advisory_xact_lock(hashtext('review-submit:' || $1))`, [user.id]);
      await this.submitsWithinHour(tx.manager, user.id);
      await tx.manager.query(`INSERT INTO review_submissions (customer_id) VALUES ($1)`, [user.id]);
      let previous = await this.lockedOwn(tx.manager, user.id, draft.productId);
      if (!previous) {
        const [inserted]: Array<{ id: number }> = await tx.manager.query(
          `INSERT INTO product_reviews (product_id, customer_id, product_title, customer_email, customer_name, order_id, order_number,
             rating, title, content, is_verified_purchase, spam_signals, images)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
           ON CONFLICT ON CONSTRAINT product_reviews_one_per_shopper DO NOTHING RETURNING id`,
          [draft.productId, user.id, ...fields, JSON.stringify(photos.map((photo) => ({ ...photo, status: 'pending' })))],
        );
        if (inserted) return { row: (await this.lockedOwn(tx.manager, user.id, draft.productId))!, created: true };
        // The same shopper's other submit got there first: this one replaces it.
        previous = (await this.lockedOwn(tx.manager, user.id, draft.productId))!;
      }
      // A photo staff rejected stays rejected when sent again; every other goes back to the queue.
      const images: StoredPhoto[] = photos.map((photo) => ({
        ...photo,
        status: previous.images.find((image) => image.id === photo.id)?.status === 'rejected' ? 'rejected' : 'pending',
      }));
      await tx.manager.query(
        `UPDATE product_reviews SET product_title = $3, customer_email = $4, customer_name = $5, order_id = $6, order_number = $7,
           rating = $8, title = $9, content = $10, is_verified_purchase = $11, spam_signals = $12, images = $13,
           status = 'pending', moderation_note = NULL, version = version + 1, updated_at = now()
         WHERE product_id = $1 AND customer_id = $2`,
        [draft.productId, user.id, ...fields, JSON.stringify(images)],
      );
      if (previous.status === 'approved') await publishProductRating(tx, draft.productId);
      return { row: (await this.lockedOwn(tx.manager, user.id, draft.productId))!, created: false };
    });
    this.productReviews.changed(draft.productId);
    return { review: ownReview(row), created };
  }

  async own(ctx: RequestContext, productId: number): Promise<OwnReview> {
    const user = signedIn(ctx);
    const [row]: ReviewRow[] = await this.db.query(
      `SELECT ${REVIEW_COLUMNS} FROM product_reviews r ${REPLY_JOIN} WHERE r.product_id = $1 AND r.customer_id = $2`,
      [productId, user.id],
    );
    if (!row) throw notFound('You have not reviewed this product');
    return ownReview(row);
  }

  async deleteOwn(ctx: RequestContext, productId: number): Promise<{ deleted: true }> {
    const user = signedIn(ctx);
    const answer = await this.outbox.transaction(ctx, async (tx) => {
      // TypeORM answers a DELETE with [rows, count].
      const [[deleted]]: [Array<{ status: string }>, number] = await tx.manager.query(
        `DELETE FROM product_reviews WHERE product_id = $1 AND customer_id = $2 RETURNING status`,
        [productId, user.id],
      );
      if (!deleted) throw notFound('You have not reviewed this product');
      if (deleted.status === 'approved') await publishProductRating(tx, productId);
      return { deleted: true as const };
    });
    this.productReviews.changed(productId);
    return answer;
  }

  /** One vote per shopper per review: the vote's primary key decides, however many arrive at once. */
  async voteHelpful(ctx: RequestContext, reviewId: number): Promise<ReplyOf<typeof VoteReviewHelpful>> {
    const user = signedIn(ctx);
    const [review]: Array<{ customer_id: string; status: string; product_id: number }> = await this.db.query(`SELECT customer_id, status, product_id FROM product_reviews WHERE id = $1`, [reviewId]);
    if (!review || review.status !== 'approved') throw notFound('No approved review with this id');
    if (review.customer_id === user.id) throw conflict('Your own review cannot be voted on by you');
    const answer = await this.db.transaction(async (manager) => {
      const counted: unknown[] = await manager.query(
        `INSERT INTO review_helpful_votes (review_id, voter_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING review_id`,
        [reviewId, user.id],
      );
      if (counted.length > 0) await manager.query(`UPDATE product_reviews SET helpful_votes = helpful_votes + 1 WHERE id = $1`, [reviewId]);
      const [{ helpful_votes }]: Array<{ helpful_votes: number }> = await manager.query(`SELECT helpful_votes FROM product_reviews WHERE id = $1`, [reviewId]);
      return { helpfulVotes: helpful_votes, counted: counted.length > 0 };
    });
    this.productReviews.changed(review.product_id);
    return answer;
  }

  /** The shopper's submits within the hour; 429 when they have used up the hour's. */
  private async submitsWithinHour(manager: EntityManager, customerId: string): Promise<number> {
    const [{ count }]: Array<{ count: number }> = await manager.query(
      `SELECT count(*)::int AS count FROM review_submissions WHERE customer_id = $1 AND submitted_at > now() - interval '1 hour'`,
      [customerId],
    );
    if (count >= REVIEWS_PER_SHOPPER_PER_HOUR) {
      throw new ServiceError(429, `You can write or edit at most ${REVIEWS_PER_SHOPPER_PER_HOUR} reviews an hour; please try again later`);
    }
    return count;
  }

  /** What the shopper's other reviews and their pace give away (the text's own signals are textSignals'). */
  private async contextSignals(customerId: string, productId: number, content: string, recent: number): Promise<SpamSignal[]> {
    const others: Array<{ content: string }> = await this.db.query(`SELECT content FROM product_reviews WHERE customer_id = $1 AND product_id <> $2`, [customerId, productId]);
    const text = comparableText(content);
    return [
      ...(others.some((other) => comparableText(other.content) === text) ? (['duplicate-of-other-review'] as const) : []),
      ...(recent >= BURST_AFTER ? (['burst'] as const) : []),
    ];
  }

  /** The photos named, each ready: 404 for one never uploaded, 409 for one still processing or failed. */
  private async readyPhotos(ctx: RequestContext, ids: string[]): Promise<Array<Omit<StoredPhoto, 'status'>>> {
    return Promise.all(
      ids.map(async (id) => {
        const image = await this.client.request(GetUploadedImage, { id }, ctx).catch((error: unknown) => {
          if (error instanceof ServiceError && error.status === 404) throw notFound('A photo of this review was never uploaded; please upload it again');
          throw error;
        });
        if (image.status === 'processing') throw conflict('A photo is still being processed; please try again in a moment');
        if (image.status !== 'ready') throw conflict('A photo could not be processed; please upload another');
        return { id: image.id, url: image.url, variants: image.variants };
      }),
    );
  }

  private async lockedOwn(manager: EntityManager, customerId: string, productId: number): Promise<ReviewRow | undefined> {
    const [row]: ReviewRow[] = await manager.query(
      `SELECT ${REVIEW_COLUMNS} FROM product_reviews r ${REPLY_JOIN} WHERE r.product_id = $1 AND r.customer_id = $2 FOR UPDATE OF r`,
      [productId, customerId],
    );
    return row;
  }
}
