import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AuthModule, SESSION_REDIS } from '../auth/auth.module';
import { SessionStore } from '../auth/session-store';
import { SignedCookies } from '../auth/signed-cookies';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { DesignerAuthController } from './designer-auth.controller';
import { DesignerPortalController } from './designer-portal.controller';
import { DESIGNER_SESSION_KEYS, DesignerSessions, type DesignerSessionOwner } from './designer-sessions';
import { QuoteLinksController } from './quote-links.controller';

/** The trade portal (issue 20): designer sessions in the Redis that holds the others, under keys of their own. */
@Module({
  imports: [AuthModule],
  controllers: [DesignerAuthController, DesignerPortalController, QuoteLinksController],
  providers: [
    {
      provide: DesignerSessions,
      inject: [SignedCookies, SESSION_REDIS, GATEWAY_CONFIG],
      useFactory: (cookies: SignedCookies, redis: Redis, config: GatewayConfig) =>
        new DesignerSessions(
          cookies,
          new SessionStore<DesignerSessionOwner>(redis, config.DESIGNER_SESSION_HOURS * 3_600_000, config.DESIGNER_SESSION_IDLE_MINUTES * 60_000, DESIGNER_SESSION_KEYS),
        ),
    },
  ],
  exports: [DesignerSessions],
})
export class DesignerModule {}
