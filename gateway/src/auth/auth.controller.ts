import { Controller, Get, HttpCode, Inject, Post, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { userSchema, type User } from '@shop/contracts';
import { serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RateLimited, RateLimitGuard } from '../common/rate-limit.guard';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { GoogleRedirectGuard } from './google-redirect.guard';
import { SESSION_COOKIE, SessionCodec } from './session';

const userJson = z.toJSONSchema(userSchema) as object;

@ApiTags('accounts')
@Controller('auth')
export class AuthController {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(SessionCodec) private readonly sessions: SessionCodec,
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
  signIn(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): User {
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
  @ApiOperation({ summary: 'Sign out: the session cookie is cleared' })
  logout(@Res({ passthrough: true }) res: FastifyReply) {
    res.header('Set-Cookie', serialize(SESSION_COOKIE, '', { ...this.cookieOptions(), maxAge: 0 }));
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
  callback(@Req() req: FastifyRequest, @Res() res: FastifyReply) {
    this.startSession(req, res);
    void res.redirect('/', 303);
  }

  private startSession(req: FastifyRequest, res: FastifyReply): User {
    const { id, email, name, picture } = (req as FastifyRequest & { user: User }).user;
    const expiresAt = Date.now() + this.config.SESSION_TTL_HOURS * 3_600_000;
    const cookie = this.sessions.encode({ id, email, name, picture, expiresAt });
    res.header('Set-Cookie', serialize(SESSION_COOKIE, cookie, { ...this.cookieOptions(), maxAge: this.config.SESSION_TTL_HOURS * 3600 }));
    return { id, email, name, picture };
  }

  private cookieOptions() {
    return {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.config.PUBLIC_URL.startsWith('https:'),
      path: '/',
    };
  }
}
