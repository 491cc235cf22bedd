import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { DEVELOPMENT_SESSION_SECRET, GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { AuthController } from './auth.controller';
import { CrossSiteWriteMiddleware } from './cross-site-write.middleware';
import { GoogleOAuthStrategy } from './google-oauth.strategy';
import { GoogleRedirectGuard } from './google-redirect.guard';
import { GoogleTokenStrategy } from './google-token.strategy';
import { SessionCodec } from './session';
import { SessionMiddleware } from './session.middleware';

@Module({
  imports: [PassportModule],
  controllers: [AuthController],
  providers: [
    {
      provide: SessionCodec,
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) => new SessionCodec(config.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET),
    },
    GoogleTokenStrategy,
    GoogleOAuthStrategy,
    GoogleRedirectGuard,
  ],
  exports: [SessionCodec],
})
export class AuthModule implements NestModule {
  /** Every request: who is signed in; then writes with the session cookie must come from our site. */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SessionMiddleware, CrossSiteWriteMiddleware).forRoutes('*path');
  }
}
