import { Controller } from '@nestjs/common';
import { ReviewRequestIssued, type PayloadOf } from '@shop/contracts';
import { HandleEvent, type RequestContext } from '@shop/messaging';
import { EventEmails } from '../mail/event-emails';
import { renderReviewRequestEmail } from './render-review-request-email';

/** The review service decided a delivered order's shopper gets a review request: mail it, once. */
@Controller()
export class ReviewRequestEventsHandler {
  constructor(private readonly emails: EventEmails) {}

  @HandleEvent(ReviewRequestIssued, { durable: 'notification-review-request-issued' })
  async issued(event: PayloadOf<typeof ReviewRequestIssued>, ctx: RequestContext): Promise<void> {
    await this.emails.add(event.eventId, { to: event.email, ...renderReviewRequestEmail(event) }, `the review request of ${event.orderNumber}`, ctx.correlationId);
  }
}
