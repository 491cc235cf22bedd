import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { SignInWithGoogle, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { UsersService } from './users.service';

@Controller()
export class UsersHandler {
  constructor(private readonly users: UsersService) {}

  @HandleRequest(SignInWithGoogle)
  signIn(@Payload() request: ParsedRequestOf<typeof SignInWithGoogle>, @Ctx() ctx: RequestContext) {
    return this.users.signInWithGoogle(ctx, request.accessToken);
  }
}
