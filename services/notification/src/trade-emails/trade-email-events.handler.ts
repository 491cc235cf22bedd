import { Controller } from '@nestjs/common';
import { DesignerEmailRequested, QuoteSent, type PayloadOf } from '@shop/contracts';
import { HandleEvent, type RequestContext } from '@shop/messaging';
import { EventEmails } from '../mail/event-emails';
import { renderDesignerEmail, renderQuoteEmail } from './render-trade-email';

/**
 * The trade programme's emails (issue 20): a designer's (verification and reset links, the outcome
 * of their application) and a client's quote with its PDF attached, each mailed once.
 */
@Controller()
export class TradeEmailEventsHandler {
  constructor(private readonly emails: EventEmails) {}

  @HandleEvent(DesignerEmailRequested, { durable: 'notification-designer-email-requested' })
  async designerEmail(event: PayloadOf<typeof DesignerEmailRequested>, ctx: RequestContext): Promise<void> {
    await this.emails.add(event.eventId, { to: event.email, ...renderDesignerEmail(event) }, `the designer email ${event.kind}`, ctx.correlationId);
  }

  @HandleEvent(QuoteSent, { durable: 'notification-quote-sent' })
  async quoteSent(event: PayloadOf<typeof QuoteSent>, ctx: RequestContext): Promise<void> {
    await this.emails.add(
      event.eventId,
      { to: event.clientEmail, ...renderQuoteEmail(event), attachments: [{ filename: event.fileName, contentBase64: event.pdfBase64, contentType: 'application/pdf' }] },
      `quote ${event.quoteNumber}`,
      ctx.correlationId,
    );
  }
}
