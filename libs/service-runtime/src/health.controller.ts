import { Controller, Get, Header, HttpException, HttpStatus, Inject } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { NATS_CONNECTION, type NatsConnection } from '@shop/messaging';
import { register } from 'prom-client';
import { DataSource } from 'typeorm';
import { processLifecycle } from './lifecycle';

/** Internal health and metrics port of a service: probes and Prometheus read it. */
@Controller()
export class HealthController {
  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly moduleRef: ModuleRef,
  ) {}

  @Get('health/live')
  live() {
    return { status: 'ok' };
  }

  @Get('health/ready')
  async ready() {
    if (processLifecycle.stopping) {
      throw new HttpException({ status: 'stopping' }, HttpStatus.SERVICE_UNAVAILABLE);
    }
    const checks: Record<string, string> = { nats: this.nc.isClosed() ? 'closed' : 'connected' };
    const dataSource = this.dataSource();
    if (dataSource) {
      checks.database = await dataSource.query('SELECT 1').then(
        () => 'connected',
        (error: Error) => `failing: ${error.message}`,
      );
    }
    const ready = Object.values(checks).every((state) => state === 'connected');
    if (!ready) throw new HttpException({ status: 'unavailable', checks }, HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'ok', checks };
  }

  @Get('metrics')
  @Header('Content-Type', register.contentType)
  metrics() {
    return register.metrics();
  }

  private dataSource(): DataSource | null {
    try {
      return this.moduleRef.get(DataSource, { strict: false });
    } catch {
      return null;
    }
  }
}
