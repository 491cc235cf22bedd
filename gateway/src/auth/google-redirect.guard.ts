import { Inject, Injectable, NotFoundException, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

/** The redirect flow needs a client secret; without one its routes do not exist. */
@Injectable()
export class GoogleRedirectGuard extends AuthGuard('google') {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    if (!this.config.GOOGLE_CLIENT_SECRET) throw new NotFoundException('Google redirect sign-in is not configured');
    return super.canActivate(context);
  }
}
