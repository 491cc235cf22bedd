import { Controller, Headers, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ConfirmPayment, HandlePaymentWebhook, InitiatePayment, paymentsApi, type RouteInput } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { RateLimited, RateLimitGuard } from '../common/rate-limit.guard';
import { Context } from '../common/request-context';
import { Input, Route } from '../common/route.decorator';

@Controller()
@UseGuards(RateLimitGuard)
export class PaymentsController {
  constructor(private readonly client: RequestClient) {}

  @Route(paymentsApi.initiatePayment)
  @RateLimited('orders')
  initiate(@Input() { body }: RouteInput<typeof paymentsApi.initiatePayment>, @Context() ctx: RequestContext) {
    return this.client.request(InitiatePayment, body, ctx, { timeoutMs: 15_000 });
  }

  @Route(paymentsApi.confirmPayment)
  @RateLimited('paymentChecks')
  confirm(@Input() { body }: RouteInput<typeof paymentsApi.confirmPayment>, @Context() ctx: RequestContext) {
    return this.client.request(ConfirmPayment, body, ctx, { timeoutMs: 15_000 });
  }

  @Route(paymentsApi.paymentWebhook)
  @RateLimited('webhooks')
  async webhook(
    @Headers('authorization') authorization: string | undefined,
    @Input() { body }: RouteInput<typeof paymentsApi.paymentWebhook>,
    @Context() ctx: RequestContext,
  ) {
    if (!authorization) throw new UnauthorizedException('Missing Authorization');
    const { accepted } = await this.client.request(HandlePaymentWebhook, { authorization, body }, ctx);
    if (!accepted) throw new UnauthorizedException('Invalid Authorization');
    return { success: true as const };
  }
}
