import { Module, type DynamicModule, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NATS_CONNECTION, NatsRpcServer, type NatsConnection } from '@shop/messaging';
import { collectDefaultMetrics } from 'prom-client';
import { HealthController } from './health.controller';
import { JsonLogger } from './json-logger';
import { processLifecycle } from './lifecycle';

export interface ServiceRuntimeOptions {
  name: string;
  /** The service's root module; it must import MessagingModule. */
  module: Type | DynamicModule;
  healthPort: number;
  logLevel: string;
  shutdownGraceMs: number;
}

@Module({ controllers: [HealthController] })
class HealthModule {}

/**
 * Creates a service: its NATS request handlers join the queue group named after the
 * service, and its small HTTP port serves health and metrics. Port 0 picks a free port.
 */
export async function createService(options: ServiceRuntimeOptions): Promise<INestApplication> {
  const app = await NestFactory.create(
    { module: class ServiceRoot {}, imports: [options.module, HealthModule] } as DynamicModule,
    { logger: new JsonLogger(options.name, options.logLevel), forceCloseConnections: true },
  );
  const nc = app.get<NatsConnection>(NATS_CONNECTION);
  app.connectMicroservice({ strategy: new NatsRpcServer(nc, { queue: options.name }) });
  // Initialised (every onModuleInit and onApplicationBootstrap done: tables loaded, streams
  // made) before joining the queue group: a replica started during a rolling restart must not
  // answer its first requests half-ready.
  await app.init();
  await app.startAllMicroservices();
  await app.listen(options.healthPort, '0.0.0.0');
  return app;
}

/**
 * Runs a service until SIGTERM or SIGINT, then stops taking requests, lets in-flight ones
 * finish (bounded by the grace period), drains NATS and exits.
 */
export async function runService(options: ServiceRuntimeOptions): Promise<void> {
  collectDefaultMetrics();
  const app = await createService(options);
  const logger = new JsonLogger(options.name, options.logLevel);
  logger.log(`${options.name} ready; health on port ${options.healthPort}`, 'Bootstrap');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    processLifecycle.beginShutdown();
    logger.log(`${signal} received, shutting down`, 'Bootstrap');
    setTimeout(() => {
      logger.error(`Shutdown took longer than ${options.shutdownGraceMs} ms, exiting`, 'Bootstrap');
      process.exit(1);
    }, options.shutdownGraceMs).unref();
    await app.close();
    logger.log('Stopped: in-flight work finished, NATS drained', 'Bootstrap');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
