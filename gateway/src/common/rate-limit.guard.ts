import { CanActivate, ExecutionContext, HttpException, HttpStatus, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config';
import { RateLimitCounter } from './rate-limit-counter';

/**
 * The kinds of request limited per client. Routes of one kind share a budget: placing orders
 * by cash on delivery and by PhonePe draws on the same count.
 */
const LIMITS = {
  signIn: { setting: 'RATE_LIMIT_SIGN_IN_PER_MINUTE', message: 'Too many sign-in attempts, please try again in a minute' },
  designerSignIn: { setting: 'RATE_LIMIT_DESIGNER_SIGN_IN_PER_MINUTE', message: 'Too many attempts from this connection, please try again in a minute' },
  orders: { setting: 'RATE_LIMIT_ORDERS_PER_MINUTE', message: 'Too many orders from this connection, please try again in a minute' },
  tracking: { setting: 'RATE_LIMIT_TRACKING_PER_MINUTE', message: 'Too many order look-ups, please try again in a minute' },
  paymentChecks: { setting: 'RATE_LIMIT_PAYMENT_CHECKS_PER_MINUTE', message: 'Too many payment checks, please try again in a minute' },
  checkoutDetails: { setting: 'RATE_LIMIT_CHECKOUT_DETAILS_PER_MINUTE', message: 'Too many checkouts from this connection, please try again in a minute' },
  webhooks: { setting: 'RATE_LIMIT_WEBHOOKS_PER_MINUTE', message: 'Too many webhook deliveries, please try again in a minute' },
  searches: { setting: 'RATE_LIMIT_SEARCHES_PER_MINUTE', message: 'Too many searches, please try again in a minute' },
  reviews: { setting: 'RATE_LIMIT_REVIEWS_PER_MINUTE', message: 'Too many reviews, votes or photos from this connection, please try again in a minute' },
  pincodes: { setting: 'RATE_LIMIT_PINCODE_LOOKUPS_PER_MINUTE', message: 'Too many PIN code look-ups, please try again in a minute' },
} as const satisfies Record<string, { setting: keyof GatewayConfig; message: string }>;

export type RateLimitKind = keyof typeof LIMITS;

/** Each kind's limit per client per minute, as configured. */
export function limitsPerMinute(config: GatewayConfig): Record<RateLimitKind, number> {
  return Object.fromEntries(Object.entries(LIMITS).map(([kind, { setting }]) => [kind, config[setting]])) as Record<RateLimitKind, number>;
}

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

interface RateLimitRule {
  kind: RateLimitKind;
  /** Counts only the requests this says yes to (a list call counts only when it searches); all of them when absent. */
  counts?: (request: FastifyRequest) => boolean;
}

/** Limits a route per client address: the real one behind a trusted proxy (TRUST_PROXY), the peer's otherwise. */
export const RateLimited = (kind: RateLimitKind, counts?: RateLimitRule['counts']) => SetMetadata(RATE_LIMIT, { kind, counts } satisfies RateLimitRule);

/**
 * Fixed one-minute windows per kind and client, counted in Redis and so shared by every gateway
 * replica (RateLimitCounter). When Redis does not answer, the request passes (fails open).
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly counter: RateLimitCounter<RateLimitKind>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<RateLimitRule | undefined>(RATE_LIMIT, context.getHandler());
    if (!rule) return true;
    const { kind } = rule;
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (rule.counts && !rule.counts(req)) return true;
    const res = context.switchToHttp().getResponse<FastifyReply>();
    const standing = await this.counter.count(kind, clientOf(req.ip));
    // Uncounted: no RateLimit headers, since the budget left is not known.
    if (!standing) return true;
    res.header('RateLimit-Limit', String(standing.limit));
    res.header('RateLimit-Remaining', String(standing.remaining));
    if (standing.limited) {
      res.header('Retry-After', String(standing.retryAfterSeconds));
      throw new HttpException(LIMITS[kind].message, HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }
}
