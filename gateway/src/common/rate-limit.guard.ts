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
  checkoutDetails: { setting: 'RATE_LIMIT_CHECKOUT_DETAILS_PER_MINUTE', message: 'Too many checkouts from this connection, please try again in a minute' },
  webhooks: { setting: 'RATE_LIMIT_WEBHOOKS_PER_MINUTE', message: 'Too many webhook deliveries, please try again in a minute' },
} as const satisfies Record<string, { setting: keyof GatewayConfig; message: string }>;

export type RateLimitKind = keyof typeof LIMITS;

const RATE_LIMIT = Symbol('RATE_LIMIT');

/**
 * Who a limit counts: an IPv4 address, or the /64 network of an IPv6 address, since one host
 * usually holds a whole /64 and could otherwise take a new address for every request.
 */
export function clientOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head, tail] = ip.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** Limits a route per client address: the real one behind a trusted proxy (TRUST_PROXY), the peer's otherwise. */
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
    const key = `${kind}:${clientOf(req.ip)}`;
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
