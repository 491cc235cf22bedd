import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfigOrExit } from '@shop/config';
import { NATS_CONNECTION, type NatsConnection } from '@shop/messaging';
import { processLifecycle } from '@shop/service-runtime';
import type { Server } from 'node:http';
import { collectDefaultMetrics } from 'prom-client';
import { gatewayConfigSchema } from './config';
import { createGateway } from './create-gateway';
import { startHealthServer } from './health/health-server';

async function main() {
  const config = loadConfigOrExit(gatewayConfigSchema);
  collectDefaultMetrics();
  const app = await createGateway(config);
  await app.listen(config.PORT, '0.0.0.0');
  const health = await startHealthServer(config.HEALTH_PORT, app.get<NatsConnection>(NATS_CONNECTION));
  const log = new Logger('Bootstrap');
  log.log(`Storefront and API listening on http://localhost:${config.PORT}; health and metrics on port ${health.port}`);

  let stopping = false;
  // Readiness turns 503 at once; the public port stops accepting, the requests in hand are
  // answered, then NATS is drained (Nest closes the HTTP server before its shutdown hooks).
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    processLifecycle.beginShutdown();
    log.log(`${signal} received, shutting down`);
    setTimeout(() => {
      log.error(`Shutdown took longer than ${config.SHUTDOWN_GRACE_MS} ms, exiting`);
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS).unref();
    // Closing reaps the connections idle at that moment; one busy with a request would then stay
    // open for keep-alive after its answer and hold the close up. Reap each once it falls idle.
    const httpServer = app.getHttpServer() as Server;
    const reaper = setInterval(() => httpServer.closeIdleConnections(), 100);
    await app.close();
    clearInterval(reaper);
    await health.close();
    log.log('Stopped: in-flight requests answered, NATS drained');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

void main();
