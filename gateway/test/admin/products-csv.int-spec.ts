import 'reflect-metadata';
import { PRODUCT_CSV_COLUMNS, type ProductImportResult } from '@shop/contracts';
import { until } from '@shop/testing';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { Client } from 'pg';
import { startShop, type Shop } from '../support/shop';
import { asStaff, ownerOf, staffAs, type SignedInStaff } from '../support/staff';

type Row = Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>;

/** Sends a CSV to the import as the back office does: one file part of a multipart body. */
function importCsv(shop: Shop, cookie: string, csv: string | Buffer, { dryRun, name = 'products.csv', headers = {} }: { dryRun: boolean | string; name?: string; headers?: Record<string, string> }): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), name);
  return fetch(`${shop.base}/api/admin/products/import?dryRun=${dryRun}`, { method: 'POST', headers: { cookie, 'sec-fetch-site': 'same-origin', ...headers }, body: form });
}

const rowsOf = (csv: string) => parse(csv, { columns: true, bom: true }) as Row[];
const csvOf = (rows: Row[]) => stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS], record_delimiter: 'windows' });

/**
 * The products CSV through the gateway: the export round-trips (importing it changes nothing), a
 * dry run writes nothing, bad rows are refused with why while the good ones go in, and 10,000
 * rows import within the budget (a minute).
 */
