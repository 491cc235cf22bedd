import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** Routes for signed-in shoppers only; everyone else gets a 401. */
@Injectable()
export class SignedIn implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!context.switchToHttp().getRequest<FastifyRequest>().session) throw new UnauthorizedException('Please sign in first');
    return true;
  }
}
