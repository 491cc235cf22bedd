import { Controller, UseGuards } from '@nestjs/common';
import {
  catalogApi,
  GetProduct,
  ListRelatedProducts,
  ListStorefrontProducts,
  PickSurprise,
  RecommendArtworks,
  type RouteInput,
} from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import type { FastifyRequest } from 'fastify';
import { RateLimited, RateLimitGuard } from '../common/rate-limit.guard';
import { Context } from '../common/request-context';
import { Input, Route } from '../common/route.decorator';

/** A list call that searches: only those are limited per client (RATE_LIMIT_SEARCHES_PER_MINUTE). */
const searches = (request: FastifyRequest) => typeof (request.query as Record<string, unknown>).q === 'string';

@Controller()
export class ProductsController {
  constructor(private readonly client: RequestClient) {}

  @Route(catalogApi.listProducts)
  @UseGuards(RateLimitGuard)
  @RateLimited('searches', searches)
  async list(@Input() { query }: RouteInput<typeof catalogApi.listProducts>, @Context() ctx: RequestContext) {
    // The catalog answers the page as the browser reads it: sent on as it is (see ListStorefrontProducts).
    const { json, total } = await this.client.request(ListStorefrontProducts, query, ctx);
    return { items: { encodedJson: json }, total };
  }

  @Route(catalogApi.recommendArtworks)
  recommend(@Input() { query }: RouteInput<typeof catalogApi.recommendArtworks>, @Context() ctx: RequestContext) {
    const { seed, ...answers } = query;
    return this.client.request(RecommendArtworks, { answers, seed }, ctx);
  }

  @Route(catalogApi.pickSurprise)
  surprise(@Input() { query }: RouteInput<typeof catalogApi.pickSurprise>, @Context() ctx: RequestContext) {
    return this.client.request(PickSurprise, { seed: query.seed }, ctx);
  }

  @Route(catalogApi.getProduct)
  get(@Input() { params }: RouteInput<typeof catalogApi.getProduct>, @Context() ctx: RequestContext) {
    return this.client.request(GetProduct, { id: params.id }, ctx);
  }

  @Route(catalogApi.listRelatedProducts)
  related(@Input() { params }: RouteInput<typeof catalogApi.listRelatedProducts>, @Context() ctx: RequestContext) {
    return this.client.request(ListRelatedProducts, { id: params.id }, ctx);
  }
}
