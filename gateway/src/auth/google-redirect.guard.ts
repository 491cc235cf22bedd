import { Inject, Injectable, NotFoundException, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply } from 'fastify';
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

  /** Passport sends the browser to Google with Node's own response API, not Fastify's. */
  getResponse(context: ExecutionContext) {
    return context.switchToHttp().getResponse<FastifyReply>().raw;
  }
}
