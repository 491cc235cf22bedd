import { formatRupees, type Order } from '@shop/contracts';
import type { OrderEmailJob, OrderEmailKind } from './order-email.queue';
import { emailButton, emailPage, escapeHtml } from '../mail/email-layout';
import type { RenderedEmail } from './render-order-email';

type StatusKind = Exclude<OrderEmailKind, 'order-confirmation' | 'payment-receipt'>;

interface StatusEmail {
  subject: string;
  heading: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** A link worth a button of its own (the carrier's tracking page). */
  link?: { label: string; url: string };
}

/** What each change says; the facts come from the event that caused it (job) and the order. */
function compose(kind: StatusKind, order: Order, job: OrderEmailJob): StatusEmail {
  const number = order.orderNumber;
  switch (kind) {
    case 'order-accepted':
      return {
        subject: `We have confirmed your order ${number}`,
        heading: 'Your order is confirmed',
        paragraphs: [`We have confirmed order ${number} and are preparing your prints. We will email you again when it ships.`],
      };
    case 'order-shipped': {
      const trackingNumber = job.trackingNumber ?? order.trackingNumber ?? 'to follow';
      return {
        subject: `Your order ${number} has shipped`,
        heading: 'Your order is on its way',
        paragraphs: [`Order ${number} has shipped${job.carrier ? ` with ${job.carrier}` : ''}.`, `Tracking number: ${trackingNumber}`],
        ...(job.trackingUrl ? { link: { label: 'Track the parcel', url: job.trackingUrl } } : {}),
      };
    }
    case 'order-delivered':
      return {
        subject: `Your order ${number} was delivered`,
        heading: 'Delivered',
        paragraphs: [`Order ${number} has been delivered. We hope you enjoy your art.`],
      };
    case 'order-cancelled':
      return {
        subject: `Your order ${number} was cancelled`,
        heading: 'Your order was cancelled',
        paragraphs: [
          `We have cancelled order ${number}.`,
          ...(job.reason ? [`Reason: ${job.reason}`] : []),
          ...(order.paymentStatus === 'paid' ? ['Any payment you made will be refunded; we will email you when it is.'] : []),
        ],
      };
    case 'payment-refunded':
      return {
        subject: `Refund for your order ${number}`,
        heading: 'Refund issued',
        paragraphs: [
          `We have refunded ${formatRupees(job.amount ?? 0)} of order ${number}${order.paymentMethod === 'cod' ? ' in cash' : ' to your original payment method; it can take 5-7 working days to reach you'}.`,
        ],
      };
  }
}

/** The email of one shopper-visible change: shipped (with the tracking number and link), delivered, cancelled, refunded, confirmed. */
export function renderStatusEmail(kind: StatusKind, order: Order, job: OrderEmailJob, storefrontUrl: string): RenderedEmail {
  const email = compose(kind, order, job);
  const trackingPage = `${storefrontUrl.replace(/\/$/, '')}/order-tracking?number=${encodeURIComponent(order.orderNumber)}`;
  const text = [
    email.heading,
    '',
    ...email.paragraphs,
    ...(email.link ? [`${email.link.label}: ${email.link.url}`] : []),
    '',
    `See your order at ${trackingPage}`,
    '',
    'Curated Art & Decor',
  ].join('\n');
  const html = emailPage(email.heading, `${email.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n')}
${email.link ? emailButton(email.link.label, email.link.url) : ''}${emailButton('Track Your Order', trackingPage)}`);
  return { subject: email.subject, html, text };
}
