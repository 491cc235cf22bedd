import { Inject, Injectable } from '@nestjs/common';
import { ServiceError } from '@shop/messaging';
import { ORDER_CONFIG, type OrderConfig } from '../config';

export type PhonePeState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface PhonePeOrderStatus {
  orderId: string;
  state: PhonePeState;
  /** Paise. */
  amount: number;
}

/** A refund's state: PENDING and CONFIRMED are on their way, COMPLETED is done, FAILED gave nothing back. */
export type PhonePeRefundState = 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'FAILED';

export interface PhonePeRefund {
  refundId: string;
  /** Paise. */
  amount: number;
  state: PhonePeRefundState;
}

const REFUND_STATES: readonly string[] = ['PENDING', 'CONFIRMED', 'COMPLETED', 'FAILED'];

/** Renew the token this long before PhonePe says it expires. */
const TOKEN_MARGIN_MS = 60_000;
const TIMEOUT_MS = 10_000;

/**
 * PhonePe Standard Checkout (PG v2): OAuth client-credentials token (cached until near
 * expiry), create payment, order status. The same code talks to the sandbox and to PhonePe.
 */
@Injectable()
export class PhonePeClient {
  private token: { value: string; expiresAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;

  constructor(@Inject(ORDER_CONFIG) private readonly config: OrderConfig) {}

  async pay(input: { merchantOrderId: string; amountPaise: number; redirectUrl: string }): Promise<{ orderId: string; redirectUrl: string }> {
    const body = await this.call('POST', '/checkout/v2/pay', {
      merchantOrderId: input.merchantOrderId,
      amount: input.amountPaise,
      expireAfter: 1200,
      paymentFlow: { type: 'PG_CHECKOUT', message: 'Curated Art & Decor order', merchantUrls: { redirectUrl: input.redirectUrl } },
    });
    const { orderId, redirectUrl } = body as { orderId?: string; redirectUrl?: string };
    if (!orderId || !redirectUrl) throw new Error('PhonePe answered the payment without an order id or redirect URL');
    return { orderId, redirectUrl };
  }

  async status(merchantOrderId: string): Promise<PhonePeOrderStatus> {
    const body = (await this.call('GET', `/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status`)) as Partial<PhonePeOrderStatus>;
    if (!body.state || typeof body.amount !== 'number') throw new Error('PhonePe answered the status without a state or amount');
    return { orderId: body.orderId ?? '', state: body.state, amount: body.amount };
  }

  /**
   * Refunds part or all of a completed payment (PG v2 refund API). `merchantRefundId` is ours and
   * PhonePe's idempotency key: the same id asked again refunds nothing more.
   */
  async refund(input: { merchantRefundId: string; originalMerchantOrderId: string; amountPaise: number }): Promise<PhonePeRefund> {
    const body = await this.call('POST', '/payments/v2/refund', {
      merchantRefundId: input.merchantRefundId,
      originalMerchantOrderId: input.originalMerchantOrderId,
      amount: input.amountPaise,
    });
    return refundFrom(body);
  }

  async refundStatus(merchantRefundId: string): Promise<PhonePeRefund> {
    return refundFrom(await this.call('GET', `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`));
  }

  private async call(method: 'GET' | 'POST', path: string, json?: unknown): Promise<unknown> {
    const response = await fetch(`${this.config.PHONEPE_BASE_URL}${path}`, {
      method,
      headers: { Authorization: `O-Bearer ${await this.accessToken()}`, ...(json ? { 'Content-Type': 'application/json' } : {}) },
      body: json ? JSON.stringify(json) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch((error: Error) => {
      throw new ServiceError(502, `PhonePe could not be reached: ${error.message}`);
    });
    if (response.status === 401) this.token = null;
    const text = await response.text();
    if (!response.ok) throw new ServiceError(502, `PhonePe refused ${method} ${path.split('/').slice(0, 3).join('/')}: ${response.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as unknown;
  }

  private async accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.expiresAt - TOKEN_MARGIN_MS) return this.token.value;
    this.tokenRequest ??= this.fetchToken().finally(() => (this.tokenRequest = null));
    return this.tokenRequest;
  }

  private async fetchToken(): Promise<string> {
    const tokenUrl = this.config.PHONEPE_TOKEN_URL ?? `${this.config.PHONEPE_BASE_URL}/v1/oauth/token`;
    const response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: this.config.PHONEPE_CLIENT_ID,
        client_version: this.config.PHONEPE_CLIENT_VERSION,
        client_secret: this.config.PHONEPE_CLIENT_SECRET,
        grant_type: 'client_credentials',
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch((error: Error) => {
      throw new ServiceError(502, `PhonePe could not be reached: ${error.message}`);
    });
    if (!response.ok) throw new ServiceError(502, `PhonePe refused our credentials: ${response.status}`);
    const body = (await response.json()) as { access_token?: string; expires_at?: number };
    if (!body.access_token || !body.expires_at) throw new Error('PhonePe answered the token request without a token');
    // expires_at is in epoch seconds.
    this.token = { value: body.access_token, expiresAt: body.expires_at * 1000 };
    return body.access_token;
  }
}

function refundFrom(body: unknown): PhonePeRefund {
  const { refundId, amount, state } = body as Partial<PhonePeRefund>;
  if (typeof refundId !== 'string' || typeof amount !== 'number' || !REFUND_STATES.includes(state as string)) {
    throw new ServiceError(502, 'PhonePe answered the refund without a refund id, amount or state');
  }
  return { refundId, amount, state: state as PhonePeRefundState };
}
