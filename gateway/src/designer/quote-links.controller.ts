import { Controller, UseGuards } from '@nestjs/common';
import { GetClientQuote, OrderQuote, quoteLinkApi, RespondToQuote, type RouteInput } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { RateLimited, RateLimitGuard } from '../common/rate-limit.guard';
import { Context } from '../common/request-context';
import { Input, Route } from '../common/route.decorator';

/**
 * A designer's client and their quote (issue 20), through the private link alone: no account.
 * Look-ups are limited per client like order tracking (a token is not to be guessed), answers
 * and orders like orders; ordering needs this browser's checkout (POST /api/customers first).
 */
@Controller()
@UseGuards(RateLimitGuard)
export class QuoteLinksController {
  constructor(private readonly client: RequestClient) {}

  @Route(quoteLinkApi.getQuote)
  @RateLimited('tracking')
  quote(@Input() { params }: RouteInput<typeof quoteLinkApi.getQuote>, @Context() ctx: RequestContext) {
    return this.client.request(GetClientQuote, { token: params.token }, ctx);
  }

  @Route(quoteLinkApi.respond)
  @RateLimited('orders')
  respond(@Input() { params, body }: RouteInput<typeof quoteLinkApi.respond>, @Context() ctx: RequestContext) {
    return this.client.request(RespondToQuote, { token: params.token, ...body }, ctx);
  }

  @Route(quoteLinkApi.order)
  @RateLimited('orders')
  order(@Input() { params, body }: RouteInput<typeof quoteLinkApi.order>, @Context() ctx: RequestContext) {
    return this.client.request(OrderQuote, { token: params.token, ...body }, ctx);
  }
}
