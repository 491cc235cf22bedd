import { Controller, Get, HttpException, HttpStatus, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { NATS_CONNECTION } from '@shop/messaging';
import type { NatsConnection } from 'nats';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(NATS_CONNECTION) private readonly nc: NatsConnection) {}

  /** Ready when the broker answers a round trip: without NATS the gateway can answer nothing. */
  @Get()
  @ApiOkResponse({ description: 'The gateway and its broker connection are ready' })
  @ApiServiceUnavailableResponse({ description: 'NATS is unreachable' })
  async health() {
    const nats = await this.natsState();
    if (nats !== 'connected') {
      throw new HttpException({ message: `NATS is ${nats}`, status: 'unavailable', nats }, HttpStatus.SERVICE_UNAVAILABLE);
    }
    return { status: 'ok', nats };
  }

  private async natsState(): Promise<string> {
    if (this.nc.isClosed()) return 'closed';
    const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('unreachable'), 1000).unref());
    return Promise.race([this.nc.flush().then(() => 'connected', () => 'unreachable'), timeout]);
  }
}
