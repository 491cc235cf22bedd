import { Controller, UseGuards } from '@nestjs/common';
import {
  adminDeliveryApi,
  deliveryApi,
  GetDeliveryPromise,
  GetDeliverySettings,
  ListPincodesForStaff,
  LookupPincode,
  UpdateDeliverySettings,
  UpdatePincodeServiceability,
  type RouteInput,
} from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { RateLimited, RateLimitGuard } from '../common/rate-limit.guard';
import { Context } from '../common/request-context';
import { Input, Route } from '../common/route.decorator';

/** PIN code look-ups and the delivery promise (public, rate limited), and their back office: forwarded to the order service. */
@Controller()
@UseGuards(RateLimitGuard)
export class DeliveryController {
  constructor(private readonly client: RequestClient) {}

  @Route(deliveryApi.lookupPincode)
  @RateLimited('pincodes')
  lookup(@Input() { params }: RouteInput<typeof deliveryApi.lookupPincode>, @Context() ctx: RequestContext) {
    return this.client.request(LookupPincode, { pincode: params.pincode }, ctx);
  }

  @Route(deliveryApi.deliveryPromise)
  @RateLimited('pincodes')
  promise(@Input() { query }: RouteInput<typeof deliveryApi.deliveryPromise>, @Context() ctx: RequestContext) {
    return this.client.request(GetDeliveryPromise, { pincode: query.pincode }, ctx);
  }

  @Route(adminDeliveryApi.listPincodes)
  list(@Input() { query }: RouteInput<typeof adminDeliveryApi.listPincodes>, @Context() ctx: RequestContext) {
    return this.client.request(ListPincodesForStaff, query, ctx);
  }

  @Route(adminDeliveryApi.updatePincode)
  update(@Input() { params, body }: RouteInput<typeof adminDeliveryApi.updatePincode>, @Context() ctx: RequestContext) {
    return this.client.request(UpdatePincodeServiceability, { pincode: params.pincode, change: body }, ctx);
  }

  @Route(adminDeliveryApi.getDeliverySettings)
  settings(@Context() ctx: RequestContext) {
    return this.client.request(GetDeliverySettings, {}, ctx);
  }

  @Route(adminDeliveryApi.updateDeliverySettings)
  updateSettings(@Input() { body }: RouteInput<typeof adminDeliveryApi.updateDeliverySettings>, @Context() ctx: RequestContext) {
    return this.client.request(UpdateDeliverySettings, body, ctx);
  }
}
