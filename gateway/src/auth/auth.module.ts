import { Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { Redis } from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { AuthController } from './auth.controller';
import { CheckoutCredentials } from './checkout-credential';
import { CrossSiteWriteGuard } from './cross-site-write.guard';
import { GoogleOAuthStrategy } from './google-oauth.strategy';
import { GoogleRedirectGuard } from './google-redirect.guard';
import { GoogleTokenStrategy } from './google-token.strategy';
import { SessionStore } from './session-store';
import { SignedCookies } from './signed-cookies';

/** The Redis of sessions, shoppers' and staff's (admin/auth). */
export const SESSION_REDIS = Symbol('SESSION_REDIS');

@Module({
  imports: [PassportModule],
  controllers: [AuthController],
  providers: [
    {
      provide: SignedCookies,
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) => new SignedCookies(config.SESSION_SECRET, config.SESSION_PREVIOUS_SECRETS),
    },
    {
      provide: SESSION_REDIS,
      inject: [GATEWAY_CONFIG],
      // One retry, then the command fails: a request must not wait on a Redis that is down.
      useFactory: (config: GatewayConfig) => {
        const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
        const log = new Logger('SessionStore');
        // ioredis reconnects by itself; each failed attempt is worth a line, not a crash.
        redis.on('error', (error: Error) => log.warn(`Redis: ${error.message}`));
        return redis;
      },
    },
    {
      provide: SessionStore,
      inject: [SESSION_REDIS, GATEWAY_CONFIG],
      useFactory: (redis: Redis, config: GatewayConfig) => new SessionStore(redis, config.SESSION_TTL_HOURS * 3_600_000, config.SESSION_IDLE_HOURS * 3_600_000),
    },
    {
      provide: CheckoutCredentials,
      inject: [SignedCookies, GATEWAY_CONFIG],
      useFactory: (cookies: SignedCookies, config: GatewayConfig) => new CheckoutCredentials(cookies, config.CHECKOUT_TTL_MINUTES * 60_000),
    },
    GoogleTokenStrategy,
    GoogleOAuthStrategy,
    GoogleRedirectGuard,
    // Before any route's own guards: every write must come from our own site.
    { provide: APP_GUARD, useClass: CrossSiteWriteGuard },
  ],
  exports: [SignedCookies, SessionStore, CheckoutCredentials, SESSION_REDIS],
})
export class AuthModule implements OnApplicationShutdown {
  constructor(@Inject(SESSION_REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
