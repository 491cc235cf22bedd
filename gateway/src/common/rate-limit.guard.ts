import { CanActivate, ExecutionContext, HttpException, HttpStatus, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface RateLimit {
  /** Requests allowed per client within the window. */
  limit: number;
  windowMs: number;
}

const RATE_LIMIT = Symbol('RATE_LIMIT');

/** Limits a route per client IP (the real one behind a trusted proxy: see `trust proxy`). */
export const RateLimited = (limit: RateLimit) => SetMetadata(RATE_LIMIT, limit);

/**
 * Fixed-window counters per route and client, held by this gateway process. Old windows are
 * swept as they expire, so memory stays bounded by the number of active clients.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const limit = this.reflector.get<RateLimit | undefined>(RATE_LIMIT, context.getHandler());
    if (!limit) return true;
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const res = context.switchToHttp().getResponse<FastifyReply>();
    const now = Date.now();
    this.sweep(now);
    const key = `${context.getClass().name}.${context.getHandler().name}:${req.ip}`;
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + limit.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    res.header('RateLimit-Limit', String(limit.limit));
    res.header('RateLimit-Remaining', String(Math.max(0, limit.limit - window.count)));
    if (window.count > limit.limit) {
      res.header('Retry-After', String(Math.ceil((window.resetAt - now) / 1000)));
      throw new HttpException('Too many requests, please try again shortly', HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
