import { randomInt } from 'node:crypto';
import type { PayRequest } from './pay-request';
import { PhonePeError } from './phonepe-error';

export type OrderState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface PaymentAttempt {
  paymentMode: 'UPI_QR';
  transactionId: string;
  /** Epoch milliseconds, as PhonePe's. */
  timestamp: number;
  amount: number;
  state: OrderState;
  errorCode?: string;
  detailedErrorCode?: string;
}

export interface CheckoutOrder {
  orderId: string;
  merchantOrderId: string;
  amount: number;
  createdAt: number;
  expireAt: number;
  metaInfo?: Record<string, string | undefined>;
  /** The merchant's return URL; the browser goes back there after the pay page. */
  redirectUrl: string;
  message?: string;
  state: OrderState;
  errorCode?: string;
  detailedErrorCode?: string;
  paymentDetails: PaymentAttempt[];
}

/** PhonePe's default when the merchant sends no expireAfter is not published; 20 minutes matches its reconciliation window. */
export const DEFAULT_EXPIRE_AFTER_SECONDS = 1200;

/** Why an order failed, in PhonePe's vocabulary (UPI "ZA": the customer declined). */
const DECLINED = { errorCode: 'AUTHORIZATION_ERROR', detailedErrorCode: 'ZA' };
const EXPIRED = { errorCode: 'TXN_AUTO_FAILED', detailedErrorCode: 'EXPIRED' };

/** PhonePe ids: a prefix, the time to the millisecond and random digits (22 digits in all). */
function phonePeId(prefix: string, at: number): string {
  const d = new Date(at);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const stamp =
    pad(d.getUTCFullYear() % 100) + pad(d.getUTCMonth() + 1) + pad(d.getUTCDate()) +
    pad(d.getUTCHours()) + pad(d.getUTCMinutes()) + pad(d.getUTCSeconds()) + pad(d.getUTCMilliseconds(), 3);
  return `${prefix}${stamp}${pad(randomInt(0, 10_000_000), 7)}`;
}

/**
 * The orders PhonePe holds for the merchant, in memory, and their one-way state machine:
 * PENDING → COMPLETED or FAILED (declined or expired). A settled order never changes again.
 * `onSettled` is told about every settlement; the webhook sender listens there.
 */
export class CheckoutOrders {
  private readonly byMerchantOrderId = new Map<string, CheckoutOrder>();
  private readonly byOrderId = new Map<string, CheckoutOrder>();
  private readonly expiryTimers = new Map<string, NodeJS.Timeout>();

  constructor(private readonly onSettled: (order: CheckoutOrder, options: { notify: boolean }) => void) {}

  /**
   * Creates the order, or answers the existing one when the merchant retries with the same
   * merchantOrderId and amount. A different amount under the same id is refused: it is a
   * different payment, and silently answering the old one would charge the wrong sum.
   */
  create(request: PayRequest): CheckoutOrder {
    const existing = this.byMerchantOrderId.get(request.merchantOrderId);
    if (existing) {
      if (existing.amount !== request.amount) {
        throw new PhonePeError(409, 'DUPLICATE_MERCHANT_ORDER_ID', 'An order with this merchantOrderId already exists with a different amount.', {
          merchantOrderId: request.merchantOrderId,
        });
      }
      return existing;
    }
    const createdAt = Date.now();
    const expireAfter = request.expireAfter ?? DEFAULT_EXPIRE_AFTER_SECONDS;
    const order: CheckoutOrder = {
      orderId: phonePeId('OMO', createdAt),
      merchantOrderId: request.merchantOrderId,
      amount: request.amount,
      createdAt,
      expireAt: createdAt + expireAfter * 1000,
      metaInfo: request.metaInfo,
      redirectUrl: request.paymentFlow.merchantUrls.redirectUrl,
      message: request.paymentFlow.message,
      state: 'PENDING',
      paymentDetails: [],
    };
    this.byMerchantOrderId.set(order.merchantOrderId, order);
    this.byOrderId.set(order.orderId, order);
    const timer = setTimeout(() => this.expire(order), order.expireAt - createdAt);
    timer.unref();
    this.expiryTimers.set(order.orderId, timer);
    return order;
  }

