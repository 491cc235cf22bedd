import { formatPromiseDay, formatRupees, type Order } from '@shop/contracts';
import { emailButton, emailPage, escapeHtml } from '../mail/email-layout';

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'Asia/Kolkata' });


const PAYMENT_METHODS: Record<Order['paymentMethod'], string> = {
  cod: 'Cash on delivery',
  card: 'Card',
  banking: 'Net Banking/UPI',
  phonepe: 'PhonePe',
};

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The order confirmation: line items, the price summary in rupees, the address and a tracking link. */
export function renderOrderConfirmation(order: Order, storefrontUrl: string): RenderedEmail {
  const trackingUrl = `${storefrontUrl.replace(/\/$/, '')}/order-tracking?number=${encodeURIComponent(order.orderNumber)}`;
  const summary = order.priceSummary;
  const placedOn = longDate.format(new Date(order.orderDate));
  const address = [order.shippingAddress, `${order.shippingCity}, ${order.shippingState} ${order.shippingPincode}`, order.shippingCountry];
  // The day the order was promised by when placed (issue 22); orders from before promises keep the policy's words.
  const delivery = order.promisedDeliveryDate ? `Delivered by ${formatPromiseDay(order.promisedDeliveryDate)}.` : 'Your order ships in 3-5 business days.';
  const lines = order.items.map((item) => ({
    title: item.productTitle,
    options: `${item.size} · ${item.medium} · ${item.framing}`,
    quantity: item.quantity,
    total: formatRupees(item.totalPrice),
  }));
  const totals: Array<[string, string]> = [
    ['Price (MRP)', formatRupees(summary.basePrice)],
    [`Discount (${summary.discountPercentage}%)`, `− ${formatRupees(summary.discountAmount)}`],
    ['Subtotal', formatRupees(summary.subtotal)],
    [`GST (${summary.gstRate}%)`, formatRupees(summary.gstAmount)],
    ['Shipping', 'Free'],
    ['Total', formatRupees(summary.total)],
  ];

  const subject = `Your order ${order.orderNumber} is confirmed`;
  const text = [
    `Thank you for your order!`,
    ``,
    `Order ${order.orderNumber}, placed on ${placedOn}.`,
    `Payment: ${PAYMENT_METHODS[order.paymentMethod]} (${order.paymentStatus}).`,
    ``,
    ...lines.map((l) => `${l.quantity} × ${l.title} (${l.options}): ${l.total}`),
    ``,
    ...totals.map(([label, value]) => `${label}: ${value}`),
    ``,
    `Shipping to:`,
    ...address,
    ``,
    `${delivery} Track it at ${trackingUrl}`,
    ``,
    `Curated Art & Decor`,
  ].join('\n');

  const cell = 'padding:8px 0;border-bottom:1px solid #eee6d8';
  const html = emailPage('Thank you for your order!', `<p style="margin:0 0 16px">Order <strong>${escapeHtml(order.orderNumber)}</strong>, placed on ${placedOn}.<br>
Payment: ${PAYMENT_METHODS[order.paymentMethod]} (${escapeHtml(order.paymentStatus)}).</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px">
${lines
  .map(
    (l) => `<tr><td style="${cell}">${l.quantity} × ${escapeHtml(l.title)}<br><span style="color:#7a6a58">${escapeHtml(l.options)}</span></td>
<td align="right" style="${cell}">${l.total}</td></tr>`,
  )
  .join('\n')}
${totals
  .map(([label, value], i) => `<tr><td style="padding:4px 0${i === totals.length - 1 ? ';font-weight:bold' : ''}">${label}</td><td align="right" style="padding:4px 0${i === totals.length - 1 ? ';font-weight:bold' : ''}">${value}</td></tr>`)
  .join('\n')}
</table>
<p style="margin:24px 0 4px;font-weight:bold">Shipping to</p>
<p style="margin:0 0 24px">${address.map(escapeHtml).join('<br>')}</p>
<p style="margin:0 0 24px">${delivery}</p>
${emailButton('Track Your Order', trackingUrl)}`);
  return { subject, html, text };
}

/** The payment receipt: what was paid, for which order, with PhonePe's reference. */
export function renderPaymentReceipt(order: Order, providerReference: string | null, storefrontUrl: string): RenderedEmail {
  const trackingUrl = `${storefrontUrl.replace(/\/$/, '')}/order-tracking?number=${encodeURIComponent(order.orderNumber)}`;
  const amount = formatRupees(order.totalAmount);
  const reference = providerReference ?? 'not given';
  const subject = `Payment received for order ${order.orderNumber}`;
  const text = [
    `We have received your payment of ${amount} for order ${order.orderNumber}.`,
    `Paid with: ${PAYMENT_METHODS[order.paymentMethod]} (PhonePe reference ${reference}).`,
    ``,
    `Track your order at ${trackingUrl}`,
    ``,
    `Curated Art & Decor`,
  ].join('\n');
  const html = emailPage('Payment received', `<p style="margin:0 0 16px">We have received your payment of <strong>${amount}</strong> for order <strong>${escapeHtml(order.orderNumber)}</strong>.</p>
<p style="margin:0 0 24px">Paid with: ${PAYMENT_METHODS[order.paymentMethod]}<br>PhonePe reference: ${escapeHtml(reference)}</p>
${emailButton('Track Your Order', trackingUrl)}`);
  return { subject, html, text };
}
