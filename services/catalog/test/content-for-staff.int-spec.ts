import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import {
  CreateBlogPost,
  CreateCategory,
  DEFAULT_SITE_SETTINGS,
  GetSiteSettings,
  ListBlogPosts,
  ListBlogPostsForStaff,
  ListCategories,
  ListCategoriesForStaff,
  StaffActionRecorded,
  UpdateBlogPost,
  UpdateCategory,
  UpdateSiteSettings,
  type BlogPostFields,
  type StaffRole,
} from '@shop/contracts';
import { dropDatabase, migrate } from '@shop/database';
import { connectNats, RequestClient, type NatsConnection, type RequestContext } from '@shop/messaging';
import { TEST_NATS_URL, uniqueDatabaseUrl, until } from '@shop/testing';
import { Client } from 'pg';
import { catalogInProcess } from './support/catalog-in-process';
import { catalogDatabase } from '../src/db/database';

const staff = (role: StaffRole): RequestContext => ({
  correlationId: `content-${role}`,
  staff: { id: 5, email: `${role}@curatedartdecor.in`, name: `Ravi (${role})`, role },
});
const editor = staff('catalogue');
const shopper: RequestContext = { correlationId: 'content-shopper' };

const post = (overrides: Partial<BlogPostFields> = {}): BlogPostFields => ({
  title: 'Caring for a Canvas in the Monsoon',
  excerpt: 'Humidity, light and a soft brush.',
  content: '# Keep it dry\n\nA **canvas** likes steady air.',
  author: 'Meera Iyer',
  category: 'Care',
  tags: ['care', 'monsoon'],
  featured: false,
  publishDate: '2026-06-01',
  image: '/media/blog/care.jpg',
  published: true,
  ...overrides,
});

