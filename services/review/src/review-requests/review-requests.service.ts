import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { GetDeliveredOrderForReviews, ReviewRequestIssued, type ReplyOf, type UnsubscribeFromReviewRequests } from '@shop/contracts';
import { badRequest, OutboxRelayRunner, RequestClient, ServiceError, type RequestContext } from '@shop/messaging';
import { UnrecoverableError } from 'bullmq';
import type { DataSource } from 'typeorm';
import { REVIEW_CONFIG, type ReviewConfig } from '../config';
import { UnsubscribeTokens } from './unsubscribe-token';

/**
 * The review request email, once per delivered order: when its day comes, the order is read
 * again (a returned order gets none), the address's opt-out is honoured, and the request is
 * recorded with its event in one transaction; the notification service sends it.
 */
@Injectable()
export class ReviewRequestsService {
  private readonly log = new Logger(ReviewRequestsService.name);
  private readonly tokens: UnsubscribeTokens;
  private readonly storefront: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REVIEW_CONFIG) config: ReviewConfig,
    private readonly outbox: OutboxRelayRunner,
    private readonly client: RequestClient,
  ) {
    this.tokens = new UnsubscribeTokens(config.REVIEW_UNSUBSCRIBE_SECRET);
    this.storefront = config.STOREFRONT_URL.replace(/\/$/, '');
  }

  async issue(orderNumber: string, ctx: RequestContext): Promise<void> {
    const done: unknown[] = await this.db.query(`SELECT 1 FROM review_requests WHERE order_number = $1`, [orderNumber]);
    if (done.length > 0) return;
    const order = await this.deliveredOrder(orderNumber, ctx);
    if (!order) return this.skip(orderNumber, 'The order is no longer delivered');
    const optedOut: unknown[] = await this.db.query(`SELECT 1 FROM review_request_opt_outs WHERE email = lower($1)`, [order.email]);
    if (optedOut.length > 0) return this.skip(orderNumber, 'The shopper unsubscribed from review requests');
    if (order.items.length === 0) return this.skip(orderNumber, 'The order holds no prints');
    await this.outbox.transaction(ctx, async (tx) => {
      const recorded: unknown[] = await tx.manager.query(`INSERT INTO review_requests (order_number, status) VALUES ($1, 'issued') ON CONFLICT DO NOTHING RETURNING 1`, [orderNumber]);
      if (recorded.length === 0) return;
      await tx.emit(ReviewRequestIssued, {
        orderNumber,
        email: order.email,
        firstName: order.firstName,
        items: order.items.map((item) => ({
          ...item,
          reviewUrl: `${this.storefront}/product/${item.productId}?review=${encodeURIComponent(orderNumber)}#write-review`,
        })),
        unsubscribeUrl: `${this.storefront}/reviews/unsubscribe?token=${this.tokens.sign(order.email)}`,
      });
    });
  }

  async unsubscribe(token: string): Promise<ReplyOf<typeof UnsubscribeFromReviewRequests>> {
    const email = this.tokens.verify(token);
    if (!email) throw badRequest('This unsubscribe link is not valid; please use the link in your email as it is');
    await this.db.query(`INSERT INTO review_request_opt_outs (email) VALUES ($1) ON CONFLICT DO NOTHING`, [email]);
    return { unsubscribed: true, email };
  }

  /** The order, or null when it is not delivered any more; an unknown order will never be known (no retries). */
  private async deliveredOrder(orderNumber: string, ctx: RequestContext) {
    try {
      return await this.client.request(GetDeliveredOrderForReviews, { orderNumber }, ctx);
    } catch (error) {
      if (error instanceof ServiceError && error.status === 409) return null;
      if (error instanceof ServiceError && error.status === 404) throw new UnrecoverableError(`Order ${orderNumber} does not exist: there is nobody to ask`);
      throw error;
    }
  }

  private async skip(orderNumber: string, reason: string): Promise<void> {
    await this.db.query(`INSERT INTO review_requests (order_number, status, reason) VALUES ($1, 'skipped', $2) ON CONFLICT DO NOTHING`, [orderNumber, reason]);
    this.log.log(`No review request for ${orderNumber}: ${reason}`);
  }
}
