import { Injectable, ServiceUnavailableException, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** Trade portal routes for a signed-in designer only: 401 without a live designer session. */
@Injectable()
export class DesignerSignedIn implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.context.designer) return true;
    if (request.designerUnknown) throw new ServiceUnavailableException('The session store does not answer, please try again shortly');
    throw new UnauthorizedException('Please sign in to the trade portal');
  }
}
