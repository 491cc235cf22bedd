import { Controller, HttpException, HttpStatus, Inject } from '@nestjs/common';
import { healthApi } from '@shop/contracts';
import { NATS_CONNECTION, type NatsConnection } from '@shop/messaging';
import { processLifecycle } from '@shop/service-runtime';
import { Route } from '../common/route.decorator';
import { natsState } from './health-server';

@Controller()
export class HealthController {
  constructor(@Inject(NATS_CONNECTION) private readonly nc: NatsConnection) {}

  /**
   * Ready when the broker answers a round trip: without NATS the gateway can answer nothing.
   * The same check as /health/ready on the gateway's internal health port.
   */
  @Route(healthApi.health)
  async health() {
    if (processLifecycle.stopping) {
      throw new HttpException({ message: 'The gateway is shutting down', status: 'stopping' }, HttpStatus.SERVICE_UNAVAILABLE);
    }
    const nats = await natsState(this.nc);
    if (nats !== 'connected') {
      throw new HttpException({ message: `NATS is ${nats}`, status: 'unavailable', nats }, HttpStatus.SERVICE_UNAVAILABLE);
    }
    return { status: 'ok' as const, nats };
  }
}
