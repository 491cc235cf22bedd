import express, { type Router } from 'express';
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { CheckoutOrders } from './checkout-orders';
import type { PhonePeAuthorization } from './phonepe-auth';
import { badRequest, PhonePeError } from './phonepe-error';

export type RefundState = 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'FAILED';

export interface Refund {
  refundId: string;
  merchantRefundId: string;
  originalMerchantOrderId: string;
  /** Paise. */
  amount: number;
  state: RefundState;
  timestamp: number;
}

/** PG v2's refund request: the merchant's own refund id, the order it refunds and the amount in paise. */
const refundRequestSchema = z
  .object({
    merchantRefundId: z.string().min(1).max(63).regex(/^[A-Za-z0-9_-]+$/),
    originalMerchantOrderId: z.string().min(1).max(63),
    amount: z.number().int().min(100),
  })
  .strict();

/**
 * PhonePe's refunds, in memory. A refund is accepted PENDING and completes straight after, as
 * PhonePe's UAT does for UPI; its status call then answers COMPLETED. Refunds of an order never
 * exceed what was paid, and a merchantRefundId asked again is the same refund (idempotent).
 */
export class Refunds {
  private readonly byMerchantRefundId = new Map<string, Refund>();

  constructor(private readonly orders: CheckoutOrders) {}

  create(body: unknown): Refund {
    const parsed = refundRequestSchema.safeParse(body);
    if (!parsed.success) throw badRequest({ issues: parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })) });
    const request = parsed.data;
    const existing = this.byMerchantRefundId.get(request.merchantRefundId);
    if (existing) {
      if (existing.amount !== request.amount || existing.originalMerchantOrderId !== request.originalMerchantOrderId) {
        throw new PhonePeError(409, 'DUPLICATE_MERCHANT_REFUND_ID', 'A refund with this merchantRefundId already exists for another order or amount.');
      }
      return existing;
    }
    const order = this.orders.findByMerchantOrderId(request.originalMerchantOrderId);
    if (!order) throw new PhonePeError(404, 'ORDER_NOT_FOUND', 'No order exists for this originalMerchantOrderId.');
    if (order.state !== 'COMPLETED') throw new PhonePeError(400, 'INVALID_TRANSACTION_STATE', 'Only a COMPLETED order can be refunded.', { state: order.state });
    const refunded = [...this.byMerchantRefundId.values()]
      .filter((refund) => refund.originalMerchantOrderId === order.merchantOrderId && refund.state !== 'FAILED')
      .reduce((sum, refund) => sum + refund.amount, 0);
    if (refunded + request.amount > order.amount) {
      throw new PhonePeError(400, 'REFUND_AMOUNT_EXCEEDED', 'The refunds of an order cannot exceed the amount paid.', { refundable: order.amount - refunded });
    }
    const timestamp = Date.now();
    const refund: Refund = { refundId: `OMR${timestamp}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`, ...request, state: 'PENDING', timestamp };
    this.byMerchantRefundId.set(refund.merchantRefundId, refund);
    return refund;
  }

  /** The refund's state now: the UAT settles a refund once it has been accepted. */
  status(merchantRefundId: string): Refund {
    const refund = this.byMerchantRefundId.get(merchantRefundId);
    if (!refund) throw new PhonePeError(404, 'REFUND_NOT_FOUND', 'No refund exists for this merchantRefundId.');
    if (refund.state === 'PENDING') refund.state = 'COMPLETED';
    return refund;
  }

  find(merchantRefundId: string): Refund | undefined {
    return this.byMerchantRefundId.get(merchantRefundId);
  }
}

/** `POST /payments/v2/refund` and `GET /payments/v2/refund/{merchantRefundId}/status`, O-Bearer authenticated like the checkout calls. */
export function mountRefundApi(api: Router, refunds: Refunds, authorization: PhonePeAuthorization): void {
  api.use('/payments', (req, _res, next) => {
    authorization.verify(req.get('authorization'));
    next();
  });
  api.post('/payments/v2/refund', express.json({ limit: '4kb' }), (req, res) => {
    const refund = refunds.create(req.body);
    res.json({ refundId: refund.refundId, amount: refund.amount, state: refund.state });
  });
  api.get('/payments/v2/refund/:merchantRefundId/status', (req, res) => {
    const refund = refunds.status(req.params.merchantRefundId);
    res.json({
      merchantId: 'SANDBOXMERCHANT',
      merchantRefundId: refund.merchantRefundId,
      originalMerchantOrderId: refund.originalMerchantOrderId,
      amount: refund.amount,
      state: refund.state,
      timestamp: refund.timestamp,
      refundId: refund.refundId,
      paymentDetails: [],
    });
  });
}
