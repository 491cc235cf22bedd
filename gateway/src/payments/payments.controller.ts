import { Body, Controller, Headers, HttpCode, Post, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ApiBody, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ConfirmPayment, HandlePaymentWebhook, InitiatePayment } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { z } from 'zod';
import { RateLimited, RateLimitGuard } from '../common/rate-limit.guard';
import { Context } from '../common/request-context';

@ApiTags('payments')
@Controller('payments/phonepe')
@UseGuards(RateLimitGuard)
export class PaymentsController {
  constructor(private readonly client: RequestClient) {}

  @Post('initiate')
  @HttpCode(200)
  @RateLimited('orders')
  @ApiOperation({
    summary: 'Store the order (payment pending) and start a PhonePe payment for it',
    description: "Also used for card and banking. The amount charged is the server's total, never the browser's.",
  })
  @ApiBody({ schema: z.toJSONSchema(InitiatePayment.request, { io: 'input' }) as object })
  @ApiOkResponse({ schema: z.toJSONSchema(InitiatePayment.reply) as object })
  @ApiForbiddenResponse({ description: "customerId is not this browser's checkout customer, nor the signed-in shopper's" })
  initiate(@Body() body: unknown, @Context() ctx: RequestContext) {
    return this.client.request(InitiatePayment, body as z.input<typeof InitiatePayment.request>, ctx, { timeoutMs: 15_000 });
  }

  @Post('confirm')
  @HttpCode(200)
  @RateLimited('paymentChecks')
  @ApiOperation({ summary: "Ask PhonePe for a payment's state after the shopper comes back, and answer it" })
  @ApiBody({ schema: z.toJSONSchema(ConfirmPayment.request, { io: 'input' }) as object })
  @ApiOkResponse({ schema: z.toJSONSchema(ConfirmPayment.reply) as object })
  @ApiNotFoundResponse({ description: "Order not found: also when it is not this browser's checkout's, nor the signed-in shopper's" })
  confirm(@Body() body: unknown, @Context() ctx: RequestContext) {
    return this.client.request(ConfirmPayment, body as z.input<typeof ConfirmPayment.request>, ctx, { timeoutMs: 15_000 });
  }

  @Post('webhook')
  @HttpCode(200)
  @RateLimited('webhooks')
  @ApiOperation({ summary: "PhonePe's webhook; authenticated by Authorization = sha256(username:password)" })
  @ApiOkResponse({ description: 'The event is accepted', schema: { type: 'object', properties: { success: { type: 'boolean', enum: [true] } } } })
  @ApiUnauthorizedResponse({ description: 'The Authorization header is missing or wrong' })
  @ApiTooManyRequestsResponse({ description: 'Too many deliveries from this address' })
  async webhook(@Headers('authorization') authorization: string | undefined, @Body() body: unknown, @Context() ctx: RequestContext) {
    if (!authorization) throw new UnauthorizedException('Missing Authorization');
    const { accepted } = await this.client.request(HandlePaymentWebhook, { authorization, body }, ctx);
    if (!accepted) throw new UnauthorizedException('Invalid Authorization');
    return { success: true };
  }
}
