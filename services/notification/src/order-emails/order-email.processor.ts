import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { GetInvoiceAttachment, GetOrder } from '@shop/contracts';
import { RequestClient, ServiceError, type RequestContext } from '@shop/messaging';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type IORedis from 'ioredis';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config';
import { Mailer } from '../mail/mailer';
import { ORDER_EMAIL_QUEUE, OrderEmailQueue, type OrderEmailJob, type OrderEmailKind } from './order-email.queue';
import { renderOrderConfirmation, renderPaymentReceipt } from './render-order-email';
import { renderStatusEmail } from './render-status-email';

const SENT_TTL_SECONDS = 60 * 60 * 24 * 30;

/**
 * The emails that confirm an order carry its GST invoice: the confirmation of a PhonePe order
 * (sent once it is paid, when the invoice is issued) and the shop's acceptance of a cash-on-
 * delivery one (sent when staff confirm it). A COD order's first confirmation, at placing, has
 * no invoice yet.
 */
const INVOICED_EMAILS: ReadonlySet<OrderEmailKind> = new Set(['order-confirmation', 'order-accepted']);

/**
 * Sends the queued order emails: reads the order, renders the email its job asks for and hands
 * it to SMTP. A `sent` marker per job (its event's id), set after SMTP accepts, keeps a job that
 * is retried after sending from mailing twice.
 */
@Injectable()
export class OrderEmailProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = new Logger(OrderEmailProcessor.name);
  private worker: Worker<OrderEmailJob> | null = null;
  /** The worker's own connection: BullMQ does not close a connection it was given. */
  private connection: IORedis | null = null;

  constructor(
    @Inject(NOTIFICATION_CONFIG) private readonly config: NotificationConfig,
    private readonly emails: OrderEmailQueue,
    private readonly client: RequestClient,
    private readonly mailer: Mailer,
  ) {}

  onApplicationBootstrap(): void {
    this.connection = this.emails.redis.duplicate();
    this.worker = new Worker<OrderEmailJob>(ORDER_EMAIL_QUEUE, (job) => this.send(job), {
      connection: this.connection,
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
  }

  /** Lets the jobs in hand finish; the queue's own connection closes after (OrderEmailQueue). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.connection?.quit().catch(() => undefined);
  }

  /**
   * The order to write about. One the order service does not know will never be known: the job
   * fails at once rather than being retried for half an hour. Anything else (a service down or
   * slow) is retried with backoff.
   */
  private async order(id: number, ctx: RequestContext) {
    try {
      return await this.client.request(GetOrder, { id }, ctx);
    } catch (error) {
      if (error instanceof ServiceError && error.status === 404) throw new UnrecoverableError(`Order ${id} does not exist: there is nothing to send`);
      throw error;
    }
  }

  /** The order's invoice as an attachment, none while it has no invoice. */
  private async invoice(orderId: number, ctx: RequestContext) {
    const { invoice } = await this.client.request(GetInvoiceAttachment, { orderId }, ctx);
    return invoice ? [{ filename: invoice.fileName, content: Buffer.from(invoice.pdfBase64, 'base64'), contentType: 'application/pdf' }] : undefined;
  }

  private async send(job: Job<OrderEmailJob>): Promise<void> {
    const sentKey = `${this.config.QUEUE_PREFIX}:${ORDER_EMAIL_QUEUE}:sent:${job.id}`;
    if (await this.emails.redis.exists(sentKey)) return;
    const order = await this.order(job.data.orderId, { correlationId: job.data.correlationId });
    const kind = job.name as OrderEmailKind;
    const email =
      kind === 'payment-receipt'
        ? renderPaymentReceipt(order, job.data.providerReference ?? null, this.config.STOREFRONT_URL)
        : kind === 'order-confirmation'
          ? renderOrderConfirmation(order, this.config.STOREFRONT_URL)
          : renderStatusEmail(kind, order, job.data, this.config.STOREFRONT_URL);
    await this.mailer.send({
      to: order.customerEmail,
      messageId: `<${job.id}@curatedartdecor.in>`,
      correlationId: job.data.correlationId,
      ...email,
      attachments: INVOICED_EMAILS.has(kind) ? await this.invoice(order.id, { correlationId: job.data.correlationId }) : undefined,
    });
    await this.emails.redis.set(sentKey, '1', 'EX', SENT_TTL_SECONDS);
    this.log.log({
      msg: `Sent the ${job.name} of ${order.orderNumber}`,
      correlationId: job.data.correlationId,
      jobId: job.id,
    });
  }
}
