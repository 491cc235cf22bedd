import express, { Router } from 'express';
import { escapeHtml, renderPage, sendPage } from '../shared/html';
import { formatRupees } from '../shared/format-rupees';
import type { CheckoutOrder, CheckoutOrders } from './checkout-orders';

export const PAY_PAGE_PATH = '/pay';

const indianTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

const STATE_LABELS: Record<CheckoutOrder['state'], string> = {
  PENDING: 'Awaiting payment',
  COMPLETED: 'Paid',
  FAILED: 'Failed',
};

function orderSummary(order: CheckoutOrder): string {
  return `<dl>
<dt>Order</dt><dd data-field="merchantOrderId">${escapeHtml(order.merchantOrderId)}</dd>
<dt>Amount</dt><dd class="amount" data-field="amount">${escapeHtml(formatRupees(order.amount))}</dd>
${order.message ? `<dt>For</dt><dd>${escapeHtml(order.message)}</dd>\n` : ''}<dt>Status</dt><dd><span class="state" data-field="state">${STATE_LABELS[order.state]}</span></dd>
<dt>Expires</dt><dd>${escapeHtml(indianTime.format(order.expireAt))} IST</dd>
</dl>`;
}

export function renderPayPage(order: CheckoutOrder): string {
  const actions =
    order.state === 'PENDING'
      ? `<form method="post" action="${PAY_PAGE_PATH}/${encodeURIComponent(order.orderId)}">
<button type="submit" name="action" value="pay" class="primary">Pay</button>
<button type="submit" name="action" value="decline" class="danger">Decline</button>
<button type="submit" name="action" value="pending" class="quiet">Leave Pending</button>
</form>`
      : `<a class="link-button" href="${escapeHtml(order.redirectUrl)}">Return to the merchant</a>`;
  return renderPage('PhonePe sandbox · Pay', `<p class="brand">PhonePe sandbox</p>\n<h1>Complete your payment</h1>\n${orderSummary(order)}\n${actions}`);
}

function notFound(): string {
  return renderPage('PhonePe sandbox · Not found', '<p class="brand">PhonePe sandbox</p>\n<h1>Payment link not found</h1>\n<p>This payment does not exist. The sandbox keeps orders in memory only, so a restart forgets them.</p>');
}

const ACTIONS = ['pay', 'decline', 'pending'] as const;

/**
 * PhonePe's hosted checkout, reduced to its outcomes. It works without JavaScript: one form
 * whose three buttons post back here, then a 303 sends the browser to the merchant's
 * redirectUrl unchanged (PhonePe appends nothing; the merchant must ask the status API).
 * The webhook goes out on its own; the redirect never waits for it.
 */
export function payPageRouter(orders: CheckoutOrders): Router {
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: '4kb' }));

  router.get('/:orderId', (req, res) => {
    const order = orders.findByOrderId(req.params.orderId);
    if (!order) return sendPage(res, 404, notFound());
    sendPage(res, 200, renderPayPage(order), [new URL(order.redirectUrl).origin]);
  });

  router.post('/:orderId', (req, res) => {
    const order = orders.findByOrderId(req.params.orderId);
    if (!order) return sendPage(res, 404, notFound());
    const action = (req.body as Record<string, unknown> | undefined)?.action;
    if (!ACTIONS.includes(action as (typeof ACTIONS)[number])) {
      return sendPage(res, 400, renderPage('PhonePe sandbox · Bad request', '<h1 class="error">Choose Pay, Decline or Leave Pending.</h1>'));
    }
    // On a settled order the buttons are gone; a stale form (back button) just returns the shopper.
    if (action === 'pay') orders.complete(order, { notify: true });
    else if (action === 'decline') orders.decline(order, { notify: true });
    else orders.leavePending(order);
    res.redirect(303, order.redirectUrl);
  });

  return router;
}
