import { ForbiddenException, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that carry the session cookie but come from another site.
 * SameSite=Lax already keeps the cookie off most cross-site writes; this checks what the browser
 * says about the request's origin (Sec-Fetch-Site, else Origin) so older browsers are covered too.
 */
@Injectable()
export class CrossSiteWriteMiddleware implements NestMiddleware {
  use(req: Request, _res: Response, next: NextFunction): void {
    if (SAFE_METHODS.has(req.method) || !req.session) return next();
    const fetchSite = req.headers['sec-fetch-site'];
    if (typeof fetchSite === 'string') {
      if (fetchSite === 'same-origin' || fetchSite === 'none') return next();
      return next(new ForbiddenException('Cross-site request refused'));
    }
    const origin = req.headers.origin;
    if (origin === undefined) return next();
    const host = req.headers['x-forwarded-host'] ?? req.headers.host;
    try {
      if (new URL(origin).host === host) return next();
    } catch {
      // An unparseable Origin is not our origin.
    }
    next(new ForbiddenException('Cross-site request refused'));
  }
}
