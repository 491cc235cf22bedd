import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import type { Redis } from 'ioredis';
import { AuthModule, SESSION_REDIS } from '../../auth/auth.module';
import { SessionStore } from '../../auth/session-store';
import { SignedCookies } from '../../auth/signed-cookies';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config';
import { AdminAuthController } from './admin-auth.controller';
import { GoogleStaffStrategy } from './google-staff.strategy';
import { StaffCallbackGuard } from './staff-callback.guard';
import { StaffLoginState } from './staff-login-state';
import { STAFF_SESSION_KEYS, StaffSessions, type StaffSessionOwner } from './staff-sessions';

/** Staff sign-in (Google's redirect flow) and staff sessions, in the Redis that holds shoppers' under keys of their own. */
@Module({
  imports: [AuthModule, PassportModule],
  controllers: [AdminAuthController],
  providers: [
    {
      provide: StaffSessions,
      inject: [SignedCookies, SESSION_REDIS, GATEWAY_CONFIG],
      useFactory: (cookies: SignedCookies, redis: Redis, config: GatewayConfig) =>
        new StaffSessions(
          cookies,
          new SessionStore<StaffSessionOwner>(redis, config.STAFF_SESSION_HOURS * 3_600_000, config.STAFF_SESSION_IDLE_MINUTES * 60_000, STAFF_SESSION_KEYS),
        ),
    },
    { provide: StaffLoginState, inject: [SignedCookies], useFactory: (cookies: SignedCookies) => new StaffLoginState(cookies) },
    GoogleStaffStrategy,
    StaffCallbackGuard,
  ],
  exports: [StaffSessions],
})
export class AdminAuthModule {}
