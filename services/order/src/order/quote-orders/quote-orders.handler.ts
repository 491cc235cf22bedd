import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { PlaceQuoteOrder, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { QuoteOrdersService } from './quote-orders.service';

@Controller()
export class QuoteOrdersHandler {
  constructor(private readonly quoteOrders: QuoteOrdersService) {}

  @HandleRequest(PlaceQuoteOrder)
  place(@Payload() input: ParsedRequestOf<typeof PlaceQuoteOrder>, @Ctx() ctx: RequestContext) {
    return this.quoteOrders.place(ctx, input);
  }
}
