import { Controller, UseGuards } from '@nestjs/common';
import { ListMyOrders, ordersApi, PlaceOrder, TrackOrder, type RouteInput } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { SignedIn } from '../auth/signed-in.guard';
import { RateLimited, RateLimitGuard } from '../common/rate-limit.guard';
import { Context } from '../common/request-context';
import { Input, Route } from '../common/route.decorator';

@Controller()
@UseGuards(RateLimitGuard)
export class OrdersController {
  constructor(private readonly client: RequestClient) {}

  @Route(ordersApi.placeOrder)
  @RateLimited('orders')
  place(@Input() { body }: RouteInput<typeof ordersApi.placeOrder>, @Context() ctx: RequestContext) {
    return this.client.request(PlaceOrder, body, ctx);
  }

  @Route(ordersApi.listMyOrders)
  @UseGuards(SignedIn)
  history(@Context() ctx: RequestContext) {
    return this.client.request(ListMyOrders, {}, ctx);
  }

  /** A missing or malformed email gets the same answer as a wrong one (the route's invalidInput): nothing about the order leaks. */
  @Route(ordersApi.trackOrder)
  @RateLimited('tracking')
  track(@Input() { params, query }: RouteInput<typeof ordersApi.trackOrder>, @Context() ctx: RequestContext) {
    return this.client.request(TrackOrder, { orderNumber: params.orderNumber, email: query.email }, ctx);
  }
}
