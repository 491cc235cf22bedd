import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { GetPrice, SummarizeCart, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { PricingService } from './pricing.service';

@Controller()
export class PricingHandler {
  constructor(private readonly pricing: PricingService) {}

  @HandleRequest(GetPrice)
  price(@Payload() selection: ParsedRequestOf<typeof GetPrice>, @Ctx() ctx: RequestContext) {
    return this.pricing.quote(ctx, selection);
  }

  @HandleRequest(SummarizeCart)
  summarize(@Payload() request: ParsedRequestOf<typeof SummarizeCart>, @Ctx() ctx: RequestContext) {
    return this.pricing.summarizeCart(ctx, request.items);
  }
}
