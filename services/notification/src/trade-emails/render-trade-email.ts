import { formatRupees, type DesignerEmailRequested, type PayloadOf, type QuoteSent } from '@shop/contracts';
import { emailButton, emailPage, escapeHtml } from '../mail/email-layout';
import type { RenderedEmail } from '../order-emails/render-order-email';

interface Composed {
  subject: string;
  heading: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  button?: { label: string; url: string };
}

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** What each designer email says: the link to follow, or the outcome of their application. */
function composeDesignerEmail(event: PayloadOf<typeof DesignerEmailRequested>): Composed {
  const hello = `Hello ${event.firstName},`;
  const link = event.link ?? '';
  const tier = event.discountPercent === null ? [] : [`Your trade prices are ${event.discountPercent} % below the shop's prices.`];
  switch (event.kind) {
    case 'verify-email':
      return {
        subject: 'Confirm your email for the Curated Art & Decor trade programme',
        heading: 'Confirm your email',
        paragraphs: [hello, 'Thank you for applying to our trade programme. Please confirm your email address; the link works for two days. We review every application and will email you once yours is approved.'],
        button: { label: 'Confirm my email', url: link },
      };
    case 'reset-password':
      return {
        subject: 'Reset your trade portal password',
        heading: 'Reset your password',
        paragraphs: [hello, 'Someone asked to reset the password of your trade account. The link works once, for an hour. If it was not you, ignore this email: your password stays as it is.'],
        button: { label: 'Choose a new password', url: link },
      };
    case 'approved':
      return { subject: 'Welcome to the Curated Art & Decor trade programme', heading: 'Your application is approved', paragraphs: [hello, 'Your trade account is approved: sign in to the trade portal to run your projects and send quotes to your clients.', ...tier] };
    case 'rejected':
      return { subject: 'Your trade programme application', heading: 'Your application was not approved', paragraphs: [hello, 'Thank you for your interest. We could not approve your application this time.', ...(event.note ? [`Our note: ${event.note}`] : [])] };
    case 'suspended':
      return { subject: 'Your trade account is suspended', heading: 'Your trade account is suspended', paragraphs: [hello, 'We have suspended your trade account; you cannot sign in to the portal for now.', ...(event.note ? [`Our note: ${event.note}`] : []), 'Reply to this email if you have questions.'] };
    case 'tier-changed':
      return { subject: 'Your trade discount has changed', heading: 'Your trade discount has changed', paragraphs: [hello, ...tier, 'New quotes are priced at it; quotes already sent keep their prices.'] };
  }
}

function composeQuoteEmail(event: PayloadOf<typeof QuoteSent>): Composed {
  return {
    subject: `Quote ${event.quoteNumber} from ${event.designerName}, ${event.designerCompany}`,
    heading: `Your quote ${event.quoteNumber}`,
    paragraphs: [
      `Hello ${event.clientName},`,
      `${event.designerName} of ${event.designerCompany} has prepared a quote of art prints for you: ${formatRupees(event.finalAmount)}, GST included. The quote is attached as a PDF.`,
      `Open it to accept or decline it, and to order the prints at these prices. It stands until ${day.format(new Date(event.expiresAt))}. The link is yours alone: please do not share it.`,
    ],
    button: { label: 'See the quote', url: event.link },
  };
}

function render(email: Composed): RenderedEmail {
  const text = [email.heading, '', ...email.paragraphs, ...(email.button ? ['', `${email.button.label}: ${email.button.url}`] : []), '', 'Curated Art & Decor'].join('\n');
  const button = email.button ? emailButton(email.button.label, email.button.url) : '';
  const html = emailPage(email.heading, `${email.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n')}
${button}`);
  return { subject: email.subject, html, text };
}

export const renderDesignerEmail = (event: PayloadOf<typeof DesignerEmailRequested>): RenderedEmail => render(composeDesignerEmail(event));
export const renderQuoteEmail = (event: PayloadOf<typeof QuoteSent>): RenderedEmail => render(composeQuoteEmail(event));
