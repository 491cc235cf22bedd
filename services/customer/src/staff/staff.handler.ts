import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { ChangeStaffRole, GetActiveStaff, InviteStaff, ListStaff, RecordRefusedStaffSignIn, RemoveStaff, SignInStaff, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { StaffService } from './staff.service';

@Controller()
export class StaffHandler {
  constructor(private readonly staff: StaffService) {}

  @HandleRequest(SignInStaff)
  signIn(@Payload() request: ParsedRequestOf<typeof SignInStaff>, @Ctx() ctx: RequestContext) {
    return this.staff.signIn(ctx, request.accessToken);
  }

  @HandleRequest(RecordRefusedStaffSignIn)
  recordRefused(@Payload() request: ParsedRequestOf<typeof RecordRefusedStaffSignIn>, @Ctx() ctx: RequestContext) {
    return this.staff.recordRefusedBeforeGoogle(ctx, request.reason);
  }

  @HandleRequest(GetActiveStaff)
  getActive(@Payload() request: ParsedRequestOf<typeof GetActiveStaff>, @Ctx() ctx: RequestContext) {
    return this.staff.getActive(ctx, request.id);
  }

  @HandleRequest(ListStaff)
  list(@Payload() _request: ParsedRequestOf<typeof ListStaff>, @Ctx() ctx: RequestContext) {
    return this.staff.list(ctx);
  }

  @HandleRequest(InviteStaff)
  invite(@Payload() request: ParsedRequestOf<typeof InviteStaff>, @Ctx() ctx: RequestContext) {
    return this.staff.invite(ctx, request.email, request.role);
  }

  @HandleRequest(ChangeStaffRole)
  changeRole(@Payload() request: ParsedRequestOf<typeof ChangeStaffRole>, @Ctx() ctx: RequestContext) {
    return this.staff.changeRole(ctx, request.id, request.role);
  }

  @HandleRequest(RemoveStaff)
  remove(@Payload() request: ParsedRequestOf<typeof RemoveStaff>, @Ctx() ctx: RequestContext) {
    return this.staff.remove(ctx, request.id);
  }
}
