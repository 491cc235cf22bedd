import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { DEVELOPMENT_SESSION_SECRET, GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { AuthController } from './auth.controller';
import { CrossSiteWriteGuard } from './cross-site-write.guard';
import { GoogleOAuthStrategy } from './google-oauth.strategy';
import { GoogleRedirectGuard } from './google-redirect.guard';
import { GoogleTokenStrategy } from './google-token.strategy';
import { SessionCodec } from './session';

@Module({
  imports: [PassportModule],
  controllers: [AuthController],
  providers: [
    {
      provide: SessionCodec,
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) =>
        new SessionCodec(config.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET, config.SESSION_PREVIOUS_SECRETS),
    },
    GoogleTokenStrategy,
    GoogleOAuthStrategy,
    GoogleRedirectGuard,
    // Before any route's own guards: writes with the session cookie must come from our site.
    { provide: APP_GUARD, useClass: CrossSiteWriteGuard },
  ],
  exports: [SessionCodec],
})
export class AuthModule {}
