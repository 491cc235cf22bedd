import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import {
  CreateProduct,
  DuplicateProduct,
  GetPrice,
  GetProduct,
  GetProductForStaff,
  GetProductsByIds,
  ListProducts,
  ListProductsForStaff,
  SetProductArchived,
  UpdateProduct,
  type PayloadOf,
  type ProductFieldsInput,
  type StaffActionRecorded,
  type StaffRole,
} from '@shop/contracts';
import { dropDatabase, migrate } from '@shop/database';
import { connectNats, RequestClient, ServiceError, type NatsConnection, type RequestContext } from '@shop/messaging';
import { freePort, migrateBuiltService, ServiceProcess, startPrivateNats, uniqueDatabaseUrl, until, type PrivateNats } from '@shop/testing';
import { catalogInProcess } from './support/catalog-in-process';
import { catalogDatabase } from '../src/db/database';

const staff = (role: StaffRole, id = 7): RequestContext => ({
  correlationId: `products-for-staff-${role}-${id}`,
  staff: { id, email: `${role}@curatedartdecor.in`, name: `A ${role}`, role },
});
const cataloguer = staff('catalogue');
const shopper: RequestContext = { correlationId: 'products-for-staff-shopper' };

/** A new landscape print naming the sample images (uploads come later). */
const newPrint = (overrides: Partial<ProductFieldsInput> = {}): ProductFieldsInput => ({
  title: 'Velvet Dusk Over Hampi',
  uniqueProduct: 'CAD-9001',
  artist: 'Meera Iyer',
  categoryId: 3,
  description: 'Boulders and temple towers at the last light, in deep violet and ochre.',
  basePrice: 129_900,
  mainImage: '/media/products/monsoon-reverie/artwork.webp',
  mockupImage: '/media/products/monsoon-reverie/room.webp',
  images: ['/media/products/monsoon-reverie/artwork.webp', '/media/products/monsoon-reverie/detail-1.webp'],
  year: '2024',
  style: 'Heritage Landscape',
  orientation: 'landscape',
  availableSizes: ['18x14', '27X21'],
  availableMediums: ['museum-grade canvas'],
  availableFrames: ['Black Frame', 'print-only'],
  ...overrides,
});

