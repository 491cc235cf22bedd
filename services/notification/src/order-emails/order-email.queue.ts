import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Gauge, metric } from '@shop/messaging';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config';

export const ORDER_EMAIL_QUEUE = 'order-emails';

export interface OrderEmailJob {
  orderId: number;
  correlationId: string;
  /** PhonePe's reference, for a payment receipt. */
  providerReference?: string | null;
  /** Shipped: as the event gave them (the email tells what happened then, whatever follows). */
  carrier?: string;
  trackingNumber?: string;
  trackingUrl?: string;
  /** Cancelled: the reason staff gave. */
  reason?: string;
  /** Refunded: this refund's amount, in paise. */
  amount?: number;
}

/** The confirmation and receipt at placing and paying; then one email per shopper-visible change staff make. */
export type OrderEmailKind =
  | 'order-confirmation'
  | 'payment-receipt'
  | 'order-accepted'
  | 'order-shipped'
  | 'order-delivered'
  | 'order-cancelled'
  | 'payment-refunded';

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** The queue the gauge below reads: the running OrderEmailQueue's own. */
let measuredQueue: Queue | null = null;

/** Read from Redis at each scrape, so every replica reports the shared queue as it is now. */
metric(
  'email_queue_jobs',
  () =>
    new Gauge({
      name: 'email_queue_jobs',
      help: 'Jobs in the email queue, by state',
      labelNames: ['state'],
      async collect() {
        if (!measuredQueue) return;
        const counts = await measuredQueue.getJobCounts(...QUEUE_STATES);
        for (const state of QUEUE_STATES) this.set({ state }, counts[state] ?? 0);
      },
    }),
);

/**
 * The order emails waiting to be sent, in Redis, shared by every replica: OrderEventsHandler adds
 * them, OrderEmailProcessor sends them, retrying with backoff.
 */
@Injectable()
export class OrderEmailQueue implements OnApplicationShutdown {
  /** The queue's connection, also where the processor marks the emails it has sent. */
  readonly redis: IORedis;
  readonly queue: Queue<OrderEmailJob>;

  constructor(@Inject(NOTIFICATION_CONFIG) config: NotificationConfig) {
    this.redis = new IORedis(config.REDIS_URL, { maxRetriesPerRequest: null });
    this.queue = new Queue<OrderEmailJob>(ORDER_EMAIL_QUEUE, {
      connection: this.redis,
      prefix: config.QUEUE_PREFIX,
      defaultJobOptions: {
        attempts: 10,
        backoff: { type: 'exponential', delay: 2000 },
        // Kept for a week so a late redelivery of the same event still finds its job and adds nothing.
        removeOnComplete: { age: 7 * 24 * 3600 },
        removeOnFail: { age: 30 * 24 * 3600 },
      },
    });
    measuredQueue = this.queue;
  }

  /** The email an event asks for. Its job id is the event's id: a redelivered event adds nothing. */
  async add(kind: OrderEmailKind, eventId: string, job: OrderEmailJob): Promise<void> {
    await this.queue.add(kind, job, { jobId: eventId });
  }

  /** Shutdown hooks run after every before-shutdown one: the event consumers and the processor have stopped. */
  async onApplicationShutdown(): Promise<void> {
    if (measuredQueue === this.queue) measuredQueue = null;
    await this.queue.close();
    await this.redis.quit().catch(() => undefined);
  }
}
