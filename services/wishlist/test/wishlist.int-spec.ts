import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { AddToWishlist, ListWishlist, RemoveFromWishlist } from '@shop/contracts';
import { dropDatabase, migrate } from '@shop/database';
import { connectNats, RequestClient, type NatsConnection } from '@shop/messaging';
import { createService } from '@shop/service-runtime';
import { freePort, migrateBuiltService, ServiceProcess, TEST_NATS_URL, uniqueDatabaseUrl } from '@shop/testing';
import { AppModule } from '../src/app.module';
import { wishlistDatabase } from '../src/db/database';

const aditi = { correlationId: 'w1', user: { id: 'user-aditi', email: 'aditi@example.in' } };
const rahul = { correlationId: 'w2', user: { id: 'user-rahul', email: 'rahul@example.in' } };

describe('wishlist service', () => {
  const catalogDb = uniqueDatabaseUrl('catalog');
  const wishlistDb = uniqueDatabaseUrl('wishlist');
  let catalog: ServiceProcess;
  let wishlist: INestApplication;
  let nc: NatsConnection;
  let client: RequestClient;

  beforeAll(async () => {
    await migrateBuiltService('catalog', catalogDb);
    catalog = new ServiceProcess('catalog', { NATS_URL: TEST_NATS_URL, DATABASE_URL: catalogDb, LOG_LEVEL: 'warn' }, await freePort());
    await catalog.start();
    await migrate(wishlistDatabase(wishlistDb));
    wishlist = await createService({
      name: 'wishlist',
      module: AppModule.register({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        NATS_URL: TEST_NATS_URL,
        REQUEST_TIMEOUT_MS: 2000,
        DATABASE_URL: wishlistDb,
        HEALTH_PORT: 0,
        SHUTDOWN_GRACE_MS: 1000,
      }),
      healthPort: 0,
      logLevel: 'silent',
      shutdownGraceMs: 1000,
    });
    nc = await connectNats(TEST_NATS_URL, 'wishlist-test-client');
    client = new RequestClient(nc, 3000);
  });

  afterAll(async () => {
    await wishlist.close();
    await catalog.stop();
    await nc.close();
    await dropDatabase(wishlistDb);
    await dropDatabase(catalogDb);
  });

  it('keeps one entry when a product is added twice, and lists id, title, mainImage and basePrice in paise', async () => {
    await expect(client.request(AddToWishlist, { productId: 4 }, aditi)).resolves.toEqual({ added: true });
    await expect(client.request(AddToWishlist, { productId: 4 }, aditi)).resolves.toEqual({ added: false });
    await client.request(AddToWishlist, { productId: 7 }, aditi);
    const entries = await client.request(ListWishlist, {}, aditi);
    expect(entries).toEqual([
      { id: 7, title: 'Banyan Chronicles', mainImage: expect.stringContaining('banyan-chronicles'), basePrice: 98000 },
      { id: 4, title: 'Marigold Geometry', mainImage: expect.stringContaining('marigold-geometry'), basePrice: 57500 },
    ]);
  });

  it("never shows or changes another user's wishlist", async () => {
    await expect(client.request(ListWishlist, {}, rahul)).resolves.toEqual([]);
    await expect(client.request(RemoveFromWishlist, { productId: 4 }, rahul)).resolves.toEqual({ removed: false });
    expect((await client.request(ListWishlist, {}, aditi)).map((e) => e.id)).toContain(4);
  });

  it('removes a product', async () => {
    await expect(client.request(RemoveFromWishlist, { productId: 7 }, aditi)).resolves.toEqual({ removed: true });
    expect((await client.request(ListWishlist, {}, aditi)).map((e) => e.id)).toEqual([4]);
  });

  it('answers 404 for an unknown product and 401 without a signed-in user', async () => {
    await expect(client.request(AddToWishlist, { productId: 999 }, aditi)).rejects.toMatchObject({ status: 404, message: 'Product not found' });
    await expect(client.request(ListWishlist, {}, { correlationId: 'anonymous' })).rejects.toMatchObject({ status: 401 });
  });
});
