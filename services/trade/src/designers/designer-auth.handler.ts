import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { ApplyAsDesigner, GetSignedInDesigner, RequestDesignerPasswordReset, ResetDesignerPassword, SignInDesigner, VerifyDesignerEmail, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { DesignerAuthService } from './designer-auth.service';

@Controller()
export class DesignerAuthHandler {
  constructor(private readonly auth: DesignerAuthService) {}

  @HandleRequest(ApplyAsDesigner)
  apply(@Payload() request: ParsedRequestOf<typeof ApplyAsDesigner>, @Ctx() ctx: RequestContext) {
    return this.auth.apply(ctx, request);
  }

  @HandleRequest(VerifyDesignerEmail)
  verify(@Payload() request: ParsedRequestOf<typeof VerifyDesignerEmail>, @Ctx() ctx: RequestContext) {
    return this.auth.verifyEmail(ctx, request.token);
  }

  @HandleRequest(SignInDesigner)
  signIn(@Payload() request: ParsedRequestOf<typeof SignInDesigner>) {
    return this.auth.signIn(request);
  }

  @HandleRequest(RequestDesignerPasswordReset)
  requestReset(@Payload() request: ParsedRequestOf<typeof RequestDesignerPasswordReset>, @Ctx() ctx: RequestContext) {
    return this.auth.requestPasswordReset(ctx, request.email);
  }

  @HandleRequest(ResetDesignerPassword)
  reset(@Payload() request: ParsedRequestOf<typeof ResetDesignerPassword>, @Ctx() ctx: RequestContext) {
    return this.auth.resetPassword(ctx, request);
  }

  @HandleRequest(GetSignedInDesigner)
  me(@Payload() _request: ParsedRequestOf<typeof GetSignedInDesigner>, @Ctx() ctx: RequestContext) {
    return this.auth.signedIn(ctx);
  }
}
