import { createHash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OrderPlaced, orderNumberSchema, type ParsedRequestOf, type InitiatePayment } from '@shop/contracts';
import { conflict, newContext, notFound, OutboxRelayRunner, ServiceError, type OutboxTransaction, type RequestContext } from '@shop/messaging';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { ORDER_CONFIG, type OrderConfig } from '../config';
import { InvoicesService } from '../invoices/invoices.service';
import { Order } from '../order/order.entity';
import { PLACEMENTS } from '../order/lifecycle/order-lifecycle';
import { changeOrderStatus, settlePayment } from '../order/lifecycle/order-transitions';
import { ORDER_NOT_FOUND, orderPlacedEvent, OrdersService, ownsOrder } from '../order/orders.service';
import { measurePaymentStates, paymentTransitions } from './payment-metrics';
import { nextCheckDelayMs, PAYMENT_GIVE_UP_MS } from './payment-schedule';
import { PhonePeClient, type PhonePeState } from './phonepe.client';

type InitiateInput = ParsedRequestOf<typeof InitiatePayment>;
type InitiateReply = { success: true; redirectUrl: string; orderNumber: string } | { success: false; error: string };

const webhookSchema = z.object({
  event: z.string(),
  // merchantOrderId is the order number we sent PhonePe; anything else is no order of ours.
  payload: z.object({ merchantOrderId: orderNumberSchema, state: z.enum(['PENDING', 'COMPLETED', 'FAILED']), amount: z.number().int() }),
});

/** Was this order's payment started through PhonePe? (Cash on delivery never is.) */
const paidThroughGateway = (order: Order) => order.paymentMethod !== 'cod';

/**
 * Gateway payments. An order is paid only when PhonePe (its status API, or a webhook that
 * carries the merchant's own credentials) says COMPLETED for the order's own amount. Every
 * transition happens once, under a row lock: duplicates and replays change nothing.
 */
