import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { GetCustomerForStaff, ListCustomersForStaff, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { CustomersForStaffService } from './customers-for-staff.service';

@Controller()
export class CustomersForStaffHandler {
  constructor(private readonly customers: CustomersForStaffService) {}

  @HandleRequest(ListCustomersForStaff)
  list(@Payload() query: ParsedRequestOf<typeof ListCustomersForStaff>, @Ctx() ctx: RequestContext) {
    return this.customers.list(ctx, query);
  }

  @HandleRequest(GetCustomerForStaff)
  get(@Payload() request: ParsedRequestOf<typeof GetCustomerForStaff>, @Ctx() ctx: RequestContext) {
    return this.customers.get(ctx, request.id);
  }
}
