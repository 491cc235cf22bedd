import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { FindDeliveredPurchase, GetDeliveredOrderForReviews, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest } from '@shop/messaging';
import { PurchasesService } from './purchases.service';

/** Answered to the review service only: no gateway route leads here (libs/contracts/src/order/purchases.ts). */
@Controller()
export class PurchasesHandler {
  constructor(private readonly purchases: PurchasesService) {}

  @HandleRequest(FindDeliveredPurchase)
  findDelivered(@Payload() request: ParsedRequestOf<typeof FindDeliveredPurchase>) {
    return this.purchases.findDelivered(request);
  }

  @HandleRequest(GetDeliveredOrderForReviews)
  deliveredOrder(@Payload() request: ParsedRequestOf<typeof GetDeliveredOrderForReviews>) {
    return this.purchases.deliveredOrder(request.orderNumber);
  }
}
