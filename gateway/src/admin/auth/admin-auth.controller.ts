import { Controller, Inject, Logger, NotFoundException, Req, Res, ServiceUnavailableException, UseGuards } from '@nestjs/common';
import { adminAuthApi, permissionsOf, RecordRefusedStaffSignIn, type ApiStaffMe } from '@shop/contracts';
import { RequestClient, type StaffIdentity } from '@shop/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearCookie, setCookie } from '../../auth/cookies';
import { signedInStaff } from '../../auth/staff.guard';
import { RateLimited, RateLimitGuard } from '../../common/rate-limit.guard';
import { Route } from '../../common/route.decorator';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config';
import { STAFF_SCOPES, staffCallbackUrl } from './google-staff.strategy';
import { StaffCallbackGuard } from './staff-callback.guard';
import { STAFF_LOGIN_COOKIE, STAFF_LOGIN_COOKIE_SCOPE, STAFF_LOGIN_TTL_SECONDS, StaffLoginState } from './staff-login-state';
import { STAFF_COOKIE, STAFF_COOKIE_SCOPE, StaffSessions } from './staff-sessions';

const log = new Logger('AdminAuthController');

/** Where the admin SPA lives, and its login page (which shows `?error=`). */
export const ADMIN_HOME = '/admin';
export const ADMIN_LOGIN = '/admin/login';

/** Staff sign-in and sign-out: sessions of their own, apart from shoppers'. */
@Controller()
export class AdminAuthController {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly loginState: StaffLoginState,
    private readonly sessions: StaffSessions,
    private readonly client: RequestClient,
  ) {}

  /** Not rate limited: it costs nothing but a random state; Google's return, which does the work, is. */
  @Route(adminAuthApi.googleRedirect)
  googleRedirect(@Res() res: FastifyReply) {
    if (!this.config.GOOGLE_CLIENT_SECRET) throw new NotFoundException('Google redirect sign-in is not configured');
    const { state, cookie } = this.loginState.begin();
    const url = new URL(this.config.GOOGLE_AUTHORIZATION_URL);
    url.search = new URLSearchParams({
      client_id: this.config.GOOGLE_CLIENT_ID,
      redirect_uri: staffCallbackUrl(this.config),
      response_type: 'code',
      scope: STAFF_SCOPES.join(' '),
      state,
      // Staff often share a computer with their own Google account signed in: let them choose.
      prompt: 'select_account',
    }).toString();
    setCookie(res, this.config.PUBLIC_URL, STAFF_LOGIN_COOKIE, cookie, STAFF_LOGIN_TTL_SECONDS, STAFF_LOGIN_COOKIE_SCOPE);
    void res.redirect(url.toString(), 303);
  }

  @Route(adminAuthApi.googleCallback)
  @UseGuards(RateLimitGuard, StaffCallbackGuard)
  @RateLimited('signIn')
  async googleCallback(@Req() req: FastifyRequest, @Res() res: FastifyReply) {
    // A state is good for one return from Google.
    clearCookie(res, this.config.PUBLIC_URL, STAFF_LOGIN_COOKIE, STAFF_LOGIN_COOKIE_SCOPE);
    const staff = (req as FastifyRequest & { user?: StaffIdentity | null }).user;
    if (!staff || req.staffSignInRefusal) {
      const why = req.staffSignInRefusal ?? 'The sign-in was refused';
      if (!req.staffSignInRefusalRecorded) await this.recordRefusal(req, why);
      return this.backToLogin(res, why);
    }
    let sessionId: string;
    try {
      if (req.staffSessionId) await this.sessions.store.end(req.staffSessionId);
      sessionId = await this.sessions.store.start({ id: String(staff.id) });
    } catch (error) {
      log.error(`Session store unavailable: ${(error as Error).message}`);
      return this.backToLogin(res, 'Signing in is unavailable right now, please try again shortly');
    }
    setCookie(res, this.config.PUBLIC_URL, STAFF_COOKIE, this.sessions.cookieFor(sessionId), this.config.STAFF_SESSION_HOURS * 3600, STAFF_COOKIE_SCOPE);
    void res.redirect(ADMIN_HOME, 303);
  }

  @Route(adminAuthApi.me)
  me(@Req() req: FastifyRequest): ApiStaffMe {
    const staff = signedInStaff(req);
    return { ...staff, permissions: permissionsOf(staff.role) };
  }

  @Route(adminAuthApi.logout)
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply) {
    const { staffSessionId } = req;
    if (staffSessionId) {
      await this.sessions.store.end(staffSessionId).catch((error: Error) => {
        log.error(`Session store unavailable: ${error.message}`);
        throw new ServiceUnavailableException('Signing out is unavailable right now, please try again shortly');
      });
    }
    clearCookie(res, this.config.PUBLIC_URL, STAFF_COOKIE, STAFF_COOKIE_SCOPE);
    return { success: true as const };
  }

  /**
   * A sign-in refused before the customer service saw it (cancelled, a foreign state, a code Google
   * would not exchange) still goes in the audit log; a log that does not answer does not stop the
   * refusal from being shown.
   */
  private async recordRefusal(req: FastifyRequest, reason: string): Promise<void> {
    await this.client.request(RecordRefusedStaffSignIn, { reason }, req.context).catch((error: Error) => {
      log.error(`A refused staff sign-in could not be recorded in the audit log: ${error.message}`);
    });
  }

  private backToLogin(res: FastifyReply, message: string): void {
    void res.redirect(`${ADMIN_LOGIN}?${new URLSearchParams({ error: message })}`, 303);
  }
}
