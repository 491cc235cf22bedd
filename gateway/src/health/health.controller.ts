import { Controller, Get, HttpException, HttpStatus, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { NATS_CONNECTION, processLifecycle } from '@shop/messaging';
import type { NatsConnection } from 'nats';
import { natsState } from './health-server';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(NATS_CONNECTION) private readonly nc: NatsConnection) {}

  /**
   * Ready when the broker answers a round trip: without NATS the gateway can answer nothing.
   * The same check as /health/ready on the gateway's internal health port.
   */
  @Get()
  @ApiOperation({ summary: 'Whether the gateway can serve: its NATS connection answers' })
  @ApiOkResponse({ description: 'The gateway and its broker connection are ready' })
  @ApiServiceUnavailableResponse({ description: 'NATS is unreachable, or the gateway is shutting down' })
  async health() {
    if (processLifecycle.stopping) {
      throw new HttpException({ message: 'The gateway is shutting down', status: 'stopping' }, HttpStatus.SERVICE_UNAVAILABLE);
    }
    const nats = await natsState(this.nc);
    if (nats !== 'connected') {
      throw new HttpException({ message: `NATS is ${nats}`, status: 'unavailable', nats }, HttpStatus.SERVICE_UNAVAILABLE);
    }
    return { status: 'ok', nats };
  }
}
