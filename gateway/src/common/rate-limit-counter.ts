import { Logger } from '@nestjs/common';
import { Counter, metric } from '@shop/messaging';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** Limits count in fixed one-minute windows, each starting at a client's first request. */
const WINDOW_SECONDS = 60;
/**
 * Longest a limit check waits for Redis, which answers in well under a millisecond when healthy.
 * Past it the request goes on uncounted rather than wait for a Redis in trouble.
 */
const COMMAND_TIMEOUT_MS = 250;
/** While Redis fails, one warning this often, however many requests pass uncounted. */
const WARN_EVERY_MS = 60_000;

export const rateLimitUncounted = metric(
  'rate_limit_uncounted_total',
  () =>
    new Counter({
      name: 'rate_limit_uncounted_total',
      help: 'Requests to rate-limited routes let through uncounted because Redis did not answer, by kind',
      labelNames: ['kind'],
    }),
);

/** Where a client stands in its window once a request is counted. */
export interface Standing {
  limit: number;
  remaining: number;
  /** The request is over the limit. */
  limited: boolean;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/**
 * Counts requests per kind and client in Redis, so that every gateway replica draws on the same
 * budget. It fails open: while Redis is down or not yet connected a request passes uncounted at
 * once, and while it hangs, after COMMAND_TIMEOUT_MS; it is never refused for Redis's sake. Its
 * own Redis connection, since the sessions' queues commands while disconnected and a limit
 * check must not.
 */
export class RateLimitCounter<Kind extends string> {
  private readonly redis: Redis;
  private readonly limiters: Record<Kind, RateLimiterRedis>;
  private uncountedSinceWarning = 0;
  private lastWarning = -Infinity;

  constructor(
    redisUrl: string,
    keyPrefix: string,
    limitsPerMinute: Record<Kind, number>,
    private readonly log = new Logger('RateLimit'),
  ) {
    this.redis = new Redis(redisUrl, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 2000,
    });
    // ioredis reconnects by itself; the attempts go into the same sparse warnings.
    this.redis.on('error', (error: Error) => this.warn(error));
    const limiter = ([kind, points]: [string, number]) => [
      kind,
      new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${keyPrefix}:${kind}`,
        points,
        duration: WINDOW_SECONDS,
        rejectIfRedisNotReady: true,
        // Past its limit a client is refused from memory until its window ends: a flood costs Redis nothing.
        inMemoryBlockOnConsumed: points + 1,
      }),
    ];
    this.limiters = Object.fromEntries(Object.entries<number>(limitsPerMinute).map(limiter)) as Record<Kind, RateLimiterRedis>;
  }

  /** Connects, so that counting starts with the first request; a Redis that is down does not stop the gateway. */
  async start(): Promise<void> {
    await this.redis.connect().catch((error: unknown) => this.warn(error));
  }

  async stop(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /** Counts one request of this kind by this client; null when Redis did not answer and it went uncounted. */
  async count(kind: Kind, client: string): Promise<Standing | null> {
    const limiter = this.limiters[kind];
    try {
      return standing(limiter.points, await limiter.consume(client), false);
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return standing(limiter.points, outcome, true);
      rateLimitUncounted.inc({ kind });
      this.uncountedSinceWarning += 1;
      this.warn(outcome);
      return null;
    }
  }

  private warn(error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    const reason = error instanceof Error ? error.message : String(error);
    this.log.warn(`Rate limits are not counted, Redis does not answer (${reason}); requests let through uncounted since the last warning: ${this.uncountedSinceWarning}`);
    this.uncountedSinceWarning = 0;
  }
}

function standing(limit: number, res: RateLimiterRes, limited: boolean): Standing {
  return { limit, remaining: res.remainingPoints, limited, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
}
