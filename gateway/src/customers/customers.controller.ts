import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { customerIdSchema, customerSchema, GetOwnCustomer, shippingFieldsSchema, UpsertCustomer } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CHECKOUT_COOKIE, CheckoutCredentials } from '../auth/checkout-credential';
import { setCookie } from '../auth/cookies';
import { SignedIn } from '../auth/signed-in.guard';
import { RateLimited, RateLimitGuard } from '../common/rate-limit.guard';
import { Context } from '../common/request-context';
import { zodDto } from '../common/zod-validation.pipe';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

class CustomerParams extends zodDto(z.object({ id: customerIdSchema })) {}

@ApiTags('checkout')
@Controller('customers')
export class CustomersController {
  constructor(
    private readonly client: RequestClient,
    @Inject(CheckoutCredentials) private readonly checkout: CheckoutCredentials,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post()
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimited('checkoutDetails')
  @ApiOperation({
    summary: "The checkout's customer: created, or found by its email; answers its id and sets this browser's checkout cookie",
    description:
      "A guest never changes a stored customer's name, phone or address; only its signed-in owner does. The checkout cookie (shop_checkout, signed, short-lived) is what lets this browser place orders and pay for that customer id.",
  })
  @ApiBody({ schema: z.toJSONSchema(shippingFieldsSchema, { io: 'input' }) as object })
  @ApiOkResponse({ schema: z.toJSONSchema(UpsertCustomer.reply) as object })
  @ApiBadRequestResponse({ description: "A field breaks the checkout form's rules; the message says which" })
  @ApiTooManyRequestsResponse({ description: 'Too many checkouts from this client' })
  async upsert(@Body() body: unknown, @Context() ctx: RequestContext, @Res({ passthrough: true }) res: FastifyReply) {
    const customer = await this.client.request(UpsertCustomer, body as z.input<typeof UpsertCustomer.request>, ctx);
    const { cookie, maxAgeSeconds } = this.checkout.issue(customer.id, ctx.checkout);
    setCookie(res, this.config.PUBLIC_URL, CHECKOUT_COOKIE, cookie, maxAgeSeconds);
    return customer;
  }

  /** Not public (DESIGN.md): only the signed-in owner may read a customer. */
  @Get(':id')
  @UseGuards(SignedIn)
  @ApiOperation({ summary: 'A customer, for its signed-in owner only (same email as the Google account)' })
  @ApiOkResponse({ schema: z.toJSONSchema(customerSchema) as object })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiNotFoundResponse({ description: 'Customer information not found (also when it is not yours)' })
  get(@Param() params: CustomerParams, @Context() ctx: RequestContext) {
    return this.client.request(GetOwnCustomer, { id: params.id }, ctx);
  }
}
