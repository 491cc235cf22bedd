import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { GetOrder, OrderPlaced, PaymentConfirmed } from '@shop/contracts';
import { Gauge, JetStreamStreams, metric, NATS_CONNECTION, RequestClient, startConsumer, type RunningConsumer } from '@shop/messaging';
import { Queue, Worker, type Job } from 'bullmq';
import IORedis from 'ioredis';
import type { NatsConnection } from 'nats';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config';
import { Mailer } from '../mail/mailer';
import { renderOrderConfirmation, renderPaymentReceipt } from './render-order-email';

export const ORDER_EMAIL_QUEUE = 'order-emails';
const SENT_TTL_SECONDS = 60 * 60 * 24 * 30;

interface OrderEmailJob {
  orderId: number;
  correlationId: string;
  /** PhonePe's reference, for a payment receipt. */
  providerReference?: string | null;
}

type OrderEmailKind = 'order-confirmation' | 'payment-receipt';

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** The queue the gauge below reads: the running OrderEmails' own. */
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
 * order.placed.v1 and payment.confirmed.v1 → a BullMQ job whose id is the event id (a
 * redelivered event adds nothing) → the confirmation or receipt over SMTP, retried with backoff. A `sent` marker per event, set
 * after SMTP accepts, keeps a job that is retried after sending from mailing twice.
 */
@Injectable()
export class OrderEmails implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = new Logger(OrderEmails.name);
  private readonly redis: IORedis;
  readonly queue: Queue<OrderEmailJob>;
  private worker: Worker<OrderEmailJob> | null = null;
  private consumers: RunningConsumer[] = [];

  constructor(
    @Inject(NOTIFICATION_CONFIG) private readonly config: NotificationConfig,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly client: RequestClient,
    private readonly mailer: Mailer,
    private readonly streams: JetStreamStreams,
  ) {
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
  }

  async onApplicationBootstrap(): Promise<void> {
    this.worker = new Worker<OrderEmailJob>(ORDER_EMAIL_QUEUE, (job) => this.send(job), {
      connection: this.redis.duplicate(),
      prefix: this.config.QUEUE_PREFIX,
      concurrency: this.config.EMAIL_CONCURRENCY,
    });
    this.worker.on('failed', (job, error) =>
      this.log.warn({
        msg: `Email job ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`,
        correlationId: job?.data.correlationId,
        jobId: job?.id,
      }),
    );
    measuredQueue = this.queue;
    await this.streams.ensure();
    this.consumers = [
      await startConsumer(this.nc, {
        event: OrderPlaced,
        durable: 'notification-order-placed',
        handle: async (event, ctx) => {
          await this.queue.add('order-confirmation', { orderId: event.orderId, correlationId: ctx.correlationId }, { jobId: event.eventId });
        },
      }),
      await startConsumer(this.nc, {
        event: PaymentConfirmed,
        durable: 'notification-payment-confirmed',
        handle: async (event, ctx) => {
          await this.queue.add(
            'payment-receipt',
            { orderId: event.orderId, correlationId: ctx.correlationId, providerReference: event.providerReference },
            { jobId: event.eventId },
          );
        },
      }),
    ];
  }

  /** Stop taking events, let the jobs in hand finish, then close the connections. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.consumers.map((consumer) => consumer.stop()));
    await this.worker?.close();
    if (measuredQueue === this.queue) measuredQueue = null;
    await this.queue.close();
    await this.redis.quit().catch(() => undefined);
  }

  private async send(job: Job<OrderEmailJob>): Promise<void> {
    const sentKey = `${this.config.QUEUE_PREFIX}:${ORDER_EMAIL_QUEUE}:sent:${job.id}`;
    if (await this.redis.exists(sentKey)) return;
    const order = await this.client.request(GetOrder, { id: job.data.orderId }, { correlationId: job.data.correlationId });
    const email =
      (job.name as OrderEmailKind) === 'payment-receipt'
        ? renderPaymentReceipt(order, job.data.providerReference ?? null, this.config.STOREFRONT_URL)
        : renderOrderConfirmation(order, this.config.STOREFRONT_URL);
    await this.mailer.send({
      to: order.customerEmail,
      messageId: `<${job.id}@curatedartdecor.in>`,
      correlationId: job.data.correlationId,
      ...email,
    });
    await this.redis.set(sentKey, '1', 'EX', SENT_TTL_SECONDS);
    this.log.log({
      msg: `Sent the ${job.name} of ${order.orderNumber}`,
      correlationId: job.data.correlationId,
      jobId: job.id,
    });
  }
}
