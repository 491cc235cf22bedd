import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { GetCustomer, GetOwnCustomer, UpsertCustomer, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { CustomersService } from './customers.service';

@Controller()
export class CustomersHandler {
  constructor(private readonly customers: CustomersService) {}

  @HandleRequest(UpsertCustomer)
  upsert(@Payload() fields: ParsedRequestOf<typeof UpsertCustomer>, @Ctx() ctx: RequestContext) {
    return this.customers.upsert(ctx, fields);
  }

  @HandleRequest(GetCustomer)
  get(@Payload() request: ParsedRequestOf<typeof GetCustomer>, @Ctx() ctx: RequestContext) {
    return this.customers.get(ctx, request.id);
  }

  @HandleRequest(GetOwnCustomer)
  getOwn(@Payload() request: ParsedRequestOf<typeof GetOwnCustomer>, @Ctx() ctx: RequestContext) {
    return this.customers.getOwn(ctx, request.id);
  }
}
