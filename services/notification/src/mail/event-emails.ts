import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import type IORedis from 'ioredis';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config';
import { OrderEmailQueue } from '../order-emails/order-email.queue';
import { Mailer } from './mailer';

export const EVENT_EMAIL_QUEUE = 'event-emails';
const SENT_TTL_SECONDS = 60 * 60 * 24 * 30;

/** An email already rendered from its event: what the queue keeps (attachments as base64, for Redis). */
export interface EventEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: Array<{ filename: string; contentBase64: string; contentType: string }>;
}

interface EventEmailJob {
  email: EventEmail;
  /** What it is, for log lines: "the review request of ORD-123456". */
  what: string;
  correlationId: string;
}

/**
 * The emails whose event holds everything they say (review requests, the trade programme's):
 * unlike an order email nothing is read before sending, so one queue serves them all. The job id
 * is the event's, and a `sent` marker is set once SMTP accepted, so a redelivered event or a
 * retried job never mails twice. Its Redis connections are its own (made from the order emails'
 * settings): neither queue closes one the other uses.
 */
@Injectable()
export class EventEmails implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly log = new Logger(EventEmails.name);
  private readonly queue: Queue<EventEmailJob>;
  private readonly redis: IORedis;
  private worker: Worker<EventEmailJob> | null = null;
  private connection: IORedis | null = null;

  constructor(
    @Inject(NOTIFICATION_CONFIG) private readonly config: NotificationConfig,
    orderEmails: OrderEmailQueue,
    private readonly mailer: Mailer,
  ) {
    this.redis = orderEmails.redis.duplicate();
    this.queue = new Queue<EventEmailJob>(EVENT_EMAIL_QUEUE, {
      connection: this.redis,
      prefix: config.QUEUE_PREFIX,
      defaultJobOptions: {
        attempts: 10,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: { age: 7 * 24 * 3600 },
        removeOnFail: { age: 30 * 24 * 3600 },
      },
    });
  }

  /** Queues the email of this event; the same event queued again is the same job. */
  async add(eventId: string, email: EventEmail, what: string, correlationId: string): Promise<void> {
    await this.queue.add('email', { email, what, correlationId }, { jobId: eventId });
  }

  onApplicationBootstrap(): void {
    this.connection = this.redis.duplicate();
    this.worker = new Worker<EventEmailJob>(EVENT_EMAIL_QUEUE, (job) => this.send(job), {
      connection: this.connection,
      prefix: this.config.QUEUE_PREFIX,
      concurrency: this.config.EMAIL_CONCURRENCY,
    });
    this.worker.on('failed', (job, error) =>
      this.log.warn({ msg: `Email ${job?.id} (${job?.data.what}) failed (attempt ${job?.attemptsMade}): ${error.message}`, correlationId: job?.data.correlationId }),
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.connection?.quit().catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    await this.redis.quit().catch(() => undefined);
  }

  private async send(job: Job<EventEmailJob>): Promise<void> {
    const sentKey = `${this.config.QUEUE_PREFIX}:${EVENT_EMAIL_QUEUE}:sent:${job.id}`;
    if (await this.redis.exists(sentKey)) return;
    const { email, what, correlationId } = job.data;
    await this.mailer.send({
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      messageId: `<${job.id}@curatedartdecor.in>`,
      correlationId,
      attachments: email.attachments?.map(({ filename, contentBase64, contentType }) => ({ filename, content: Buffer.from(contentBase64, 'base64'), contentType })),
    });
    await this.redis.set(sentKey, '1', 'EX', SENT_TTL_SECONDS);
    this.log.log({ msg: `Sent ${what}`, correlationId, jobId: job.id });
  }
}
