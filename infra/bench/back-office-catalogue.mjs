// The catalogue back office at scale (issue 18), measured at the gateway as staff meet it: the
// product list on the benchmark's 50,000 products, a 40 MB image from upload to every size ready,
// and a 10,000-row products CSV import (checked first, then for real).
import { randomFillSync } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const staffHeaders = (cookie) => ({ cookie, 'sec-fetch-site': 'same-origin' });

/** The product list views a catalogue editor opens, in rotation: searches, filters, sorts and deep pages. */
export function staffProductRequests({ cookie }) {
  const queries = [
    '',
    'page=1500',
    'sort=title&page=800',
    'sort=price-high&limit=100',
    'sort=updated',
    'q=madhubani',
    'q=seed-0004',
    'q=kapoor&sort=price-low',
    'q=a&page=40',
    'categoryId=2&inStock=false',
    'featured=true&sort=title&page=20',
    'orientation=portrait&sort=price-low&page=300',
    'status=all&orientation=widescreen&sort=oldest&page=100',
    'status=archived',
  ];
  const headers = staffHeaders(cookie);
  return queries.map((query) => ({ path: `/api/admin/products${query ? `?${query}` : ''}`, headers }));
}

/**
 * One image of `megabytes` MB (a PNG of random pixels stored uncompressed, 3650 × 3650 for 40 MB:
 * the worst case for every encoder) sent as the back office sends it; how long the request took
 * to answer, and how long until every size was ready (polled every 100 ms).
 */
export async function measureLargeUpload({ url, cookie, megabytes = 40 }) {
  const sharp = require('sharp');
  const side = Math.floor(Math.sqrt((megabytes * 1e6) / 3));
  const pixels = randomFillSync(Buffer.allocUnsafe(side * side * 3));
  const bytes = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  const form = new FormData();
  form.append('files', new Blob([bytes], { type: 'image/png' }), 'bench-noise.png');
  const started = performance.now();
  const answer = await fetch(`${url}/api/admin/media`, { method: 'POST', headers: staffHeaders(cookie), body: form });
  const answeredMs = performance.now() - started;
  if (answer.status !== 202) throw new Error(`POST /api/admin/media answered ${answer.status}: ${await answer.text()}`);
  const [image] = await answer.json();
  const deadline = Date.now() + 120_000;
  let latest = image;
  while (latest.status === 'processing') {
    if (Date.now() > deadline) throw new Error(`the uploaded image ${image.id} was still processing after 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const polled = await fetch(`${url}/api/admin/media/${image.id}`, { headers: staffHeaders(cookie) });
    if (polled.status !== 200) throw new Error(`GET /api/admin/media/${image.id} answered ${polled.status}`);
    latest = await polled.json();
  }
  const readyMs = performance.now() - started;
  if (latest.status !== 'ready') throw new Error(`the uploaded image ended ${latest.status}: ${latest.reason}`);
  return {
    megabytes: Number((bytes.length / 1e6).toFixed(1)),
    answeredMs: Math.round(answeredMs),
    readySeconds: Number((readyMs / 1000).toFixed(2)),
    sizes: 1 + latest.variants.length,
  };
}

/** POST /api/admin/products/import as the back office sends it: the file as one multipart part. */
async function importProducts({ url, cookie, csv, dryRun }) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
  const started = performance.now();
  const response = await fetch(`${url}/api/admin/products/import?dryRun=${dryRun}`, { method: 'POST', headers: staffHeaders(cookie), body: form });
  if (response.status !== 200) throw new Error(`POST /api/admin/products/import?dryRun=${dryRun} answered ${response.status}: ${await response.text()}`);
  const { counts } = await response.json();
  return { seconds: Number(((performance.now() - started) / 1000).toFixed(1)), ...counts };
}

/**
 * A 10,000-row import as an owner makes one: the export of the catalogue's first 9,000 products
 * with every other price raised by a rupee, and 1,000 new prints (`BENCH-<run>-n`, so a run
 * against npm start's shop adds 1,000 products). The export of every product is timed too.
 */
export async function measureProductsImport({ url, cookie, runId, rows = 10_000 }) {
  const { parse } = require('csv-parse/sync');
  const { stringify } = require('csv-stringify/sync');
  const started = performance.now();
  const exported = await fetch(`${url}/api/admin/products/export?status=live`, { headers: staffHeaders(cookie) });
  if (exported.status !== 200) throw new Error(`GET /api/admin/products/export answered ${exported.status}: ${await exported.text()}`);
  const [header, ...products] = parse(await exported.text(), { bom: true });
  const exportSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  const updated = Math.min(products.length, Math.round(rows * 0.9));
  const created = rows - updated;
  const column = (name) => header.indexOf(name);
  const table = products.slice(0, updated).map((row, i) => {
    if (i % 2 === 1) return row;
    const copy = [...row];
    copy[column('basePrice')] = (Number(copy[column('basePrice')]) + 1).toFixed(2);
    return copy;
  });
  for (let n = 1; n <= created; n += 1) {
    const copy = [...products[n % products.length]];
    copy[column('uniqueProduct')] = `BENCH-${runId}-${n}`;
    copy[column('title')] = `Bench Print ${runId} ${n}`;
    table.push(copy);
  }
  const csv = stringify([header, ...table], { record_delimiter: 'windows' });
  const dryRun = await importProducts({ url, cookie, csv, dryRun: true });
  const real = await importProducts({ url, cookie, csv, dryRun: false });
  return { exportedProducts: products.length, exportSeconds, rows: table.length, megabytes: Number((Buffer.byteLength(csv) / 2 ** 20).toFixed(1)), dryRun, real };
}