@Injectable()
export class PaymentsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = new Logger(PaymentsService.name);
  private timer: NodeJS.Timeout | null = null;
  private reconciling: Promise<void> | null = null;

  constructor(
    @Inject(ORDER_CONFIG) private readonly config: OrderConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersService,
    private readonly phonePe: PhonePeClient,
    private readonly outbox: OutboxRelayRunner,
    private readonly invoices: InvoicesService,
  ) {}

  onApplicationBootstrap(): void {
    measurePaymentStates(this.dataSource);
    this.timer = setInterval(() => {
      this.reconciling ??= this.reconcileDue().finally(() => (this.reconciling = null));
    }, this.config.RECONCILE_INTERVAL_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    measurePaymentStates(null);
    if (this.timer) clearInterval(this.timer);
    await this.reconciling;
  }

  /** Stores the order (payment pending) before the shopper leaves, then asks PhonePe for a payment page. */
  async initiate(ctx: RequestContext, input: InitiateInput): Promise<InitiateReply> {
    const { orderId, amount: _browserAmount, customerEmail: _email, customerPhone: _phone, ...order } = input;
    const stored = await this.orders.store(ctx, { ...order, orderNumber: orderId }, PLACEMENTS.throughPaymentGateway);
    // The number of an order placed for cash on delivery: it is not paid through PhonePe, and no payment may fail it.
    if (!paidThroughGateway(stored)) throw conflict('This order number is already in use');
    if (stored.paymentStatus !== 'pending') {
      return { success: false, error: `Order ${stored.orderNumber} is already ${stored.paymentStatus === 'paid' ? 'paid' : 'closed'}` };
    }
    return this.paymentPage(ctx, stored);
  }

  /**
   * Asks PhonePe for the payment page of a stored order whose payment is pending (a shop order, or
   * the order of a designer's quote), and schedules reconciliation to ask after it.
   */
  async paymentPage(ctx: RequestContext, stored: Order): Promise<InitiateReply> {
    try {
      const payment = await this.phonePe.pay({
        merchantOrderId: stored.orderNumber,
        amountPaise: stored.totalAmount,
        redirectUrl: `${this.config.STOREFRONT_URL.replace(/\/$/, '')}/payment-success?order=${encodeURIComponent(stored.orderNumber)}`,
      });
      await this.dataSource.getRepository(Order).update(
        { id: stored.id },
        { paymentReference: payment.orderId, paymentNextCheckAt: new Date(Date.now() + this.nextCheckDelay(Date.now() - stored.orderDate.getTime())) },
      );
      return { success: true, redirectUrl: payment.redirectUrl, orderNumber: stored.orderNumber };
    } catch (error) {
      this.log.warn(`PhonePe payment for ${stored.orderNumber} could not start [${ctx.correlationId}]: ${(error as Error).message}`);
      // Reconciliation asks PhonePe later: if the payment did start after all, it is found; if not, it fails.
      await this.dataSource.getRepository(Order).update({ id: stored.id }, { paymentNextCheckAt: new Date() });
      return { success: false, error: 'The payment could not be started. Please try again.' };
    }
  }

  /**
   * The shopper is back from PhonePe: ask PhonePe, apply what it says, answer the state. Only
   * for the order's own shopper (its checkout, or signed in): anyone else's order is not found.
   */
  async confirm(ctx: RequestContext, orderNumber: string) {
    const order = await this.dataSource.getRepository(Order).findOneBy({ orderNumber });
    if (!order || !paidThroughGateway(order) || !ownsOrder(ctx, order)) throw notFound(ORDER_NOT_FOUND);
    if (order.paymentStatus === 'pending') {
      const status = await this.phonePe.status(orderNumber);
      await this.apply(ctx, orderNumber, status.state, status.amount, status.orderId);
    }
    const current = await this.dataSource.getRepository(Order).findOneByOrFail({ orderNumber });
    return { orderNumber: current.orderNumber, paymentStatus: current.paymentStatus };
  }

  /** A webhook counts only with the Authorization PhonePe computes from our configured credentials. */
  async webhook(ctx: RequestContext, authorization: string, body: unknown): Promise<{ accepted: boolean }> {
    if (!this.authentic(authorization)) return { accepted: false };
    const parsed = webhookSchema.safeParse(body);
    if (!parsed.success) throw new ServiceError(400, 'The webhook body is not a PhonePe checkout event');
    const { merchantOrderId, state, amount } = parsed.data.payload;
    await this.apply(ctx, merchantOrderId.toUpperCase(), state, amount, null);
    return { accepted: true };
  }

  /** Asks PhonePe about every pending gateway payment that is due, on PhonePe's schedule. */
  async reconcileDue(): Promise<void> {
    const due: Array<{ order_number: string; order_date: Date }> = await this.dataSource.query(
      `SELECT order_number, order_date FROM orders
        WHERE payment_status = 'pending' AND payment_next_check_at <= now()
        ORDER BY payment_next_check_at LIMIT 50`,
    );
    for (const { order_number: orderNumber, order_date: orderDate } of due) {
      const ctx = newContext();
      const age = Date.now() - new Date(orderDate).getTime();
      try {
        const status = await this.phonePe.status(orderNumber);
        const givenUp = status.state === 'PENDING' && age > PAYMENT_GIVE_UP_MS;
        const final = givenUp
          ? await this.apply(ctx, orderNumber, 'FAILED', null, status.orderId, 'system')
          : await this.apply(ctx, orderNumber, status.state, status.amount, status.orderId);
        if (!final) await this.scheduleNextCheck(orderNumber, age);
      } catch (error) {
        this.log.warn(`Checking the payment of ${orderNumber} failed: ${(error as Error).message}`);
        if (age > PAYMENT_GIVE_UP_MS) await this.apply(ctx, orderNumber, 'FAILED', null, null, 'system');
        else await this.scheduleNextCheck(orderNumber, age);
      }
    }
  }

  /**
   * Moves a pending payment to paid or failed, once. COMPLETED with another amount than the
   * order's own is refused and logged. Answers whether the payment is now final.
   */
  private async apply(
    ctx: RequestContext,
    orderNumber: string,
    state: PhonePeState,
    amountPaise: number | null,
    reference: string | null,
    // PhonePe's word, unless the shop gives up waiting for it.
    by: 'payment-provider' | 'system' = 'payment-provider',
  ): Promise<boolean> {
    let settled: 'paid' | 'failed' | null = null;
    const changed = await this.outbox.transaction(ctx, async (tx) => {
      const order = await tx.manager.getRepository(Order).findOne({ where: { orderNumber }, lock: { mode: 'pessimistic_write' } });
      // A cash-on-delivery order has no PhonePe payment: nothing PhonePe (or anyone) says about its number counts.
      if (!order || !paidThroughGateway(order)) return false;
      if (order.paymentStatus !== 'pending') return true;
      if (state === 'PENDING') return false;
      if (state === 'COMPLETED' && amountPaise !== order.totalAmount) {
        this.log.error(`PhonePe reports ${orderNumber} COMPLETED for ${amountPaise} paise, but the order is ${order.totalAmount}: not marked paid [${ctx.correlationId}]`);
        return false;
      }
      settled = state === 'COMPLETED' ? 'paid' : 'failed';
      await this.settle(ctx, tx, order, settled, reference, by);
      return true;
    });
    // Counted once committed: a rolled-back transaction moved nothing.
    if (settled) paymentTransitions.inc({ to: settled });
    return changed;
  }

  /**
   * Paid: the payment is confirmed, the order confirmed with it, and the order announced to the
   * shopper (a gateway order is placed once it is paid). Failed: only the payment changes.
   */
  private async settle(ctx: RequestContext, tx: OutboxTransaction, order: Order, outcome: 'paid' | 'failed', reference: string | null, by: 'payment-provider' | 'system') {
    await settlePayment(tx, order, outcome === 'paid' ? 'pay' : 'fail', by, reference);
    if (outcome === 'paid') {
      // An order staff cancelled while its payment was pending stays cancelled: the money is refunded by staff.
      if (order.status === 'pending') {
        await changeOrderStatus(tx, order, 'confirm', 'payment-provider');
        // Before order.placed.v1: the confirmation email it sends finds the invoice to attach.
        await this.invoices.issueInvoice(ctx, tx, order);
      }
      await tx.emit(OrderPlaced, orderPlacedEvent(order));
    }
  }

  private async scheduleNextCheck(orderNumber: string, ageMs: number): Promise<void> {
    await this.dataSource.query(`UPDATE orders SET payment_next_check_at = now() + ($2::int * interval '1 millisecond') WHERE order_number = $1 AND payment_status = 'pending'`, [
      orderNumber,
      this.nextCheckDelay(ageMs),
    ]);
  }

  private nextCheckDelay(ageMs: number): number {
    return nextCheckDelayMs(ageMs, this.config.PAYMENT_FIRST_CHECK_MS);
  }

  private authentic(authorization: string): boolean {
    const expected = createHash('sha256').update(`${this.config.PHONEPE_WEBHOOK_USERNAME}:${this.config.PHONEPE_WEBHOOK_PASSWORD}`).digest('hex');
    const given = Buffer.from(authorization.trim().replace(/^SHA256\s*/i, '').toLowerCase());
    return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
  }
}
