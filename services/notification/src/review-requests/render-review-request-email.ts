import type { PayloadOf, ReviewRequestIssued } from '@shop/contracts';
import { emailButton, emailPage, escapeHtml } from '../mail/email-layout';
import type { RenderedEmail } from '../order-emails/render-order-email';

/** "How do you like your prints?": a button per delivered print to its review form, and the unsubscribe link. */
export function renderReviewRequestEmail(event: PayloadOf<typeof ReviewRequestIssued>): RenderedEmail {
  const one = event.items.length === 1;
  const subject = one ? `How do you like ${event.items[0].productTitle}?` : 'How do you like your prints?';
  const intro = `Hello ${event.firstName}, your order ${event.orderNumber} arrived a few days ago. How do you like ${one ? 'it' : 'them'}? A short review helps other art lovers choose, and us improve.`;
  const text = [
    subject,
    '',
    intro,
    '',
    ...event.items.map((item) => `Review ${item.productTitle}: ${item.reviewUrl}`),
    '',
    `No more review requests: ${event.unsubscribeUrl}`,
    '',
    'Curated Art & Decor',
  ].join('\n');
  const html = emailPage(subject, `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
${event.items.map((item) => `<p style="margin:0 0 8px">${escapeHtml(item.productTitle)}</p>${emailButton('Review this print', item.reviewUrl)}`).join('\n')}
<p style="margin:24px 0 0;font-size:12px;color:#8a6d4b"><a href="${escapeHtml(event.unsubscribeUrl)}" style="color:#8a6d4b">Unsubscribe from review requests</a></p>`);
  return { subject, html, text };
}
