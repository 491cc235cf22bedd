import type { INestApplication } from '@nestjs/common';
import { createService } from '@shop/service-runtime';
import { TEST_NATS_URL } from '@shop/testing';
import { AppModule } from '../../src/app.module';

/**
 * The catalog service in this test's process, on a database the test has migrated (and seeded,
 * if it needs more than the sample products), with small caches and quiet logs.
 */
export function catalogInProcess(databaseUrl: string, { natsUrl = TEST_NATS_URL, requestTimeoutMs = 2000 } = {}): Promise<INestApplication> {
  return createService({
    name: 'catalog',
    module: AppModule.register({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      NATS_URL: natsUrl,
      REQUEST_TIMEOUT_MS: requestTimeoutMs,
      DATABASE_URL: databaseUrl,
      HEALTH_PORT: 0,
      SHUTDOWN_GRACE_MS: 1000,
      JETSTREAM_REPLICAS: 1,
      PRODUCT_CACHE_SIZE: 100,
      SEARCH_CACHE_SIZE: 100,
    }),
    healthPort: 0,
    logLevel: 'silent',
    shutdownGraceMs: 1000,
  });
}