/** The error a request answers with. */
async function failure(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ServiceError) {
      const body = error.getError() as { status: number; message: string };
      return { status: body.status, message: body.message };
    }
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('products in the back office (catalog service)', () => {
  const catalogDb = uniqueDatabaseUrl('catalog');
  const pricingDb = uniqueDatabaseUrl('pricing');
  let privateNats: PrivateNats | null;
  let catalog: INestApplication;
  let pricing: ServiceProcess;
  let nc: NatsConnection;
  let client: RequestClient;
  const audit: Array<PayloadOf<typeof StaffActionRecorded>> = [];
  const changes: Array<{ productIds: number[] | null; at: number }> = [];

  beforeAll(async () => {
    // Our own NATS: a development stack's catalog must not answer these requests.
    privateNats = await startPrivateNats();
    const natsUrl = privateNats?.url ?? 'nats://127.0.0.1:4222';
    await migrate(catalogDatabase(catalogDb));
    catalog = await catalogInProcess(catalogDb, { natsUrl: natsUrl, requestTimeoutMs: 3000 });
    await migrateBuiltService('pricing', pricingDb);
    pricing = new ServiceProcess('pricing', { NATS_URL: natsUrl, DATABASE_URL: pricingDb, LOG_LEVEL: 'warn' }, await freePort());
    await pricing.start();
    nc = await connectNats(natsUrl, 'products-for-staff-test');
    client = new RequestClient(nc, 5000);
    const watch = (subject: string, record: (data: unknown) => void) => {
      const subscription = nc.subscribe(subject);
      void (async () => {
        for await (const message of subscription) record(message.json());
      })();
    };
    watch('staff-action.recorded.v1', (data) => audit.push(data as PayloadOf<typeof StaffActionRecorded>));
    watch('product.changed.v1', (data) => changes.push({ productIds: (data as { productIds: number[] | null }).productIds, at: Date.now() }));
    await nc.flush();
  });

  afterAll(async () => {
    await pricing?.stop();
    await catalog?.close();
    await nc?.close();
    await privateNats?.stop();
    await dropDatabase(pricingDb);
    await dropDatabase(catalogDb);
  });

  const create = (overrides: Partial<ProductFieldsInput> = {}, ctx = cataloguer) => client.request(CreateProduct, { fields: newPrint(overrides) }, ctx);
  const auditOf = (action: string, entityId: number) => until(async () => audit.find((event) => event.action === action && event.entityId === String(entityId)), `${action} of ${entityId} in the audit`, 5000);

  it('adds a product that the storefront and pricing serve within a second, and records who added it', async () => {
    const started = Date.now();
    const product = await create();
    expect(product).toMatchObject({
      title: 'Velvet Dusk Over Hampi',
      slug: 'velvet-dusk-over-hampi',
      uniqueProduct: 'CAD-9001',
      basePrice: 129_900,
      rating: 0,
      reviews: 0,
      version: 1,
      archivedAt: null,
      // Sizes and options as pricing's tables spell them.
      availableSizes: ['18X14', '27X21'],
      availableMediums: ['Museum-Grade Canvas'],
      availableFrames: ['Black Frame', 'Print Only'],
    });
    // The images' sizes come from the shop's own images.
    expect(Object.keys(product.media).sort()).toEqual([
      '/media/products/monsoon-reverie/artwork.webp',
      '/media/products/monsoon-reverie/detail-1.webp',
      '/media/products/monsoon-reverie/room.webp',
    ]);

    const onStorefront = await until(async () => {
      const { items } = await client.request(ListProducts, { q: 'velvet dusk', limit: 24 }, shopper);
      return items.find((item) => item.id === product.id) ? Date.now() : undefined;
    }, 'the new product on the storefront', 5000);
    const priced = await until(async () => {
      const quote = await client.request(GetPrice, { productId: product.id, size: '27X21', medium: 'Museum-Grade Canvas', frame: 'Black Frame' }, shopper).catch(() => undefined);
      return quote?.source === 'product' ? Date.now() : undefined;
    }, 'pricing to know the new product', 5000);
    expect(onStorefront - started).toBeLessThan(1000);
    expect(priced - started).toBeLessThan(1000);
    expect(changes.some((change) => change.productIds?.includes(product.id))).toBe(true);

    const recorded = await auditOf('product.create', product.id);
    expect(recorded).toMatchObject({
      staff: { id: 7, role: 'catalogue', name: 'A catalogue' },
      entity: 'product',
      summary: 'Added "Velvet Dusk Over Hampi" (CAD-9001)',
      before: null,
      after: expect.objectContaining({ title: 'Velvet Dusk Over Hampi', basePrice: 129_900, availableSizes: '18X14, 27X21' }),
      correlationId: cataloguer.correlationId,
    });
  });

  it('refuses a uniqueProduct another product has, with a clear 409', async () => {
    expect(await failure(create({ uniqueProduct: 'CAD-0001' }))).toEqual({
      status: 409,
      message: 'Another product already has uniqueProduct "CAD-0001"; choose another',
    });
  });

  it.each([
    [{ availableSizes: ['18X18'] }, /availableSizes: 18X18 is not a landscape preset/],
    [{ orientation: 'portrait' as const }, /availableSizes: 18X14, 27X21 are not portrait presets/],
    [{ availableMediums: ['Velvet'] }, /availableMediums: "Velvet" is not an active medium/],
    [{ availableFrames: ['Gold Leaf'] }, /availableFrames: "Gold Leaf" is not an active frame/],
    [{ mainImage: '/media/products/nowhere/artwork.webp' }, /\/media\/products\/nowhere\/artwork.webp: not an image the shop has/],
    [{ categoryId: 99 }, /categoryId: there is no category 99/],
    [{ frameImages: { 'Metal (Champagne Gold)': '/media/products/monsoon-reverie/room.webp' } }, /frameImages: "Metal \(Champagne Gold\)" is not one of the product's frames/],
  ])('refuses a product that breaks a rule: %j', async (overrides, message) => {
    const answer = await failure(create({ uniqueProduct: null, ...overrides }));
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(message);
  });

  it('refuses what the contract refuses before any rule: an unknown orientation, a seed- mark, a foreign image URL', async () => {
    for (const overrides of [{ orientation: 'diagonal' }, { uniqueProduct: 'seed-0000001' }, { mainImage: 'https://evil.example/x.webp' }, { mainImage: '/media/../etc/passwd' }]) {
      const answer = await failure(client.request(CreateProduct, { fields: { ...newPrint(), ...overrides } } as never, cataloguer));
      expect(answer.status).toBe(400);
    }
  });

  it('lets only catalogue editors in: another role and a shopper get 403', async () => {
    for (const ctx of [staff('support'), staff('fulfilment'), shopper]) {
      expect((await failure(client.request(ListProductsForStaff, {}, ctx))).status).toBe(403);
      expect((await failure(create({ uniqueProduct: null }, ctx))).status).toBe(403);
      expect((await failure(client.request(SetProductArchived, { id: 1, version: 1, archived: true }, ctx))).status).toBe(403);
    }
    for (const role of ['owner', 'manager'] as const) {
      expect((await client.request(ListProductsForStaff, {}, staff(role))).total).toBeGreaterThan(0);
    }
  });

  it('edits the fields named at the version seen; a new title changes the slug, not the id its links use', async () => {
    const product = await create({ uniqueProduct: 'CAD-9002', title: 'Brass Lamps at Dusk' });
    const edited = await client.request(UpdateProduct, { id: product.id, version: 1, changes: { title: 'Brass Lamps at Dawn', basePrice: 99_900 } }, cataloguer);
    expect(edited).toMatchObject({ id: product.id, version: 2, title: 'Brass Lamps at Dawn', slug: 'brass-lamps-at-dawn', basePrice: 99_900, artist: product.artist });
    expect(edited.availableFrames).toEqual(product.availableFrames);
    // The storefront's product page (by id) serves the new title at once.
    await until(async () => ((await client.request(GetProduct, { id: product.id }, shopper)).title === 'Brass Lamps at Dawn' ? true : undefined), 'the new title on the storefront', 2000);

    const recorded = await auditOf('product.update', product.id);
    expect(recorded.before).toEqual({ title: 'Brass Lamps at Dusk', basePrice: 129_900 });
    expect(recorded.after).toEqual({ title: 'Brass Lamps at Dawn', basePrice: 99_900 });
    expect(recorded.summary).toBe('Edited "Brass Lamps at Dawn" (CAD-9002): title, basePrice');
  });

  it('answers 409 to an edit from a version someone else already changed', async () => {
    const product = await create({ uniqueProduct: 'CAD-9003' });
    await client.request(UpdateProduct, { id: product.id, version: 1, changes: { featured: true } }, cataloguer);
    expect(await failure(client.request(UpdateProduct, { id: product.id, version: 1, changes: { inStock: false } }, staff('manager', 8)))).toEqual({
      status: 409,
      message: 'This product was changed by someone else; reload it',
    });
    const now = await client.request(GetProductForStaff, { id: product.id }, cataloguer);
    expect(now).toMatchObject({ version: 2, featured: true, inStock: true });
  });

  it('lets exactly one of two edits from the same version win', async () => {
    const product = await create({ uniqueProduct: 'CAD-9004' });
    const results = await Promise.allSettled(
      [111_100, 222_200, 333_300, 444_400].map((basePrice, i) => client.request(UpdateProduct, { id: product.id, version: 1, changes: { basePrice } }, staff('catalogue', 20 + i))),
    );
    const won = results.filter((result) => result.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const lost of results.filter((result) => result.status === 'rejected')) {
      expect(((lost as PromiseRejectedResult).reason as ServiceError).getError()).toMatchObject({ status: 409 });
    }
    const now = await client.request(GetProductForStaff, { id: product.id }, cataloguer);
    expect(now.version).toBe(2);
    expect(now.basePrice).toBe((won[0] as PromiseFulfilledResult<{ basePrice: number }>).value.basePrice);
  });

  it('archives a product off the storefront, search and pricing, keeps it in the back office, and restores it', async () => {
    const product = await create({ uniqueProduct: 'CAD-9005', title: 'Saffron Ghats Archive Test' });
    await until(async () => ((await client.request(ListProducts, { q: 'saffron ghats archive' }, shopper)).total === 1 ? true : undefined), 'the product searchable', 3000);

    const archived = await client.request(SetProductArchived, { id: product.id, version: 1, archived: true }, cataloguer);
    expect(archived.archivedAt).not.toBeNull();
    expect(archived.version).toBe(2);
    // Until the shop's copy of the product is let go it still answers: not yet, rather than a failure.
    const notFound = async () => (await failure(client.request(GetProduct, { id: product.id }, shopper)).catch(() => null))?.status === 404;
    await until(async () => (await notFound()) || undefined, 'its page to answer 404', 1000);
    expect((await client.request(ListProducts, { q: 'saffron ghats archive' }, shopper)).total).toBe(0);
    expect(await client.request(GetProductsByIds, { ids: [product.id] }, shopper)).toEqual([]);
    await until(async () => {
      const quote = await client.request(GetPrice, { productId: product.id, size: '18X14' }, shopper).catch(() => null);
      return quote?.source === 'product' ? undefined : true;
    }, 'pricing to forget it', 1000);
    // The back office still has it, in the archived list.
    expect((await client.request(GetProductForStaff, { id: product.id }, cataloguer)).archivedAt).not.toBeNull();
    const list = await client.request(ListProductsForStaff, { status: 'archived', q: 'saffron ghats archive' }, cataloguer);
    expect(list.items.map((item) => item.id)).toEqual([product.id]);
    expect(await failure(client.request(SetProductArchived, { id: product.id, version: 2, archived: true }, cataloguer))).toEqual({ status: 409, message: 'This product is already archived' });
    expect((await auditOf('product.archive', product.id)).after).toEqual({ archived: true });

    const restored = await client.request(SetProductArchived, { id: product.id, version: 2, archived: false }, cataloguer);
    expect(restored).toMatchObject({ archivedAt: null, version: 3 });
    await until(async () => ((await client.request(GetProduct, { id: product.id }, shopper)).id === product.id ? true : undefined), 'its page back', 1000);
    expect((await auditOf('product.restore', product.id)).summary).toBe('Restored "Saffron Ghats Archive Test" (CAD-9005)');
  });

  it('duplicates a product as an archived copy with its own title and no uniqueProduct', async () => {
    const source = await create({ uniqueProduct: 'CAD-9006', title: 'Twin Peacocks' });
    const copy = await client.request(DuplicateProduct, { id: source.id }, cataloguer);
    expect(copy).toMatchObject({ title: 'Twin Peacocks (copy)', uniqueProduct: null, archivedAt: expect.any(String), version: 1, basePrice: source.basePrice, availableSizes: source.availableSizes, media: source.media });
    expect(copy.id).not.toBe(source.id);
    expect((await failure(client.request(GetProduct, { id: copy.id }, shopper))).status).toBe(404);
    const named = await client.request(DuplicateProduct, { id: source.id, title: 'Twin Peacocks II', uniqueProduct: 'CAD-9007' }, cataloguer);
    expect(named).toMatchObject({ title: 'Twin Peacocks II', uniqueProduct: 'CAD-9007' });
    expect((await failure(client.request(DuplicateProduct, { id: source.id, uniqueProduct: 'CAD-9007' }, cataloguer))).status).toBe(409);
    expect((await auditOf('product.duplicate', copy.id)).after).toMatchObject({ copiedFrom: source.id });
  });

  it('lists with search, filters, sorts and pages, the total over every page', async () => {
    const all = await client.request(ListProductsForStaff, { limit: 100 }, cataloguer);
    expect(all.total).toBe(all.items.length);
    expect(all.items.every((item) => item.archivedAt === null)).toBe(true);
    // Newest first by default.
    expect(all.items.map((item) => item.id)).toEqual([...all.items.map((item) => item.id)].sort((a, b) => b - a));

    expect((await client.request(ListProductsForStaff, { q: 'cad-000' }, cataloguer)).total).toBe(8);
    expect((await client.request(ListProductsForStaff, { q: 'AANYA' }, cataloguer)).items.every((item) => item.artist.toLowerCase().includes('aanya'))).toBe(true);
    expect((await client.request(ListProductsForStaff, { q: '100%' }, cataloguer)).total).toBe(0);
    // One or two letters (too short for the trigram index) still match any part of any field.
    for (const q of ['ap', 'Y']) {
      const found = await client.request(ListProductsForStaff, { q, sort: 'title', limit: 100 }, cataloguer);
      const matching = all.items.filter((item) => [item.title, item.artist, item.uniqueProduct ?? ''].some((text) => text.toLowerCase().includes(q.toLowerCase())));
      expect(matching.length).toBeGreaterThan(0);
      expect(found.total).toBe(matching.length);
      expect(found.items.map((item) => item.id).sort()).toEqual(matching.map((item) => item.id).sort());
    }

    const heritage = await client.request(ListProductsForStaff, { categoryId: 3, orientation: 'landscape', inStock: 'true', limit: 100 } as never, cataloguer);
    expect(heritage.items.length).toBeGreaterThan(0);
    expect(heritage.items.every((item) => item.categoryId === 3 && item.orientation === 'landscape' && item.inStock)).toBe(true);
    const featured = await client.request(ListProductsForStaff, { featured: true, limit: 100 }, cataloguer);
    expect(featured.items.every((item) => item.featured)).toBe(true);

    const cheapest = await client.request(ListProductsForStaff, { sort: 'price-low', limit: 3 }, cataloguer);
    expect(cheapest.items.map((item) => item.basePrice)).toEqual([...cheapest.items.map((item) => item.basePrice)].sort((a, b) => a - b));
    const page1 = await client.request(ListProductsForStaff, { sort: 'title', limit: 5, page: 1 }, cataloguer);
    const page2 = await client.request(ListProductsForStaff, { sort: 'title', limit: 5, page: 2 }, cataloguer);
    expect(page1.total).toBe(all.total);
    expect(new Set([...page1.items, ...page2.items].map((item) => item.id)).size).toBe(10);
    // A page keeps its sort's order: the two pages are the first ten in that order.
    const firstTen = await client.request(ListProductsForStaff, { sort: 'title', limit: 10 }, cataloguer);
    expect([...page1.items, ...page2.items].map((item) => item.id)).toEqual(firstTen.items.map((item) => item.id));
    const dearest = await client.request(ListProductsForStaff, { sort: 'price-high', limit: 100 }, cataloguer);
    expect(dearest.items.map((item) => item.basePrice)).toEqual([...dearest.items.map((item) => item.basePrice)].sort((a, b) => b - a));
    const everything = await client.request(ListProductsForStaff, { status: 'all', limit: 100 }, cataloguer);
    expect(everything.total).toBeGreaterThan(all.total);
  });
});
