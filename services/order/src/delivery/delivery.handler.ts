import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import {
  GetDeliveryPromise,
  GetDeliverySettings,
  ListPincodesForStaff,
  LookupPincode,
  UpdateDeliverySettings,
  UpdatePincodeServiceability,
  type ParsedRequestOf,
} from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { DeliveryService } from './delivery.service';

/** PIN codes and the delivery promise; the staff requests check the permission in the service. */
@Controller()
export class DeliveryHandler {
  constructor(private readonly delivery: DeliveryService) {}

  @HandleRequest(LookupPincode)
  lookup(@Payload() request: ParsedRequestOf<typeof LookupPincode>) {
    return this.delivery.lookup(request.pincode);
  }

  @HandleRequest(GetDeliveryPromise)
  promise(@Payload() request: ParsedRequestOf<typeof GetDeliveryPromise>) {
    return this.delivery.promise(request.pincode);
  }

  @HandleRequest(ListPincodesForStaff)
  list(@Payload() query: ParsedRequestOf<typeof ListPincodesForStaff>, @Ctx() ctx: RequestContext) {
    return this.delivery.listForStaff(ctx, query);
  }

  @HandleRequest(UpdatePincodeServiceability)
  update(@Payload() request: ParsedRequestOf<typeof UpdatePincodeServiceability>, @Ctx() ctx: RequestContext) {
    return this.delivery.updateServiceability(ctx, request);
  }

  @HandleRequest(GetDeliverySettings)
  settings(@Payload() _request: ParsedRequestOf<typeof GetDeliverySettings>, @Ctx() ctx: RequestContext) {
    return this.delivery.settingsForStaff(ctx);
  }

  @HandleRequest(UpdateDeliverySettings)
  updateSettings(@Payload() request: ParsedRequestOf<typeof UpdateDeliverySettings>, @Ctx() ctx: RequestContext) {
    return this.delivery.updateSettings(ctx, request);
  }
}
