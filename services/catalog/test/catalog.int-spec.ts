import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { ListCategories } from '@shop/contracts';
import { dropDatabase, migrate } from '@shop/database';
import { createService, RequestClient } from '@shop/messaging';
import { TEST_NATS_URL, uniqueDatabaseUrl } from '@shop/testing';
import { connect, type NatsConnection } from 'nats';
import { AppModule } from '../src/app.module';
import { catalogDatabase } from '../src/db/database';

describe('catalog service', () => {
  const databaseUrl = uniqueDatabaseUrl('catalog');
  let app: INestApplication;
  let nc: NatsConnection;
  let client: RequestClient;

  beforeAll(async () => {
    await migrate(catalogDatabase(databaseUrl));
    app = await createService({
      name: 'catalog',
      module: AppModule.register({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        NATS_URL: TEST_NATS_URL,
        REQUEST_TIMEOUT_MS: 2000,
        DATABASE_URL: databaseUrl,
        HEALTH_PORT: 0,
        SHUTDOWN_GRACE_MS: 1000,
      }),
      healthPort: 0,
      logLevel: 'silent',
      shutdownGraceMs: 1000,
    });
    nc = await connect({ servers: TEST_NATS_URL });
    client = new RequestClient(nc, 2000);
  });

  afterAll(async () => {
    await app.close();
    await nc.close();
    await dropDatabase(databaseUrl);
  });

  it("answers the spec's three categories over NATS, in id order", async () => {
    const categories = await client.request(ListCategories, {}, { correlationId: 'test' });
    expect(categories).toEqual([
      { id: 1, name: 'Exclusive', description: expect.stringMatching(/limited-edition/), imageUrl: expect.any(String) },
      { id: 2, name: 'Contemporary', description: expect.stringMatching(/modern and trendy/i), imageUrl: expect.any(String) },
      { id: 3, name: 'Heritage', description: expect.stringMatching(/culture-rich/), imageUrl: expect.any(String) },
    ]);
  });

  it('reports ready with its database and NATS on its health port, and serves metrics', async () => {
    const base = await app.getUrl();
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { nats: 'connected', database: 'connected' } });
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toContain('rpc_server_requests_total{subject="catalog.list-categories.v1",status="200"}');
  });

  it('migrates once: running the migrations again changes nothing', async () => {
    await expect(migrate(catalogDatabase(databaseUrl))).resolves.toEqual([]);
    const categories = await client.request(ListCategories, {}, { correlationId: 'test' });
    expect(categories).toHaveLength(3);
  });

  it('refuses to start without its database setting, naming it', () => {
    const main = join(__dirname, '..', 'dist', 'main.js');
    const result = spawnSync(process.execPath, [main], {
      env: { PATH: process.env.PATH, HEALTH_PORT: '0' },
      encoding: 'utf8',
      timeout: 10000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('missing required setting DATABASE_URL');
  });
});
