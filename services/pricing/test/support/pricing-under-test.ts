import type { INestApplication } from '@nestjs/common';
import { dropDatabase, migrate } from '@shop/database';
import { connectNats, RequestClient, type NatsConnection } from '@shop/messaging';
import { createService } from '@shop/service-runtime';
import { freePort, migrateBuiltService, ServiceProcess, TEST_NATS_URL, uniqueDatabaseUrl } from '@shop/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { pricingDatabase } from '../../src/db/database';

export interface PricingUnderTest {
  /** Asks the pricing service as the gateway does, over the test NATS. */
  client: RequestClient;
  /** The pricing service's own database. */
  db: DataSource;
  /** The catalog's database, whose products' prices pricing follows. */
  catalogDatabaseUrl: string;
  stop(): Promise<void>;
}

/**
 * The pricing service in-process on fresh databases, beside a built catalog service (pricing
 * reads the products' base prices from it). `clientName` names the test's NATS connection.
 */
export async function startPricing(clientName: string): Promise<PricingUnderTest> {
  const catalogDb = uniqueDatabaseUrl('catalog');
  const pricingDb = uniqueDatabaseUrl('pricing');
  let catalog: ServiceProcess | undefined;
  let pricing: INestApplication | undefined;
  let nc: NatsConnection | undefined;
  let db: DataSource | undefined;
  const stop = async () => {
    await db?.destroy();
    await pricing?.close();
    await catalog?.stop();
    await nc?.close();
    await dropDatabase(pricingDb);
    await dropDatabase(catalogDb);
  };
  try {
    await migrateBuiltService('catalog', catalogDb);
    catalog = new ServiceProcess('catalog', { NATS_URL: TEST_NATS_URL, DATABASE_URL: catalogDb, LOG_LEVEL: 'warn' }, await freePort());
    await catalog.start();
    await migrate(pricingDatabase(pricingDb));
    pricing = await createService({
      name: 'pricing',
      module: AppModule.register({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        NATS_URL: TEST_NATS_URL,
        REQUEST_TIMEOUT_MS: 2000,
        DATABASE_URL: pricingDb,
        HEALTH_PORT: 0,
        SHUTDOWN_GRACE_MS: 1000,
        PRODUCT_PRICES_REFRESH_MS: 60_000,
      }),
      healthPort: 0,
      logLevel: 'silent',
      shutdownGraceMs: 1000,
    });
    nc = await connectNats(TEST_NATS_URL, clientName);
    db = new DataSource({ type: 'postgres', url: pricingDb });
    await db.initialize();
    return { client: new RequestClient(nc, 3000), db, catalogDatabaseUrl: catalogDb, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
