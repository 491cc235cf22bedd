import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { SignInStaff } from '@shop/contracts';
import { RequestClient, type StaffIdentity } from '@shop/messaging';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-google-oauth20';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config';
import { StaffLoginState } from './staff-login-state';

export const STAFF_CALLBACK_PATH = '/api/admin/auth/google/callback';
export const STAFF_SCOPES = ['openid', 'profile', 'email'];

export const staffCallbackUrl = (config: GatewayConfig) => `${config.PUBLIC_URL.replace(/\/$/, '')}${STAFF_CALLBACK_PATH}`;

/**
 * Staff sign-in, Google's redirect flow: Google's return carries a code, which this strategy
 * exchanges (with our client secret) for an access token once the state matches this browser's.
 * The customer service checks the token with Google and lets in only invited staff.
 */
@Injectable()
export class GoogleStaffStrategy extends PassportStrategy(Strategy, 'google-staff') {
  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    loginState: StaffLoginState,
    private readonly client: RequestClient,
  ) {
    super({
      clientID: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET ?? '',
      callbackURL: staffCallbackUrl(config),
      authorizationURL: config.GOOGLE_AUTHORIZATION_URL,
      tokenURL: config.GOOGLE_TOKEN_URL,
      scope: STAFF_SCOPES,
      store: loginState as never,
      // The profile is read by the customer service after it has checked the token.
      skipUserProfile: true,
      passReqToCallback: true,
    });
  }

  validate(req: FastifyRequest, accessToken: string): Promise<StaffIdentity> {
    return this.client.request(SignInStaff, { accessToken }, req.context);
  }
}
