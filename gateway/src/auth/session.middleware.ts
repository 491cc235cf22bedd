import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import { parse } from 'cookie';
import type { NextFunction, Request, Response } from 'express';
import { SESSION_COOKIE, SessionCodec } from './session';

/** Puts the verified signed-in user (if any) into the request context that goes to services. */
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  constructor(@Inject(SessionCodec) private readonly sessions: SessionCodec) {}

  use(req: Request, _res: Response, next: NextFunction): void {
    const session = this.sessions.decode(parse(req.headers.cookie ?? '')[SESSION_COOKIE]);
    if (session) {
      req.session = session;
      req.context = { ...req.context, user: { id: session.id, email: session.email } };
    }
    next();
  }
}

declare module 'express-serve-static-core' {
  interface Request {
    session?: import('./session').Session;
  }
}