  findByMerchantOrderId(merchantOrderId: string): CheckoutOrder | undefined {
    return this.byMerchantOrderId.get(merchantOrderId);
  }

  findByOrderId(orderId: string): CheckoutOrder | undefined {
    return this.byOrderId.get(orderId);
  }

  /** The customer paid. Returns false (and changes nothing) when the order was already settled. */
  complete(order: CheckoutOrder, options: { notify: boolean }): boolean {
    if (order.state !== 'PENDING') return false;
    this.settleAttempt(order, 'COMPLETED');
    order.state = 'COMPLETED';
    this.settled(order, options);
    return true;
  }

  /** The customer declined. Returns false (and changes nothing) when the order was already settled. */
  decline(order: CheckoutOrder, options: { notify: boolean }): boolean {
    if (order.state !== 'PENDING') return false;
    this.settleAttempt(order, 'FAILED', DECLINED);
    this.markFailed(order, DECLINED);
    this.settled(order, options);
    return true;
  }

  /**
   * The customer started paying but the bank has not answered: the order stays PENDING with a
   * PENDING attempt, which a later complete or decline resolves.
   */
  leavePending(order: CheckoutOrder): void {
    if (order.state === 'PENDING') this.currentAttempt(order);
  }

  /** Stops the expiry clocks, so a stopped sandbox leaves no timers behind. */
  close(): void {
    for (const timer of this.expiryTimers.values()) clearTimeout(timer);
    this.expiryTimers.clear();
  }

  /** Time ran out: an attempt still waiting on the bank fails with the order; none is invented. */
  private expire(order: CheckoutOrder): void {
    this.expiryTimers.delete(order.orderId);
    if (order.state !== 'PENDING') return;
    if (order.paymentDetails.at(-1)?.state === 'PENDING') this.settleAttempt(order, 'FAILED', EXPIRED);
    this.markFailed(order, EXPIRED);
    this.settled(order, { notify: true });
  }

  private markFailed(order: CheckoutOrder, reason: { errorCode: string; detailedErrorCode: string }): void {
    order.state = 'FAILED';
    order.errorCode = reason.errorCode;
    order.detailedErrorCode = reason.detailedErrorCode;
  }

  private settled(order: CheckoutOrder, options: { notify: boolean }): void {
    clearTimeout(this.expiryTimers.get(order.orderId));
    this.expiryTimers.delete(order.orderId);
    this.onSettled(order, options);
  }

  private currentAttempt(order: CheckoutOrder): PaymentAttempt {
    const last = order.paymentDetails.at(-1);
    if (last?.state === 'PENDING') return last;
    const timestamp = Date.now();
    const attempt: PaymentAttempt = { paymentMode: 'UPI_QR', transactionId: phonePeId('OM', timestamp), timestamp, amount: order.amount, state: 'PENDING' };
    order.paymentDetails.push(attempt);
    return attempt;
  }

  private settleAttempt(order: CheckoutOrder, state: OrderState, reason?: { errorCode: string; detailedErrorCode: string }): void {
    const attempt = this.currentAttempt(order);
    attempt.state = state;
    attempt.timestamp = Date.now();
    if (reason) Object.assign(attempt, reason);
  }
}

/** The order as the status API and webhooks show it; `details=false` (PhonePe's default) lists only the latest attempt. */
export function orderStatusView(order: CheckoutOrder, options: { details?: boolean } = {}) {
  const paymentDetails = options.details ? order.paymentDetails : order.paymentDetails.slice(-1);
  return {
    orderId: order.orderId,
    state: order.state,
    amount: order.amount,
    expireAt: order.expireAt,
    ...(order.metaInfo ? { metaInfo: order.metaInfo } : {}),
    ...(order.errorCode ? { errorCode: order.errorCode, detailedErrorCode: order.detailedErrorCode } : {}),
    paymentDetails: paymentDetails.map((attempt) => ({ ...attempt })),
  };
}
