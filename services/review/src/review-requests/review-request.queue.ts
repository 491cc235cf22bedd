import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { REVIEW_CONFIG, type ReviewConfig } from '../config';
import { ReviewRequestsService } from './review-requests.service';

export const REVIEW_REQUEST_QUEUE = 'review-requests';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReviewRequestJob {
  orderNumber: string;
  correlationId: string;
}

/**
 * The review request emails waiting for their day: one delayed job per delivered order (its id
 * the order number, so a redelivered event or a second delivery adds nothing), run by whichever
 * replica's worker is free, retried with backoff when the order service cannot answer.
 */
@Injectable()
export class ReviewRequestQueue implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly log = new Logger(ReviewRequestQueue.name);
  private readonly redis: IORedis;
  private readonly queue: Queue<ReviewRequestJob>;
  private worker: Worker<ReviewRequestJob> | null = null;
  /** The worker's own connection: BullMQ does not close a connection it was given. */
  private workerConnection: IORedis | null = null;

  constructor(
    @Inject(REVIEW_CONFIG) private readonly config: ReviewConfig,
    private readonly requests: ReviewRequestsService,
  ) {
    this.redis = new IORedis(config.REDIS_URL, { maxRetriesPerRequest: null });
    this.queue = new Queue<ReviewRequestJob>(REVIEW_REQUEST_QUEUE, {
      connection: this.redis,
      prefix: config.QUEUE_PREFIX,
      defaultJobOptions: {
        attempts: 10,
        backoff: { type: 'exponential', delay: 5000 },
        // Kept a month, so the same order delivered again meanwhile finds its job and adds nothing.
        removeOnComplete: { age: 30 * 24 * 3600 },
        removeOnFail: { age: 30 * 24 * 3600 },
      },
    });
  }

  async schedule(orderNumber: string, correlationId: string): Promise<void> {
    await this.queue.add('review-request', { orderNumber, correlationId }, { jobId: orderNumber, delay: Math.round(this.config.REVIEW_REQUEST_DELAY_DAYS * DAY_MS) });
  }

  onApplicationBootstrap(): void {
    this.workerConnection = this.redis.duplicate();
    this.worker = new Worker<ReviewRequestJob>(REVIEW_REQUEST_QUEUE, (job) => this.requests.issue(job.data.orderNumber, { correlationId: job.data.correlationId }), {
      connection: this.workerConnection,
      prefix: this.config.QUEUE_PREFIX,
      concurrency: 8,
    });
    this.worker.on('failed', (job, error) =>
      this.log.warn({ msg: `Review request of ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`, correlationId: job?.data.correlationId }),
    );
  }

  /** Lets the jobs in hand finish before the database and NATS close. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.workerConnection?.quit().catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    await this.redis.quit().catch(() => undefined);
  }
}
