import { Controller, Get, HttpCode, Inject, Logger, Post, Req, Res, ServiceUnavailableException, UnauthorizedException, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiBody, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { userSchema, type User } from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RateLimited, RateLimitGuard } from '../common/rate-limit.guard';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { CHECKOUT_COOKIE } from './checkout-credential';
import { clearCookie, setCookie } from './cookies';
import { GoogleRedirectGuard } from './google-redirect.guard';
import { SESSION_COOKIE, sessionCookieFor } from './session.hook';
import { SessionStore } from './session-store';
import { SignedCookies } from './signed-cookies';

const userJson = z.toJSONSchema(userSchema) as object;

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

@ApiTags('accounts')
@Controller('auth')
export class AuthController {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(SignedCookies) private readonly cookies: SignedCookies,
    @Inject(SessionStore) private readonly sessions: SessionStore,
  ) {}

  @Post('google')
  @HttpCode(200)
  @UseGuards(RateLimitGuard, AuthGuard('google-token'))
  @RateLimited('signIn')
  @ApiOperation({ summary: 'Sign in with a Google access token; sets the session cookie and answers the user' })
  @ApiBody({ schema: { type: 'object', properties: { access_token: { type: 'string' } }, required: ['access_token'] } })
  @ApiOkResponse({ schema: userJson })
  @ApiUnauthorizedResponse({ description: 'Google refused the token, or it was issued for another app, expired, or has an unverified email' })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-in attempts from this client' })
  @ApiServiceUnavailableResponse({ description: 'The session store does not answer: nobody is signed in' })
  signIn(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<User> {
    return this.startSession(req, res);
  }

  @Get('config')
  @ApiOperation({
    summary: "What the SPA needs to open Google's sign-in: our client id and Google's authorization address",
  })
  signInSettings() {
    return {
      googleClientId: this.config.GOOGLE_CLIENT_ID,
      googleAuthorizationUrl: this.config.GOOGLE_AUTHORIZATION_URL,
      scope: 'openid profile email',
    };
  }

  @Get('me')
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ schema: userJson })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  me(@Req() req: FastifyRequest): User {
    if (!req.session) throw new UnauthorizedException('Not signed in');
    const { id, email, name, picture } = req.session;
    return { id, email, name, picture };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: "Sign out: the session ends on the server (a copy of its cookie dies with it) and this browser's cookies are cleared" })
  @ApiOkResponse({ description: 'Signed out', schema: { type: 'object', properties: { success: { type: 'boolean', enum: [true] } } } })
  @ApiServiceUnavailableResponse({ description: 'The session store does not answer: the session could not be ended, and the cookies stay' })
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply) {
    const { sessionId } = req;
    if (sessionId) await inSessionStore(() => this.sessions.end(sessionId));
    clearCookie(res, this.config.PUBLIC_URL, SESSION_COOKIE);
    clearCookie(res, this.config.PUBLIC_URL, CHECKOUT_COOKIE);
    return { success: true };
  }

  @Get('google/redirect')
  @UseGuards(GoogleRedirectGuard)
  @ApiOperation({ summary: 'Start the server-side Google sign-in (redirect flow; needs GOOGLE_CLIENT_SECRET)' })
  redirect() {
    // The guard has already sent the browser to Google.
  }

  @Get('google/callback')
  @UseGuards(RateLimitGuard, GoogleRedirectGuard)
  @RateLimited('signIn')
  @ApiOperation({ summary: "Google's return to the redirect flow: sets the session cookie and goes to the shop" })
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
