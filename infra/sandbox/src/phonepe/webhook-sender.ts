import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { PhonePeOptions } from '../config';
import { orderStatusView, type CheckoutOrder } from './checkout-orders';

export type WebhookEvent = 'checkout.order.completed' | 'checkout.order.failed';

export interface WebhookDelivery {
  at: number;
  /** The merchant's HTTP status; absent when it could not be reached. */
  status?: number;
  error?: string;
}

export interface WebhookNotification {
  event: WebhookEvent;
  /** Fixed when the order settles, so a replay repeats the original callback. */
  body: { event: WebhookEvent; payload: Record<string, unknown> };
  /** Settled without sending (a lost webhook, asked for by a test); a replay can still send it. */
  suppressed: boolean;
  delivered: boolean;
  deliveries: WebhookDelivery[];
}

/** The Authorization header PhonePe sends with each webhook: sha256 hex of "username:password". */
export function webhookAuthorization(username: string, password: string): string {
  return createHash('sha256').update(`${username}:${password}`).digest('hex');
}

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Sends PhonePe's server-to-server callbacks. A delivery counts only when the merchant answers
 * 2xx; otherwise it is retried after each of `retryDelaysMs`. Callers never wait for it.
 */
export class WebhookSender {
  private readonly notificationsByOrder = new Map<string, WebhookNotification[]>();
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<AbortController>();
  private readonly authorization: string;
  private closed = false;

  constructor(
    private readonly options: PhonePeOptions['webhook'],
    private readonly logger: Logger,
    private readonly fetchImpl: FetchLike = fetch,
  ) {
    this.authorization = webhookAuthorization(options.username, options.password);
  }

  /** Records the callback for a settled order and, unless told not to, starts delivering it. */
  orderSettled(order: CheckoutOrder, options: { notify: boolean }): void {
    const event: WebhookEvent = order.state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed';
    const notification: WebhookNotification = {
      event,
      body: { event, payload: { merchantOrderId: order.merchantOrderId, ...orderStatusView(order) } },
      suppressed: !options.notify,
      delivered: false,
      deliveries: [],
    };
    const list = this.notificationsByOrder.get(order.merchantOrderId) ?? [];
    list.push(notification);
    this.notificationsByOrder.set(order.merchantOrderId, list);
    if (options.notify) void this.deliverWithRetries(notification, 0);
  }

  notificationsFor(merchantOrderId: string): WebhookNotification[] {
    return this.notificationsByOrder.get(merchantOrderId) ?? [];
  }

  /** Sends the order's latest callback once more, as PhonePe may; answers how the merchant took it. */
  async replay(merchantOrderId: string): Promise<WebhookDelivery | undefined> {
    const notification = this.notificationsFor(merchantOrderId).at(-1);
    return notification ? this.deliverOnce(notification) : undefined;
  }

  /** Stops retries and aborts deliveries in flight. */
  close(): void {
    this.closed = true;
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    for (const controller of this.inFlight) controller.abort();
  }

  private async deliverWithRetries(notification: WebhookNotification, attempt: number): Promise<void> {
    const delivery = await this.deliverOnce(notification);
    if (notification.delivered || this.closed) return;
    const delay = this.options.retryDelaysMs[attempt];
    const orderId = notification.body.payload.merchantOrderId;
    if (delay === undefined) {
      this.logger.warn({ merchantOrderId: orderId, event: notification.event, attempts: attempt + 1 }, 'webhook not accepted; giving up');
      return;
    }
    this.logger.info({ merchantOrderId: orderId, status: delivery.status, error: delivery.error, retryInMs: delay }, 'webhook not accepted; will retry');
    const timer = setTimeout(() => {
      this.retryTimers.delete(timer);
      void this.deliverWithRetries(notification, attempt + 1);
    }, delay);
    this.retryTimers.add(timer);
  }

  private async deliverOnce(notification: WebhookNotification): Promise<WebhookDelivery> {
    const controller = new AbortController();
    this.inFlight.add(controller);
    const delivery: WebhookDelivery = { at: Date.now() };
    try {
      const response = await this.fetchImpl(this.options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: this.authorization },
        body: JSON.stringify(notification.body),
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(this.options.timeoutMs)]),
        // A redirect is not an acceptance; following it would post the payload somewhere unconfigured.
        redirect: 'manual',
      });
      delivery.status = response.status;
      await response.body?.cancel();
      if (response.ok) notification.delivered = true;
    } catch (error) {
      delivery.error = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    } finally {
      this.inFlight.delete(controller);
    }
    notification.deliveries.push(delivery);
    this.logger.debug({ merchantOrderId: notification.body.payload.merchantOrderId, event: notification.event, ...delivery }, 'webhook attempt');
    return delivery;
  }
}
