import { Controller, Inject, Logger, Req, Res, ServiceUnavailableException, UnauthorizedException, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { authApi, type User } from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimited, RateLimitGuard } from '../common/rate-limit.guard';
import { Route } from '../common/route.decorator';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { CHECKOUT_COOKIE } from './checkout-credential';
import { clearCookie, setCookie } from './cookies';
import { GoogleRedirectGuard } from './google-redirect.guard';
import { SESSION_COOKIE, sessionCookieFor } from './session.hook';
import { SessionStore } from './session-store';
import { SignedCookies } from './signed-cookies';

const log = new Logger('AuthController');

/** Signing in or out means nothing unless the session store records it: without it, a 503. */
async function inSessionStore<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    log.error(`Session store unavailable: ${(error as Error).message}`);
    throw new ServiceUnavailableException('Signing in and out is unavailable right now, please try again shortly');
  }
}

@Controller()
export class AuthController {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(SignedCookies) private readonly cookies: SignedCookies,
    @Inject(SessionStore) private readonly sessions: SessionStore,
  ) {}

  /** The body ({access_token}) is read by the google-token strategy, which refuses a missing token with a 401. */
  @Route(authApi.signIn)
  @UseGuards(RateLimitGuard, AuthGuard('google-token'))
  @RateLimited('signIn')
  signIn(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<User> {
    return this.startSession(req, res);
  }

  @Route(authApi.signInSettings)
  signInSettings() {
    return {
      googleClientId: this.config.GOOGLE_CLIENT_ID,
      googleAuthorizationUrl: this.config.GOOGLE_AUTHORIZATION_URL,
      scope: 'openid profile email',
    };
  }

  @Route(authApi.me)
  me(@Req() req: FastifyRequest): User {
    if (!req.session) throw new UnauthorizedException('Not signed in');
    const { id, email, name, picture } = req.session;
    return { id, email, name, picture };
  }

  @Route(authApi.logout)
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply) {
    const { sessionId } = req;
    if (sessionId) await inSessionStore(() => this.sessions.end(sessionId));
    clearCookie(res, this.config.PUBLIC_URL, SESSION_COOKIE);
    clearCookie(res, this.config.PUBLIC_URL, CHECKOUT_COOKIE);
    return { success: true as const };
  }

  @Route(authApi.redirect)
  @UseGuards(GoogleRedirectGuard)
  redirect() {
    // The guard has already sent the browser to Google.
  }

  @Route(authApi.callback)
  @UseGuards(RateLimitGuard, GoogleRedirectGuard)
  @RateLimited('signIn')
  async callback(@Req() req: FastifyRequest, @Res() res: FastifyReply) {
    await this.startSession(req, res);
    void res.redirect('/', 303);
  }

  /** A new session in the store (any session this browser had is ended first), named by a signed cookie. */
  private async startSession(req: FastifyRequest, res: FastifyReply): Promise<User> {
    const { id, email, name, picture } = (req as FastifyRequest & { user: User }).user;
    const { sessionId } = req;
    const started = await inSessionStore(async () => {
      if (sessionId) await this.sessions.end(sessionId);
      return this.sessions.start({ id, email, name, picture });
    });
    setCookie(res, this.config.PUBLIC_URL, SESSION_COOKIE, sessionCookieFor(this.cookies, started), this.config.SESSION_TTL_HOURS * 3600);
    return { id, email, name, picture };
  }
}
