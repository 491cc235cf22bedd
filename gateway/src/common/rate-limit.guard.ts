import { CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

const WINDOW_MS = 60_000;

/**
 * The kinds of request limited per client. Routes of one kind share a budget: placing orders
 * by cash on delivery and by PhonePe draws on the same count.
 */
const LIMITS = {
  signIn: { setting: 'RATE_LIMIT_SIGN_IN_PER_MINUTE', message: 'Too many sign-in attempts, please try again in a minute' },
  orders: { setting: 'RATE_LIMIT_ORDERS_PER_MINUTE', message: 'Too many orders from this connection, please try again in a minute' },
  tracking: { setting: 'RATE_LIMIT_TRACKING_PER_MINUTE', message: 'Too many order look-ups, please try again in a minute' },
  paymentChecks: { setting: 'RATE_LIMIT_PAYMENT_CHECKS_PER_MINUTE', message: 'Too many payment checks, please try again in a minute' },
} as const satisfies Record<string, { setting: keyof GatewayConfig; message: string }>;

export type RateLimitKind = keyof typeof LIMITS;

const RATE_LIMIT = Symbol('RATE_LIMIT');

/** Limits a route per client IP: the real one behind a trusted proxy (TRUST_PROXY), the peer's otherwise. */
export const RateLimited = (kind: RateLimitKind) => SetMetadata(RATE_LIMIT, kind);

/**
 * Fixed one-minute windows per kind and client, held by this gateway process (so each replica
 * counts on its own). Old windows are swept as they expire: memory stays bounded by the
 * number of clients active within a minute.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  constructor(
    private readonly reflector: Reflector,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const kind = this.reflector.get<RateLimitKind | undefined>(RATE_LIMIT, context.getHandler());
    if (!kind) return true;
    const { setting, message } = LIMITS[kind];
    const limit = this.config[setting];
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const res = context.switchToHttp().getResponse<FastifyReply>();
    const now = Date.now();
    this.sweep(now);
    const key = `${kind}:${req.ip}`;
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + WINDOW_MS };
      this.windows.set(key, window);
    }
    window.count += 1;
    res.header('RateLimit-Limit', String(limit));
    res.header('RateLimit-Remaining', String(Math.max(0, limit - window.count)));
    if (window.count > limit) {
      res.header('Retry-After', String(Math.ceil((window.resetAt - now) / 1000)));
      throw new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < WINDOW_MS) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
