import { Controller } from '@nestjs/common';
import { adminCustomersApi, GetCustomerForStaff, ListCustomersForStaff, type RouteInput } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { Context } from '../../common/request-context';
import { Input, Route } from '../../common/route.decorator';

/** The back office's customers: forwarded to the customer service, which checks the staff member's role again. */
@Controller()
export class AdminCustomersController {
  constructor(private readonly client: RequestClient) {}

  @Route(adminCustomersApi.listCustomers)
  list(@Input() { query }: RouteInput<typeof adminCustomersApi.listCustomers>, @Context() ctx: RequestContext) {
    return this.client.request(ListCustomersForStaff, query, ctx);
  }

  @Route(adminCustomersApi.getCustomer)
  get(@Input() { params }: RouteInput<typeof adminCustomersApi.getCustomer>, @Context() ctx: RequestContext) {
    return this.client.request(GetCustomerForStaff, { id: params.id }, ctx);
  }
}
