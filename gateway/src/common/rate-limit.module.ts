import { Global, Module, type OnApplicationShutdown } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { RateLimitCounter } from './rate-limit-counter';
import { limitsPerMinute, type RateLimitKind } from './rate-limit.guard';

/**
 * The rate limits' counter, for RateLimitGuard wherever a controller uses it: global, because
 * Nest builds a route's guard in the controller's own module (AuthModule's sign-in too).
 */
@Global()
@Module({
  providers: [
    {
      provide: RateLimitCounter,
      inject: [GATEWAY_CONFIG],
      useFactory: async (config: GatewayConfig) => {
        const counter = new RateLimitCounter(config.REDIS_URL, config.RATE_LIMIT_KEY_PREFIX, limitsPerMinute(config));
        await counter.start();
        return counter;
      },
    },
  ],
  exports: [RateLimitCounter],
})
export class RateLimitModule implements OnApplicationShutdown {
  constructor(private readonly counter: RateLimitCounter<RateLimitKind>) {}

  async onApplicationShutdown(): Promise<void> {
    await this.counter.stop();
  }
}
