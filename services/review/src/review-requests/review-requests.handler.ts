import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { OrderDelivered, UnsubscribeFromReviewRequests, type ParsedRequestOf, type PayloadOf } from '@shop/contracts';
import { HandleEvent, HandleRequest, type RequestContext } from '@shop/messaging';
import { ReviewRequestQueue } from './review-request.queue';
import { ReviewRequestsService } from './review-requests.service';

@Controller()
export class ReviewRequestsHandler {
  constructor(
    private readonly queue: ReviewRequestQueue,
    private readonly requests: ReviewRequestsService,
  ) {}

  /** Some days after delivery, the email asking for reviews (once per order: the job's id is its number). */
  @HandleEvent(OrderDelivered, { durable: 'review-order-delivered' })
  async delivered(event: PayloadOf<typeof OrderDelivered>, ctx: RequestContext): Promise<void> {
    await this.queue.schedule(event.orderNumber, ctx.correlationId);
  }

  @HandleRequest(UnsubscribeFromReviewRequests)
  unsubscribe(@Payload() request: ParsedRequestOf<typeof UnsubscribeFromReviewRequests>) {
    return this.requests.unsubscribe(request.token);
  }
}