describe('back office: products CSV', () => {
  let shop: Shop;
  let cataloguer: SignedInStaff;
  let db: Client;

  beforeAll(async () => {
    shop = await startShop();
    cataloguer = await staffAs(shop, 'catalogue');
    db = new Client({ connectionString: shop.databases.catalog });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await shop?.stop();
  });

  const exportCsv = async (query = '') => {
    const res = await asStaff(shop, cataloguer.cookie, `/api/admin/products/export${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    return res.text();
  };
  const run = async (csv: string, dryRun: boolean, name?: string) => {
    const res = await importCsv(shop, cataloguer.cookie, csv, { dryRun, name });
    expect(res.status).toBe(200);
    return (await res.json()) as ProductImportResult;
  };
  const snapshot = async () => (await db.query(`SELECT unique_product, title, base_price, version, updated_at FROM products ORDER BY id`)).rows as unknown[];

  it('exports every field with a header naming the import columns, and importing it unchanged changes nothing', async () => {
    const csv = await exportCsv('?status=all');
    expect(csv.split('\r\n')[0]).toBe(PRODUCT_CSV_COLUMNS.join(','));
    const rows = rowsOf(csv);
    expect(rows).toHaveLength(8);
    expect(rows[0]).toMatchObject({ uniqueProduct: 'CAD-0001', title: 'Monsoon Reverie', basePrice: '195.00', orientation: 'landscape', availableSizes: expect.stringContaining('18X14|27X21') });

    const before = await snapshot();
    for (const dryRun of [true, false]) {
      const result = await run(csv, dryRun);
      expect(result.counts).toEqual({ created: 0, updated: 0, unchanged: 8, refused: 0 });
      expect(result.rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('reports a dry run without writing, then writes only the good rows and refuses each bad one with why', async () => {
    const [first, second] = rowsOf(await exportCsv('?status=all'));
    const fresh = (uniqueProduct: string, changes: Partial<Row> = {}): Row => ({ ...first!, uniqueProduct, title: `Imported ${uniqueProduct}`, ...changes });
    const rows: Row[] = [
      { ...first!, basePrice: '250' }, // line 2: updated
      fresh('IMP-1'), // 3: created
      fresh('IMP-2', { categoryId: '999' }), // 4: unknown category
      fresh('IMP-3', { availableSizes: '18X18' }), // 5: a square size on a landscape print
      fresh('IMP-4', { basePrice: '-5' }), // 6: negative price
      fresh('', {}), // 7: no uniqueProduct
      fresh('IMP-1', { title: 'Twice' }), // 8: the same uniqueProduct again
      fresh('IMP-5', { title: '=HYPERLINK("http://evil.example","x")' }), // 9: a formula
      { ...second! }, // 10: unchanged
      fresh('IMP-6', { title: "'=1+1 is a title" }), // 11: created, the export's quote taken off
    ];
    const csv = csvOf(rows);
    const before = await snapshot();
    const dry = await run(csv, true, 'mixed.csv');
    expect(await snapshot()).toEqual(before);
    expect(dry.dryRun).toBe(true);
    expect(dry.counts).toEqual({ created: 2, updated: 1, unchanged: 1, refused: 6 });
    const byLine = new Map(dry.rows.map((row) => [row.line, row]));
    expect(byLine.get(2)).toMatchObject({ outcome: 'updated', changes: ['basePrice: 195 → 250'] });
    expect(byLine.get(4)).toMatchObject({ outcome: 'refused', errors: [expect.stringMatching(/no category 999/)] });
    expect(byLine.get(5)).toMatchObject({ outcome: 'refused', errors: [expect.stringMatching(/18X18 is not a landscape preset/)] });
    expect(byLine.get(6)).toMatchObject({ outcome: 'refused', errors: [expect.stringMatching(/basePrice must be at least 1 rupee/)] });
    expect(byLine.get(7)).toMatchObject({ outcome: 'refused', errors: [expect.stringMatching(/uniqueProduct is required/)] });
    expect(byLine.get(8)).toMatchObject({ outcome: 'refused', errors: ['uniqueProduct IMP-1 is already on line 3'] });
    expect(byLine.get(9)).toMatchObject({ outcome: 'refused', errors: [expect.stringMatching(/title: looks like a spreadsheet formula/)] });

    const real = await run(csv, false, 'mixed.csv');
    expect(real.counts).toEqual(dry.counts);
    expect(real.rows).toEqual(dry.rows);
    const written = (await db.query(`SELECT unique_product, title, base_price::float AS price FROM products WHERE unique_product LIKE 'IMP-%' OR unique_product = 'CAD-0001' ORDER BY unique_product`)).rows;
    expect(written).toEqual([
      { unique_product: 'CAD-0001', title: 'Monsoon Reverie', price: 250 },
      { unique_product: 'IMP-1', title: 'Imported IMP-1', price: 195 },
      { unique_product: 'IMP-6', title: '=1+1 is a title', price: 195 },
    ]);
    // The export guards the formula-looking title again, and the storefront shows the new product.
    expect(await exportCsv('?q=is%20a%20title')).toContain(`'=1+1 is a title`);
    const [{ id }] = (await db.query(`SELECT id FROM products WHERE unique_product = 'IMP-1'`)).rows as Array<{ id: number }>;
    await until(async () => ((await fetch(`${shop.base}/api/products/${id}`)).status === 200 ? true : undefined), 'the new product on the storefront', 5000);

    const owner = await ownerOf(shop);
    const log = await until(async () => {
      const res = await asStaff(shop, owner.cookie, '/api/admin/audit?entity=product&entityId=import');
      const entries = (await res.json()) as Array<{ action: string; summary: string; staffEmail: string }>;
      return entries.length >= 2 ? entries : undefined;
    }, 'the audit log', 10_000);
    expect(log.map((entry) => entry.summary)).toContainEqual(expect.stringMatching(/^Imported mixed\.csv \(lines 2–11\): 2 created, 1 updated, 1 unchanged, 2 refused/));
    expect(log.every((entry) => entry.staffEmail === cataloguer.email)).toBe(true);
  });

  it('imports 10,000 rows (half the prices changed, 1,000 new products), dry run and real, printing how long each took', async () => {
    // 9,000 more products, as staff would have made them (the table's triggers tell pricing and the storefront).
    await db.query(
      `INSERT INTO products (title, unique_product, artist, category_id, description, base_price, main_image, mockup_image, images, internal_image_name, year, style, orientation, in_stock, featured, available_sizes, available_mediums, available_frames, returns_policy, media)
       SELECT title || ' ' || n, 'BULK-' || n, artist, category_id, description, base_price, main_image, mockup_image, images, internal_image_name, year, style, orientation, in_stock, featured, available_sizes, available_mediums, available_frames, returns_policy, media
         FROM products, generate_series(1, 9000) AS n WHERE unique_product = 'CAD-0002'`,
    );
    const exported = rowsOf(await exportCsv('?status=all')).filter((row) => row.uniqueProduct.startsWith('BULK-'));
    expect(exported).toHaveLength(9000);
    const rows = [
      ...exported.map((row, i) => (i % 2 === 0 ? { ...row, basePrice: (Number(row.basePrice) + 1).toFixed(2) } : row)),
      ...exported.slice(0, 1000).map((row, i) => ({ ...row, uniqueProduct: `NEW-${i}`, title: `New print ${i}` })),
    ];
    const csv = csvOf(rows);
    const expected = { created: 1000, updated: 4500, unchanged: 4500, refused: 0 };

    let started = Date.now();
    const dry = await run(csv, true);
    const drySeconds = (Date.now() - started) / 1000;
    expect(dry.counts).toEqual(expected);
    expect(Number((await db.query(`SELECT count(*) FROM products WHERE unique_product LIKE 'NEW-%'`)).rows[0].count)).toBe(0);

    started = Date.now();
    const real = await run(csv, false);
    const realSeconds = (Date.now() - started) / 1000;
    expect(real.counts).toEqual(expected);
    expect(Number((await db.query(`SELECT count(*) FROM products WHERE unique_product LIKE 'NEW-%'`)).rows[0].count)).toBe(1000);
    console.log(`products CSV import of ${rows.length} rows: dry run ${drySeconds.toFixed(1)} s, real run ${realSeconds.toFixed(1)} s`);
  }, 240_000);
});
