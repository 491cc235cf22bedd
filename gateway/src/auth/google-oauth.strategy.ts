import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { SignInWithGoogle, type User } from '@shop/contracts';
import { newContext, RequestClient } from '@shop/messaging';
import { Strategy } from 'passport-google-oauth20';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

/**
 * The server-side redirect flow (authorization code), for setups that prefer it to the SPA's
 * token client. The access token it obtains goes through the same Google checks.
 */
@Injectable()
export class GoogleOAuthStrategy extends PassportStrategy(Strategy, 'google') {
  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly client: RequestClient,
  ) {
    super({
      clientID: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET ?? '',
      callbackURL: `${config.PUBLIC_URL.replace(/\/$/, '')}/api/auth/google/callback`,
      authorizationURL: config.GOOGLE_AUTHORIZATION_URL,
      tokenURL: config.GOOGLE_TOKEN_URL,
      scope: ['openid', 'profile', 'email'],
      // The profile is read by the customer service after it has checked the token.
      skipUserProfile: true,
    });
  }

  validate(accessToken: string): Promise<User> {
    return this.client.request(SignInWithGoogle, { accessToken }, newContext());
  }
}