describe('settings, categories and blog posts in the back office (catalog service)', () => {
  const databaseUrl = uniqueDatabaseUrl('catalog');
  let app: INestApplication;
  let nc: NatsConnection;
  let client: RequestClient;
  let db: Client;

  beforeAll(async () => {
    await migrate(catalogDatabase(databaseUrl));
    app = await catalogInProcess(databaseUrl);
    nc = await connectNats(TEST_NATS_URL, 'content-for-staff-test');
    client = new RequestClient(nc, 3000);
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await app?.close();
    await nc?.close();
    await dropDatabase(databaseUrl);
  });

  const audited = async (action: string) =>
    (await db.query(`SELECT payload FROM outbox_events WHERE subject = $1 AND payload->>'action' = $2 ORDER BY created_at`, [StaffActionRecorded.subject, action])).rows.map(
      (row: { payload: { summary: string; staff: { name: string }; before: unknown; after: unknown } }) => row.payload,
    );

  it("starts from the seeded contact details, and saves the owner's settings with a version check", async () => {
    const first = await client.request(GetSiteSettings, {}, shopper);
    expect(first).toEqual({ settings: DEFAULT_SITE_SETTINGS, version: 0 });

    const settings = {
      ...DEFAULT_SITE_SETTINGS,
      contact: { email: 'studio@curatedartdecor.in', phone: '+91 98200 54321' },
      address: { line: '12 Kala Ghoda, Fort', city: 'Mumbai', state: 'Maharashtra', pincode: '400001' },
      gst: { legalName: 'Curated Art & Decor LLP', gstin: '27ABCDE1234F1Z5' },
    };
    const saved = await client.request(UpdateSiteSettings, { version: 0, settings }, staff('owner'));
    expect(saved).toEqual({ settings, version: 1 });
    expect(await client.request(GetSiteSettings, {}, shopper)).toEqual({ settings, version: 1 });

    await expect(client.request(UpdateSiteSettings, { version: 0, settings: DEFAULT_SITE_SETTINGS }, staff('manager'))).rejects.toMatchObject({
      status: 409,
      message: "The shop's settings were changed by someone else; reload them",
    });
    await expect(client.request(UpdateSiteSettings, { version: 1, settings }, editor)).rejects.toMatchObject({ status: 403 });
    const [entry] = await audited('settings.update');
    expect(entry).toMatchObject({ staff: { name: 'Ravi (owner)' }, summary: "Changed the shop's contact, address, gst" });
  });

  it('refuses a GSTIN that is not one', async () => {
    const bad = { ...DEFAULT_SITE_SETTINGS, gst: { legalName: 'X', gstin: '27ABCDE1234' } };
    await expect(client.request(UpdateSiteSettings, { version: 1, settings: bad }, staff('owner'))).rejects.toMatchObject({ status: 400 });
  });

  it('adds and renames categories, which the storefront lists at once, and refuses a taken name or a stale version', async () => {
    const added = await client.request(
      CreateCategory,
      { fields: { name: 'Botanical', description: 'Leaves, lotus and banyan.', imageUrl: '/media/categories/botanical.jpg' } },
      editor,
    );
    expect(added).toMatchObject({ name: 'Botanical', version: 1, products: 0 });
    await until(async () => ((await client.request(ListCategories, {}, shopper)).some((c) => c.name === 'Botanical') ? true : undefined), 'the new category listed', 5000);

    await expect(
      client.request(CreateCategory, { fields: { name: 'Heritage', description: 'Again', imageUrl: '/x.jpg' } }, editor),
    ).rejects.toMatchObject({ status: 409, message: 'A category with that name already exists' });

    const [heritage] = (await client.request(ListCategoriesForStaff, {}, editor)).filter((c) => c.name === 'Heritage');
    expect(heritage.products).toBeGreaterThan(0);
    const renamed = await client.request(UpdateCategory, { id: heritage.id, version: heritage.version, fields: { name: 'Heritage Classics', description: heritage.description, imageUrl: heritage.imageUrl } }, editor);
    expect(renamed).toMatchObject({ name: 'Heritage Classics', version: heritage.version + 1 });
    await expect(
      client.request(UpdateCategory, { id: heritage.id, version: heritage.version, fields: { name: 'Heritage', description: 'x', imageUrl: '/x.jpg' } }, editor),
    ).rejects.toMatchObject({ status: 409, message: 'This category was changed by someone else; reload it' });
    expect((await audited('category.update'))[0]).toMatchObject({ before: { name: 'Heritage' }, after: { name: 'Heritage Classics' } });
  });

  it('writes posts: drafts and scheduled ones stay out of the blog, a published one keeps its slug when retitled', async () => {
    const published = await client.request(CreateBlogPost, { fields: post() }, editor);
    expect(published).toMatchObject({ slug: 'caring-for-a-canvas-in-the-monsoon', published: true, version: 1 });
    const draft = await client.request(CreateBlogPost, { fields: post({ title: 'Draft: Framing Guide', published: false }) }, editor);
    const scheduled = await client.request(CreateBlogPost, { fields: post({ title: 'Diwali Gift Guide', publishDate: '2999-10-01' }) }, editor);

    const shown = (await client.request(ListBlogPosts, {}, shopper)).map((p) => p.slug);
    expect(shown).toContain(published.slug);
    expect(shown).not.toContain(draft.slug);
    expect(shown).not.toContain(scheduled.slug);
    expect((await client.request(ListBlogPostsForStaff, {}, editor)).map((p) => p.slug)).toEqual(expect.arrayContaining([draft.slug, scheduled.slug]));

    const retitled = await client.request(UpdateBlogPost, { id: published.id, version: 1, fields: post({ title: 'Canvas Care in the Monsoon' }) }, editor);
    expect(retitled).toMatchObject({ title: 'Canvas Care in the Monsoon', slug: 'caring-for-a-canvas-in-the-monsoon', version: 2 });
    await expect(
      client.request(UpdateBlogPost, { id: draft.id, version: 1, fields: post({ title: 'Framing Guide', slug: 'caring-for-a-canvas-in-the-monsoon' }) }, editor),
    ).rejects.toMatchObject({ status: 409, message: 'Another post already has that slug' });
    await expect(client.request(UpdateBlogPost, { id: published.id, version: 1, fields: post() }, editor)).rejects.toMatchObject({ status: 409 });
    await expect(client.request(UpdateBlogPost, { id: 999_999, version: 1, fields: post() }, editor)).rejects.toMatchObject({ status: 404 });
  });

  it('answers only staff whose role may edit', async () => {
    for (const ctx of [staff('support'), staff('fulfilment'), shopper]) {
      await expect(client.request(ListBlogPostsForStaff, {}, ctx)).rejects.toMatchObject({ status: 403 });
      await expect(client.request(ListCategoriesForStaff, {}, ctx)).rejects.toMatchObject({ status: 403 });
    }
  });
});
