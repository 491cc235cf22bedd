import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';

/** The e2e stack's catalog database; the global setup creates it fresh for every run. */
export function catalogDatabaseUrl(): string {
  const prefix = process.env.E2E_DATABASE_PREFIX;
  if (!prefix) throw new Error('E2E_DATABASE_PREFIX is not set: the e2e global setup must start the shop first');
  const server = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
  return `${server}/${prefix}catalog`;
}

/**
 * Adds `count` plain products to a category for a test and removes them again. They borrow the
 * images of sample product 1, and their words match no Art Finder answer, so other screens'
 * tests that run meanwhile are not swayed by them.
 */
export async function withExtraProducts(categoryId: number, count: number) {
  const client = new Client({ connectionString: catalogDatabaseUrl() });
  await client.connect();
  const marker = `E2E-${process.pid}-${Date.now()}`;
  const titles: string[] = [];
  for (let index = 1; index <= count; index++) {
    const title = `Test Print ${index}`;
    titles.push(title);
    await client.query(
      `INSERT INTO products (title, unique_product, artist, category_id, description, base_price, main_image,
         mockup_image, images, year, style, orientation, available_sizes, available_mediums, available_frames, media)
       SELECT $1, $2, 'Browser Test Studio', $3, 'A plain print that exists only while the browser tests run.', $4,
         main_image, mockup_image, images, year, 'Sketch', orientation, available_sizes, available_mediums,
         available_frames, media
       FROM products WHERE id = 1`,
      [title, `${marker}-${index}`, categoryId, 300 + index],
    );
  }
  const remove = async () => {
    await client.query(`DELETE FROM products WHERE unique_product LIKE $1`, [`${marker}-%`]);
    await client.end();
  };
  return { titles, remove };
}

/**
 * Deletes the products whose unique product code is `uniqueProduct`: a test that adds products
 * through the back office takes them away again, so other files' collections stay the sample's.
 */
export async function removeProducts(uniqueProduct: string): Promise<void> {
  const client = new Client({ connectionString: catalogDatabaseUrl() });
  await client.connect();
  try {
    await client.query(`DELETE FROM products WHERE unique_product = $1`, [uniqueProduct]);
  } finally {
    await client.end();
  }
}

/**
 * Makes the e2e stack's catalog hold `products` products, generating what is missing with the
 * built seed command (`npm run seed:catalog`); back to the sample eight with 8.
 */
export function seedCatalog(products: number): Promise<void> {
  const script = join(__dirname, '..', '..', '..', 'services', 'catalog', 'dist', 'seed', 'seed-catalog.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, '--products', String(products)], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: catalogDatabaseUrl() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Seeding the catalog failed (${code}):\n${output}`))));
  });
}
