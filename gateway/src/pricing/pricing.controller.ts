import { Controller } from '@nestjs/common';
import { GetPrice, pricingApi, SummarizeCart, type RouteInput } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { Context } from '../common/request-context';
import { Input, Route } from '../common/route.decorator';

@Controller()
export class PricingController {
  constructor(private readonly client: RequestClient) {}

  @Route(pricingApi.getPrice)
  price(@Input() { query }: RouteInput<typeof pricingApi.getPrice>, @Context() ctx: RequestContext) {
    return this.client.request(GetPrice, query, ctx);
  }

  @Route(pricingApi.summarizeCart)
  async summary(@Input() { body }: RouteInput<typeof pricingApi.summarizeCart>, @Context() ctx: RequestContext) {
    const { summary, lines } = await this.client.request(SummarizeCart, body, ctx);
    return { success: true as const, summary, lines };
  }
}
