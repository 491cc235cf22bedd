import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { ConfirmPayment, HandlePaymentWebhook, InitiatePayment, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { PaymentsService } from './payments.service';

@Controller()
export class PaymentsHandler {
  constructor(private readonly payments: PaymentsService) {}

  @HandleRequest(InitiatePayment)
  initiate(@Payload() input: ParsedRequestOf<typeof InitiatePayment>, @Ctx() ctx: RequestContext) {
    return this.payments.initiate(ctx, input);
  }

  @HandleRequest(ConfirmPayment)
  confirm(@Payload() request: ParsedRequestOf<typeof ConfirmPayment>, @Ctx() ctx: RequestContext) {
    return this.payments.confirm(ctx, request.orderNumber);
  }

  @HandleRequest(HandlePaymentWebhook)
  webhook(@Payload() request: ParsedRequestOf<typeof HandlePaymentWebhook>, @Ctx() ctx: RequestContext) {
    return this.payments.webhook(ctx, request.authorization, request.body);
  }
}
