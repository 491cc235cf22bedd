import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { GetOrder, ListMyOrders, PlaceOrder, TrackOrder, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { OrdersService } from './orders.service';

@Controller()
export class OrdersHandler {
  constructor(private readonly orders: OrdersService) {}

  @HandleRequest(PlaceOrder)
  place(@Payload() input: ParsedRequestOf<typeof PlaceOrder>, @Ctx() ctx: RequestContext) {
    return this.orders.place(ctx, input);
  }

  @HandleRequest(TrackOrder)
  track(@Payload() request: ParsedRequestOf<typeof TrackOrder>, @Ctx() ctx: RequestContext) {
    return this.orders.track(ctx, request.orderNumber, request.email);
  }

  @HandleRequest(GetOrder)
  get(@Payload() request: ParsedRequestOf<typeof GetOrder>, @Ctx() ctx: RequestContext) {
    return this.orders.get(ctx, request.id);
  }

  @HandleRequest(ListMyOrders)
  history(@Payload() _request: ParsedRequestOf<typeof ListMyOrders>, @Ctx() ctx: RequestContext) {
    return this.orders.history(ctx);
  }
}
