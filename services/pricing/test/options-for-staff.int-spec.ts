import 'reflect-metadata';
import {
  CreatePriceOption,
  GetPrice,
  ListPriceOptions,
  PreviewPriceOptionChange,
  ReorderPriceOptions,
  SetPriceOptionActive,
  StaffActionRecorded,
  UpdatePriceOption,
  UpdatePricingRow,
  type PriceOption,
  type StaffRole,
} from '@shop/contracts';
import type { RequestClient, RequestContext } from '@shop/messaging';
import { until } from '@shop/testing';
import type { DataSource } from 'typeorm';
import { startPricing, type PricingUnderTest } from './support/pricing-under-test';

const staff = (role: StaffRole): RequestContext => ({
  correlationId: `options-${role}`,
  staff: { id: 3, email: `${role}@curatedartdecor.in`, name: `Asha (${role})`, role },
});
const editor = staff('catalogue');
const shopper: RequestContext = { correlationId: 'options-shopper', user: { id: 'u1', email: 'shopper@example.in' } };

describe('options and prices in the back office (pricing service)', () => {
  let pricing: PricingUnderTest;
  let client: RequestClient;
  let db: DataSource;

  beforeAll(async () => {
    pricing = await startPricing('options-for-staff-test');
    ({ client, db } = pricing);
  }, 60_000);

  afterAll(() => pricing?.stop());

  const options = async () => (await client.request(ListPriceOptions, {}, editor)).options;
  const option = async (kind: PriceOption['kind'], label: string) => {
    const found = (await options()).find((o) => o.kind === kind && o.label === label);
    if (!found) throw new Error(`no ${kind} option ${label}`);
    return found;
  };
  const mrpOf = async (selection: { size: string; medium?: string; frame?: string }) =>
    (await client.request(GetPrice, { productName: 'Monsoon Reverie', ...selection }, shopper)).mrp;
  const auditedActions = async () =>
    ((await db.query(`SELECT payload FROM outbox_events WHERE subject = $1 ORDER BY created_at`, [StaffActionRecorded.subject])) as Array<{ payload: { action: string; staff: { name: string }; before: unknown; after: unknown } }>).map(
      (row) => row.payload,
    );

  it('lists every option, active or not, and the pricing table with its margin', async () => {
    const { options: all, table } = await client.request(ListPriceOptions, {}, staff('manager'));
    expect(all.filter((o) => o.kind === 'size' && o.orientation === 'landscape').map((o) => o.value)).toEqual(['18X14', '27X21', '36X28', '45X35', '54X42']);
    expect(all.find((o) => o.label === 'Black Frame')).toMatchObject({ kind: 'frame', addedPrice: 11_000, isActive: true, version: 1 });
    // 18X14: MRP ₹3,499, discounted ₹3,149, cost ₹1,225: a margin of 61.1 %.
    expect(table.find((row) => row.size === '18X14')).toMatchObject({ mrp: 349_900, discountedPrice: 314_900, costPrice: 122_500, marginPercent: 61.1 });
  });

  it('changes a medium multiplier, which prices products at once, and refuses a stale version', async () => {
    const canvas = await option('medium', 'Museum-Grade Canvas');
    expect(await mrpOf({ size: '18X14' })).toBe(19_500);
    const preview = await client.request(
      PreviewPriceOptionChange,
      { id: canvas.id, fields: { kind: 'medium', value: canvas.value, label: canvas.label, priceMultiplier: 1.2 } },
      editor,
    );
    expect(preview.samples.length).toBeGreaterThan(0);
    for (const sample of preview.samples) expect(sample.after).toBe(Math.round(((sample.before as number) / 100) * 1.2) * 100);

    const changed = await client.request(
      UpdatePriceOption,
      { id: canvas.id, version: canvas.version, fields: { kind: 'medium', value: canvas.value, label: canvas.label, priceMultiplier: 1.2 } },
      editor,
    );
    expect(changed).toMatchObject({ priceMultiplier: 1.2, version: canvas.version + 1 });
    // ₹195 × 1 × 1.2 = ₹234, once every replica has reloaded its tables (a Postgres notification).
    await until(async () => ((await mrpOf({ size: '18X14' })) === 23_400 ? true : undefined), 'the new multiplier priced', 5000);

    // The version the other editor saw is gone: their change is refused, not written over this one.
    await expect(
      client.request(UpdatePriceOption, { id: canvas.id, version: canvas.version, fields: { kind: 'medium', value: canvas.value, label: canvas.label, priceMultiplier: 0.5 } }, editor),
    ).rejects.toMatchObject({ status: 409, message: 'This option was changed by someone else; reload it' });
    expect((await option('medium', 'Museum-Grade Canvas')).priceMultiplier).toBe(1.2);

    const audited = (await auditedActions()).find((entry) => entry.action === 'price-option.update');
    expect(audited).toMatchObject({ staff: { name: 'Asha (catalogue)' }, before: { priceMultiplier: 1 }, after: { priceMultiplier: 1.2 } });
  });

  it('adds a frame, refuses a value already taken, and deactivating it stops it being priced', async () => {
    const added = await client.request(CreatePriceOption, { fields: { kind: 'frame', value: 'walnut-frame', label: 'Walnut Frame', addedPrice: 18_000 } }, editor);
    expect(added).toMatchObject({ kind: 'frame', isActive: true, addedPrice: 18_000, version: 1 });
    await expect(
      client.request(CreatePriceOption, { fields: { kind: 'frame', value: 'walnut-frame', label: 'Another Walnut', addedPrice: 1 } }, editor),
    ).rejects.toMatchObject({ status: 409, message: 'Another option already has that value' });

    const black = await option('frame', 'Black Frame');
    await client.request(SetPriceOptionActive, { kind: 'frame', id: black.id, version: black.version, active: false }, editor);
    await until(
      async () => (await client.request(GetPrice, { productName: 'Unknown print', size: '18X14', frame: 'Black Frame' }, shopper).then(() => undefined, (error: { status: number }) => error.status)),
      'the deactivated frame refused',
      5000,
    ).then((status) => expect(status).toBe(400));
  });

  it('reorders a list only when the new order names each of its options once', async () => {
    const mediums = (await options()).filter((o) => o.kind === 'medium');
    const reversed = await client.request(ReorderPriceOptions, { kind: 'medium', ids: mediums.map((o) => o.id).reverse() }, editor);
    expect(reversed.map((o) => o.label)).toEqual(mediums.map((o) => o.label).reverse());
    await expect(client.request(ReorderPriceOptions, { kind: 'medium', ids: [mediums[0].id] }, editor)).rejects.toMatchObject({ status: 409 });
  });

  it('needs a confirmation to price a table row below its cost', async () => {
    const row = (await client.request(ListPriceOptions, {}, editor)).table.find((r) => r.size === '27X21');
    if (!row) throw new Error('no 27X21 row');
    const belowCost = { size: '27X21', version: row.version, mrp: 200_000, discountedPrice: 100_000, costPrice: 150_000 };
    await expect(client.request(UpdatePricingRow, belowCost, editor)).rejects.toMatchObject({
      status: 409,
      message: 'The discounted price is below the cost price; confirm to save it anyway',
    });
    const saved = await client.request(UpdatePricingRow, { ...belowCost, confirmBelowCost: true }, editor);
    expect(saved).toMatchObject({ discountedPrice: 100_000, marginPercent: -50, version: row.version + 1 });
    await until(
      async () => ((await client.request(GetPrice, { productName: 'Unknown print', size: '27X21' }, shopper)).mrp === 200_000 ? true : undefined),
      'the table row priced',
      5000,
    );
  });

  it('answers only staff whose role edits the catalogue', async () => {
    for (const ctx of [staff('support'), staff('fulfilment'), shopper, { correlationId: 'nobody' }]) {
      await expect(client.request(ListPriceOptions, {}, ctx)).rejects.toMatchObject({ status: 403 });
    }
    const canvas = await option('medium', 'Fine Art Paper');
    await expect(
      client.request(UpdatePriceOption, { id: canvas.id, version: canvas.version, fields: { kind: 'medium', value: canvas.value, label: canvas.label, priceMultiplier: 9 } }, staff('fulfilment')),
    ).rejects.toMatchObject({ status: 403 });
  });
});
