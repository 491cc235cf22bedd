import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  BulkApproveReviews,
  GetReviewQueueCounts,
  ListReviewsForStaff,
  ModerateReview,
  ModerateReviewPhoto,
  ParsedRequestOf,
  ReplyOf,
  StaffReview,
} from '@shop/contracts';
import { conflict, notFound, OutboxRelayRunner, recordStaffAction, staffMay, type OutboxTransaction, type RequestContext } from '@shop/messaging';
import type { DataSource } from 'typeorm';
import { publishProductRating } from '../ratings/product-ratings';
import { ProductReviewsCache } from '../reviews/product-reviews-cache';
import { REPLY_JOIN, REVIEW_COLUMNS, staffReview, type ReviewRow, type StoredPhoto } from '../reviews/review-rows';

export const STALE_REVIEW = 'This review was changed meanwhile; reload it';
const PERMISSION = 'reviews.moderate';

/** Which review, for the audit log's line: "the review of Marigold Geometry by aditi@example.in". */
const described = (row: ReviewRow) => `the review of ${row.product_title ?? `product ${row.product_id}`} by ${row.customer_email}`;

/** The `%` and `_` a shopper typed are searched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The back office's review queue ('reviews.moderate'). Every change is one outbox transaction
 * holding its audit entry (recordStaffAction) and, when the product's approved reviews changed,
 * the product's new rating (publishProductRating). Actions name the version the moderator saw.
 */
