import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests a browser makes from another site, with or without a cookie:
 * sign-in and logout too (login CSRF would sign a shopper into the attacker's account). The
 * browser says where a request comes from (Sec-Fetch-Site, else Origin, so older browsers are
 * covered too); a server (PhonePe's webhook) sends neither and is judged by its own credentials.
 */
@Injectable()
export class CrossSiteWriteGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(req.method)) return true;
    const fetchSite = req.headers['sec-fetch-site'];
    if (typeof fetchSite === 'string') {
      if (fetchSite === 'same-origin' || fetchSite === 'none') return true;
      throw new ForbiddenException('Cross-site request refused');
    }
    const origin = req.headers.origin;
    if (origin === undefined) return true;
    try {
      // req.host reads X-Forwarded-Host only from a trusted proxy (TRUST_PROXY): anyone else's is ignored.
      if (new URL(origin).host === req.host) return true;
    } catch {
      // An unparseable Origin is not our origin.
    }
    throw new ForbiddenException('Cross-site request refused');
  }
}
