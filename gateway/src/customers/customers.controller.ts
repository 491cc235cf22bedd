import { Controller, Inject, Res, UseGuards } from '@nestjs/common';
import { customersApi, GetOwnCustomer, UpsertCustomer, type RouteInput } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import type { FastifyReply } from 'fastify';
import { CHECKOUT_COOKIE, CheckoutCredentials } from '../auth/checkout-credential';
import { setCookie } from '../auth/cookies';
import { SignedIn } from '../auth/signed-in.guard';
import { RateLimited, RateLimitGuard } from '../common/rate-limit.guard';
import { Context } from '../common/request-context';
import { Input, Route } from '../common/route.decorator';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

@Controller()
export class CustomersController {
  constructor(
    private readonly client: RequestClient,
    @Inject(CheckoutCredentials) private readonly checkout: CheckoutCredentials,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Route(customersApi.upsertCustomer)
  @UseGuards(RateLimitGuard)
  @RateLimited('checkoutDetails')
  async upsert(
    @Input() { body }: RouteInput<typeof customersApi.upsertCustomer>,
    @Context() ctx: RequestContext,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const customer = await this.client.request(UpsertCustomer, body, ctx);
    const { cookie, maxAgeSeconds } = this.checkout.issue(customer.id, ctx.checkout);
    setCookie(res, this.config.PUBLIC_URL, CHECKOUT_COOKIE, cookie, maxAgeSeconds);
    return customer;
  }

  /** Not public (DESIGN.md): only the signed-in owner may read a customer. */
  @Route(customersApi.getCustomer)
  @UseGuards(SignedIn)
  get(@Input() { params }: RouteInput<typeof customersApi.getCustomer>, @Context() ctx: RequestContext) {
    return this.client.request(GetOwnCustomer, { id: params.id }, ctx);
  }
}