@Injectable()
export class ModerationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: OutboxRelayRunner,
    private readonly productReviews: ProductReviewsCache,
  ) {}

  async list(ctx: RequestContext, query: ParsedRequestOf<typeof ListReviewsForStaff>): Promise<ReplyOf<typeof ListReviewsForStaff>> {
    staffMay(ctx, PERMISSION);
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    if (query.status !== 'all') where.push(`r.status = ${param(query.status)}`);
    if (query.productId !== undefined) where.push(`r.product_id = ${param(query.productId)}`);
    if (query.rating !== undefined) where.push(`r.rating = ${param(query.rating)}`);
    if (query.withPhotos !== undefined) where.push(query.withPhotos ? `jsonb_array_length(r.images) > 0` : `jsonb_array_length(r.images) = 0`);
    if (query.suspicious !== undefined) where.push(query.suspicious ? `cardinality(r.spam_signals) > 0` : `cardinality(r.spam_signals) = 0`);
    if (query.q) {
      const pattern = param(likePattern(query.q));
      where.push(`(r.title ILIKE ${pattern} OR r.content ILIKE ${pattern} OR r.customer_name ILIKE ${pattern} OR r.customer_email ILIKE ${pattern})`);
    }
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const direction = query.sort === 'newest' ? 'DESC' : 'ASC';
    const [rows, [{ total }]]: [ReviewRow[], Array<{ total: number }>] = await Promise.all([
      this.db.query(
        `SELECT ${REVIEW_COLUMNS} FROM product_reviews r ${REPLY_JOIN} ${filter}
          ORDER BY r.created_at ${direction}, r.id ${direction} LIMIT ${param(query.limit)} OFFSET ${param((query.page - 1) * query.limit)}`,
        params,
      ),
      this.db.query(`SELECT count(*)::int AS total FROM product_reviews r ${filter}`, params.slice(0, params.length - 2)),
    ]);
    return { items: rows.map(staffReview), total };
  }

  async get(ctx: RequestContext, id: number): Promise<StaffReview> {
    staffMay(ctx, PERMISSION);
    const [row]: ReviewRow[] = await this.db.query(`SELECT ${REVIEW_COLUMNS} FROM product_reviews r ${REPLY_JOIN} WHERE r.id = $1`, [id]);
    if (!row) throw notFound('Review not found');
    return staffReview(row);
  }

  moderate(ctx: RequestContext, request: ParsedRequestOf<typeof ModerateReview>): Promise<StaffReview> {
    staffMay(ctx, PERMISSION);
    return this.changing(ctx, async (tx) => {
      const before = await this.locked(tx, request.id, request.version);
      const status = request.action === 'approve' ? 'approved' : request.action === 'reject' ? 'rejected' : 'flagged';
      const note = request.action === 'approve' ? null : request.reason;
      // Approving a review approves its photos still waiting; a photo staff rejected stays rejected.
      const images = request.action === 'approve' ? before.images.map((image) => (image.status === 'pending' ? { ...image, status: 'approved' as const } : image)) : before.images;
      await tx.manager.query(`UPDATE product_reviews SET status = $2, moderation_note = $3, images = $4, version = version + 1 WHERE id = $1`, [
        request.id,
        status,
        note,
        JSON.stringify(images),
      ]);
      if ((before.status === 'approved') !== (status === 'approved')) await publishProductRating(tx, before.product_id);
      await recordStaffAction(tx, ctx, {
        action: `review.${request.action}`,
        entity: 'review',
        entityId: request.id,
        summary: `${request.action === 'approve' ? 'Approved' : request.action === 'reject' ? 'Rejected' : 'Flagged'} ${described(before)}${note ? `: ${note}` : ''}`,
        before: { status: before.status, moderationNote: before.moderation_note },
        after: { status, moderationNote: note },
      });
      return this.reread(tx, request.id);
    });
  }

  async bulkApprove(ctx: RequestContext, ids: number[]): Promise<ReplyOf<typeof BulkApproveReviews>> {
    staffMay(ctx, PERMISSION);
    const products = new Set<number>();
    const answer = await this.outbox.transaction(ctx, async (tx) => {
      const rows: ReviewRow[] = await tx.manager.query(`SELECT ${REVIEW_COLUMNS} FROM product_reviews r ${REPLY_JOIN} WHERE r.id = ANY($1::int[]) ORDER BY r.id FOR UPDATE OF r`, [ids]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const approved: number[] = [];
      const skipped: Array<{ id: number; reason: string }> = [];
      for (const id of ids) {
        const row = byId.get(id);
        if (!row) skipped.push({ id, reason: 'Review not found' });
        else if (row.status === 'approved') skipped.push({ id, reason: 'Already approved' });
        else if (row.status === 'rejected') skipped.push({ id, reason: 'Rejected; open it to approve it' });
        else {
          const images = row.images.map((image) => (image.status === 'pending' ? { ...image, status: 'approved' as const } : image));
          await tx.manager.query(`UPDATE product_reviews SET status = 'approved', moderation_note = NULL, images = $2, version = version + 1 WHERE id = $1`, [id, JSON.stringify(images)]);
          await recordStaffAction(tx, ctx, {
            action: 'review.approve',
            entity: 'review',
            entityId: id,
            summary: `Approved ${described(row)} (bulk)`,
            before: { status: row.status, moderationNote: row.moderation_note },
            after: { status: 'approved', moderationNote: null },
          });
          approved.push(id);
          products.add(row.product_id);
        }
      }
      for (const productId of [...products].sort((a, b) => a - b)) await publishProductRating(tx, productId);
      return { approved, skipped };
    });
    for (const productId of products) this.productReviews.changed(productId);
    return answer;
  }

  /** The shop's public reply: written, replaced, or removed with null. */
  reply(ctx: RequestContext, id: number, content: string | null): Promise<StaffReview> {
    staffMay(ctx, PERMISSION);
    return this.changing(ctx, async (tx) => {
      const [row]: ReviewRow[] = await tx.manager.query(`SELECT ${REVIEW_COLUMNS} FROM product_reviews r ${REPLY_JOIN} WHERE r.id = $1 FOR UPDATE OF r`, [id]);
      if (!row) throw notFound('Review not found');
      if (content === null) {
        await tx.manager.query(`DELETE FROM review_replies WHERE review_id = $1 AND is_admin`, [id]);
      } else {
        await tx.manager.query(
          `INSERT INTO review_replies (review_id, content, is_admin) VALUES ($1, $2, true)
           ON CONFLICT (review_id) WHERE is_admin DO UPDATE SET content = EXCLUDED.content, updated_at = now()`,
          [id, content],
        );
      }
      await recordStaffAction(tx, ctx, {
        action: content === null ? 'review.reply-remove' : 'review.reply',
        entity: 'review',
        entityId: id,
        summary: `${content === null ? 'Removed the shop’s reply to' : row.reply_content === null ? 'Replied to' : 'Changed the shop’s reply to'} ${described(row)}`,
        before: { reply: row.reply_content },
        after: { reply: content },
      });
      return this.reread(tx, id);
    });
  }

  photo(ctx: RequestContext, request: ParsedRequestOf<typeof ModerateReviewPhoto>): Promise<StaffReview> {
    staffMay(ctx, PERMISSION);
    return this.changing(ctx, async (tx) => {
      const before = await this.locked(tx, request.id, request.version);
      const photo = before.images.find((image) => image.id === request.photoId);
      if (!photo) throw notFound('This review has no such photo');
      const images: StoredPhoto[] = before.images.map((image) => (image.id === request.photoId ? { ...image, status: request.status } : image));
      await tx.manager.query(`UPDATE product_reviews SET images = $2, version = version + 1 WHERE id = $1`, [request.id, JSON.stringify(images)]);
      await recordStaffAction(tx, ctx, {
        action: request.status === 'rejected' ? 'review-photo.reject' : 'review-photo.approve',
        entity: 'review',
        entityId: request.id,
        summary: `${request.status === 'rejected' ? 'Rejected' : 'Approved'} a photo of ${described(before)}`,
        before: { photo: request.photoId, status: photo.status },
        after: { photo: request.photoId, status: request.status },
      });
      return this.reread(tx, request.id);
    });
  }

  /** A change of one review in a transaction; once committed, this replica's product page shows it at once. */
  private async changing(ctx: RequestContext, work: (tx: OutboxTransaction) => Promise<StaffReview>): Promise<StaffReview> {
    const review = await this.outbox.transaction(ctx, work);
    this.productReviews.changed(review.productId);
    return review;
  }

  async counts(ctx: RequestContext): Promise<ReplyOf<typeof GetReviewQueueCounts>> {
    staffMay(ctx, PERMISSION);
    const [counts]: Array<ReplyOf<typeof GetReviewQueueCounts>> = await this.db.query(`
      SELECT
        (SELECT count(*)::int FROM product_reviews WHERE status = 'pending') AS pending,
        (SELECT count(*)::int FROM product_reviews WHERE status = 'flagged') AS flagged,
        (SELECT count(*)::int FROM product_reviews r, jsonb_array_elements(r.images) AS image
          WHERE r.status <> 'rejected' AND image->>'status' = 'pending') AS "pendingPhotos"`);
    return counts;
  }

  /** The review, locked for this transaction, when it is still at the version the moderator saw. */
  private async locked(tx: OutboxTransaction, id: number, version: number): Promise<ReviewRow> {
    const [row]: ReviewRow[] = await tx.manager.query(`SELECT ${REVIEW_COLUMNS} FROM product_reviews r ${REPLY_JOIN} WHERE r.id = $1 FOR UPDATE OF r`, [id]);
    if (!row) throw notFound('Review not found');
    if (row.version !== version) throw conflict(STALE_REVIEW);
    return row;
  }

  private async reread(tx: OutboxTransaction, id: number): Promise<StaffReview> {
    const [row]: ReviewRow[] = await tx.manager.query(`SELECT ${REVIEW_COLUMNS} FROM product_reviews r ${REPLY_JOIN} WHERE r.id = $1`, [id]);
    return staffReview(row);
  }
}
