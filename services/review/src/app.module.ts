import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from '@shop/database';
import { MessagingModule, OutboxModule } from '@shop/messaging';
import { REVIEW_CONFIG, type ReviewConfig } from './config';
import { reviewDatabase } from './db/database';
import { ModerationHandler } from './moderation/moderation.handler';
import { ModerationService } from './moderation/moderation.service';
import { ReviewRequestQueue } from './review-requests/review-request.queue';
import { ReviewRequestsHandler } from './review-requests/review-requests.handler';
import { ReviewRequestsService } from './review-requests/review-requests.service';
import { ProductReviewsCache } from './reviews/product-reviews-cache';
import { ReviewsHandler } from './reviews/reviews.handler';
import { ReviewsService } from './reviews/reviews.service';

@Module({})
export class AppModule {
  static register(config: ReviewConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MessagingModule.forRoot({
          name: 'review',
          natsUrl: config.NATS_URL,
          requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
          jetStreamReplicas: config.JETSTREAM_REPLICAS,
        }),
        TypeOrmModule.forRoot(dataSourceOptions(reviewDatabase(config.DATABASE_URL))),
        // Ratings, review requests and the audit log's staff actions leave through the outbox.
        OutboxModule,
      ],
      controllers: [ReviewsHandler, ModerationHandler, ReviewRequestsHandler],
      providers: [
        { provide: REVIEW_CONFIG, useValue: config },
        ProductReviewsCache,
        ReviewsService,
        ModerationService,
        ReviewRequestsService,
        ReviewRequestQueue,
      ],
    };
  }
}
