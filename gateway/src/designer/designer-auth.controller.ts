import { Controller, Inject, Logger, Req, Res, ServiceUnavailableException, UseGuards } from '@nestjs/common';
import {
  ApplyAsDesigner,
  designerAuthApi,
  GetSignedInDesigner,
  RequestDesignerPasswordReset,
  ResetDesignerPassword,
  SignInDesigner,
  VerifyDesignerEmail,
  type RouteInput,
} from '@shop/contracts';
import { RequestClient, ServiceError, type RequestContext } from '@shop/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearCookie, setCookie } from '../auth/cookies';
import { RateLimited, RateLimitGuard } from '../common/rate-limit.guard';
import { Context } from '../common/request-context';
import { Input, Route } from '../common/route.decorator';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { DESIGNER_COOKIE, DESIGNER_COOKIE_SCOPE, DesignerSessions } from './designer-sessions';
import { DesignerSignedIn } from './designer-signed-in.guard';

const log = new Logger('DesignerAuthController');
const STORE_DOWN = 'Signing in is unavailable right now, please try again shortly';

/**
 * The trade portal's account calls (issue 20): applying, verifying the email, signing in and out
 * with a password the trade service checks, and resetting it. Sessions are the gateway's own
 * (Redis), apart from shoppers' and staff's.
 */
@Controller()
@UseGuards(RateLimitGuard)
export class DesignerAuthController {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly sessions: DesignerSessions,
    private readonly client: RequestClient,
  ) {}

  @Route(designerAuthApi.apply)
  @RateLimited('designerSignIn')
  apply(@Input() { body }: RouteInput<typeof designerAuthApi.apply>, @Context() ctx: RequestContext) {
    return this.client.request(ApplyAsDesigner, body, ctx);
  }

  @Route(designerAuthApi.verifyEmail)
  @RateLimited('designerSignIn')
  verify(@Input() { body }: RouteInput<typeof designerAuthApi.verifyEmail>, @Context() ctx: RequestContext) {
    return this.client.request(VerifyDesignerEmail, body, ctx);
  }

  /** A new session on every sign-in (the one this browser had ends): a session id never outlives a sign-in. */
  @Route(designerAuthApi.signIn)
  @RateLimited('designerSignIn')
  async signIn(@Input() { body }: RouteInput<typeof designerAuthApi.signIn>, @Context() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply) {
    const { designerId, sessionVersion } = await this.client.request(SignInDesigner, body, ctx);
    let sessionId: string;
    try {
      if (req.designerSessionId) await this.sessions.store.end(req.designerSessionId);
      sessionId = await this.sessions.store.start({ id: String(designerId), sessionVersion });
    } catch (error) {
      log.error(`Session store unavailable: ${(error as Error).message}`);
      throw new ServiceUnavailableException(STORE_DOWN);
    }
    setCookie(res, this.config.PUBLIC_URL, DESIGNER_COOKIE, this.sessions.cookieFor(sessionId), this.config.DESIGNER_SESSION_HOURS * 3600, DESIGNER_COOKIE_SCOPE);
    return this.client.request(GetSignedInDesigner, {}, { ...ctx, designer: { id: designerId, sessionVersion } });
  }

  @Route(designerAuthApi.signOut)
  async signOut(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply) {
    if (req.designerSessionId) {
      await this.sessions.store.end(req.designerSessionId).catch((error: Error) => {
        log.error(`Session store unavailable: ${error.message}`);
        throw new ServiceUnavailableException('Signing out is unavailable right now, please try again shortly');
      });
    }
    clearCookie(res, this.config.PUBLIC_URL, DESIGNER_COOKIE, DESIGNER_COOKIE_SCOPE);
    return { success: true as const };
  }

  /** The signed-in designer; a session the trade service no longer honours (reset, suspended) is ended here. */
  @Route(designerAuthApi.me)
  @UseGuards(DesignerSignedIn)
  async me(@Context() ctx: RequestContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply) {
    try {
      return await this.client.request(GetSignedInDesigner, {}, ctx);
    } catch (error) {
      if (error instanceof ServiceError && error.status === 401 && req.designerSessionId) {
        await this.sessions.store.end(req.designerSessionId).catch(() => undefined);
        clearCookie(res, this.config.PUBLIC_URL, DESIGNER_COOKIE, DESIGNER_COOKIE_SCOPE);
      }
      throw error;
    }
  }

  @Route(designerAuthApi.requestPasswordReset)
  @RateLimited('designerSignIn')
  requestReset(@Input() { body }: RouteInput<typeof designerAuthApi.requestPasswordReset>, @Context() ctx: RequestContext) {
    return this.client.request(RequestDesignerPasswordReset, body, ctx);
  }

  @Route(designerAuthApi.resetPassword)
  @RateLimited('designerSignIn')
  reset(@Input() { body }: RouteInput<typeof designerAuthApi.resetPassword>, @Context() ctx: RequestContext) {
    return this.client.request(ResetDesignerPassword, body, ctx);
  }
}
