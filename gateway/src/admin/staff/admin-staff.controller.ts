import { Controller } from '@nestjs/common';
import { adminStaffApi, ChangeStaffRole, InviteStaff, ListStaff, RemoveStaff, type RouteInput } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { Context } from '../../common/request-context';
import { Input, Route } from '../../common/route.decorator';

/**
 * Staff management, forwarded to the customer service (which checks 'staff.manage' again). A
 * removal or a new role counts from the member's next request: the staff session hook reads
 * them afresh every time.
 */
@Controller()
export class AdminStaffController {
  constructor(private readonly client: RequestClient) {}

  @Route(adminStaffApi.listStaff)
  list(@Context() ctx: RequestContext) {
    return this.client.request(ListStaff, {}, ctx);
  }

  @Route(adminStaffApi.inviteStaff)
  invite(@Input() { body }: RouteInput<typeof adminStaffApi.inviteStaff>, @Context() ctx: RequestContext) {
    return this.client.request(InviteStaff, body, ctx);
  }

  @Route(adminStaffApi.changeStaffRole)
  changeRole(@Input() { params, body }: RouteInput<typeof adminStaffApi.changeStaffRole>, @Context() ctx: RequestContext) {
    return this.client.request(ChangeStaffRole, { id: params.id, role: body.role }, ctx);
  }

  @Route(adminStaffApi.removeStaff)
  remove(@Input() { params }: RouteInput<typeof adminStaffApi.removeStaff>, @Context() ctx: RequestContext) {
    return this.client.request(RemoveStaff, { id: params.id }, ctx);
  }
}
