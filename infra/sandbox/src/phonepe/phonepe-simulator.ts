import express, { Router, type Express, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { PhonePeOptions } from '../config';
import { publicBaseUrl } from '../shared/public-url';
import { CheckoutOrders, orderStatusView, type CheckoutOrder } from './checkout-orders';
import { parsePayRequest } from './pay-request';
import { PAY_PAGE_PATH, payPageRouter } from './pay-page';
import { PhonePeAuthorization } from './phonepe-auth';
import { PhonePeError, badRequest, phonePeErrorHandler } from './phonepe-error';
import { mountRefundApi, Refunds } from './refunds';
import { WebhookSender } from './webhook-sender';

/** The path prefix of PhonePe's UAT host (api-preprod.phonepe.com/apis/pg-sandbox), kept so only the host differs. */
export const PHONEPE_API_PREFIX = '/apis/pg-sandbox';
/** Test-only controls; nothing like them exists at PhonePe. */
export const PHONEPE_CONTROLS_PREFIX = '/__sandbox/phonepe';

const orderNotFound = (merchantOrderId: string) =>
  new PhonePeError(404, 'ORDER_NOT_FOUND', 'No order exists for this merchantOrderId.', { merchantOrderId });

const settleControl = z.object({ webhook: z.boolean().default(true) }).strict();

export interface PhonePeSimulator {
  mount(app: Express): void;
  close(): void;
}

/** PhonePe Standard Checkout (PG v2): the merchant API, the hosted pay page, webhooks and test controls. */
export function createPhonePeSimulator(options: PhonePeOptions, logger: Logger, publicUrl: string | undefined): PhonePeSimulator {
  const authorization = new PhonePeAuthorization(options, options.tokenTtlSeconds);
  const webhooks = new WebhookSender(options.webhook, logger);
  const orders = new CheckoutOrders((order, settle) => webhooks.orderSettled(order, settle));
  const refunds = new Refunds(orders);

  const api = Router();
  api.post('/v1/oauth/token', express.urlencoded({ extended: false, limit: '4kb' }), (req, res) => {
    res.set('Cache-Control', 'no-store').json(authorization.issueToken(req.body));
  });
  // Every checkout call carries an O-Bearer token; it is checked before the body is even read.
  api.use('/checkout', (req, _res, next) => {
    authorization.verify(req.get('authorization'));
    next();
  });
  api.post('/checkout/v2/pay', express.json({ limit: '16kb' }), (req, res) => {
    const order = orders.create(parsePayRequest(req.body));
    res.json({
      orderId: order.orderId,
      state: order.state,
      expireAt: order.expireAt,
      redirectUrl: `${publicBaseUrl(req, publicUrl)}${PAY_PAGE_PATH}/${encodeURIComponent(order.orderId)}`,
    });
  });
  api.get('/checkout/v2/order/:merchantOrderId/status', (req, res) => {
    const order = orders.findByMerchantOrderId(req.params.merchantOrderId);
    if (!order) throw orderNotFound(req.params.merchantOrderId);
    res.json(orderStatusView(order, { details: req.query.details === 'true' }));
  });
  mountRefundApi(api, refunds, authorization);
  api.use((_req, res) => {
    res.status(404).json({ code: 'NOT_FOUND', message: 'Api Mapping Not Found' });
  });
  api.use(phonePeErrorHandler);

  const controls = Router();
  controls.use(express.json({ limit: '4kb' }));
  const findOrder = (merchantOrderId: string): CheckoutOrder => {
    const order = orders.findByMerchantOrderId(merchantOrderId);
    if (!order) throw orderNotFound(merchantOrderId);
    return order;
  };
  const fullState = (order: CheckoutOrder, base: string) => ({
    ...order,
    payPageUrl: `${base}${PAY_PAGE_PATH}/${encodeURIComponent(order.orderId)}`,
    webhooks: webhooks.notificationsFor(order.merchantOrderId),
  });
  const settleRoute = (settle: (order: CheckoutOrder, options: { notify: boolean }) => boolean): RequestHandler => (req, res) => {
    const order = findOrder(String(req.params.merchantOrderId));
    const parsed = settleControl.safeParse(req.body ?? {});
    if (!parsed.success) throw badRequest({ issues: parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })) });
    if (!settle(order, { notify: parsed.data.webhook })) {
      throw new PhonePeError(409, 'ORDER_ALREADY_SETTLED', `The order is already ${order.state}.`, { state: order.state });
    }
    res.json(fullState(order, publicBaseUrl(req, publicUrl)));
  };
  controls.post('/orders/:merchantOrderId/complete', settleRoute((order, settle) => orders.complete(order, settle)));
  controls.post('/orders/:merchantOrderId/fail', settleRoute((order, settle) => orders.decline(order, settle)));
  controls.get('/refunds/:merchantRefundId', (req, res) => {
    const refund = refunds.find(req.params.merchantRefundId);
    if (!refund) throw new PhonePeError(404, 'REFUND_NOT_FOUND', 'No refund exists for this merchantRefundId.');
    res.json(refund);
  });
  controls.get('/orders/:merchantOrderId', (req, res) => {
    res.json(fullState(findOrder(req.params.merchantOrderId), publicBaseUrl(req, publicUrl)));
  });
  controls.post('/webhooks/:merchantOrderId/replay', async (req, res) => {
    const order = findOrder(req.params.merchantOrderId);
    const delivery = await webhooks.replay(order.merchantOrderId);
    if (!delivery) throw new PhonePeError(409, 'NO_WEBHOOK', 'The order is still PENDING; it has no webhook to replay.');
    res.json({ event: webhooks.notificationsFor(order.merchantOrderId).at(-1)?.event, delivery });
  });
  controls.use(phonePeErrorHandler);

  return {
    mount(app) {
      app.use(PHONEPE_API_PREFIX, api);
      app.use(PAY_PAGE_PATH, payPageRouter(orders));
      app.use(PHONEPE_CONTROLS_PREFIX, controls);
    },
    close() {
      orders.close();
      webhooks.close();
    },
  };
}
