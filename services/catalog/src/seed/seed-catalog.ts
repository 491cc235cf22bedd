import { Client } from 'pg';
import {
  CATEGORY_IDS,
  generateProduct,
  SEEDED_PREFIX,
  seededIndex,
  seededUniqueProduct,
  type GeneratedProduct,
} from './catalog-generator';

/**
 * `seed:catalog`: makes the catalogue hold exactly N products by adding generated ones
 * (`unique_product` `seed-…`) or removing generated ones beyond N. Products it did not generate
 * are never touched, and running it twice with the same arguments changes nothing.
 *
 *   node services/catalog/dist/seed/seed-catalog.js --products 50000 [--seed 1] [--reset]
 */

/** What the dev stack gives the catalog (infra/dev/stack-core.cjs: prefix `shop_`, postgres@127.0.0.1:5432). */
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/shop_catalog';
export const MIN_PRODUCTS = 8;
export const MAX_PRODUCTS = 1_000_000;
/** Rows per INSERT: large enough to be fast, small enough to keep each statement's arrays modest. */
const BATCH_SIZE = 2_000;
/** Serialises concurrent seeders of one database (any other advisory-lock user picks another key). */
const SEED_LOCK = 7_270_402;

export interface SeedCatalogOptions {
  databaseUrl: string;
  /** The total number of products the catalogue should hold, generated or not. */
  products: number;
  seed?: number;
  /** Remove every generated product first, so all of them are generated afresh (e.g. with another seed). */
  reset?: boolean;
  log?: (line: string) => void;
}

export interface SeedCatalogResult {
  /** Products in the catalogue afterwards. */
  total: number;
  /** Of which generated. */
  generated: number;
  inserted: number;
  removed: number;
  elapsedMs: number;
}

/** The table's columns, their Postgres types and where each value comes from; one list so they cannot drift apart. */
const COLUMNS: ReadonlyArray<readonly [string, string, (product: GeneratedProduct) => unknown]> = [
  ['title', 'text', (p) => p.title],
  ['unique_product', 'text', (p) => p.uniqueProduct],
  ['artist', 'text', (p) => p.artist],
  ['category_id', 'int', (p) => p.categoryId],
  ['description', 'text', (p) => p.description],
  ['base_price', 'numeric', (p) => p.basePrice],
  ['rating', 'numeric', (p) => p.rating],
  ['reviews', 'int', (p) => p.reviews],
  ['main_image', 'text', (p) => p.mainImage],
  ['mockup_image', 'text', (p) => p.mockupImage],
  ['images', 'jsonb', (p) => JSON.stringify(p.images)],
  ['original_filenames', 'jsonb', (p) => JSON.stringify(p.originalFilenames)],
  ['internal_image_name', 'text', (p) => p.internalImageName],
  ['year', 'text', (p) => p.year],
  ['style', 'text', (p) => p.style],
  ['orientation', 'text', (p) => p.orientation],
  ['in_stock', 'boolean', (p) => p.inStock],
  ['featured', 'boolean', (p) => p.featured],
  ['available_sizes', 'jsonb', (p) => JSON.stringify(p.availableSizes)],
  ['available_mediums', 'jsonb', (p) => JSON.stringify(p.availableMediums)],
  ['available_frames', 'jsonb', (p) => JSON.stringify(p.availableFrames)],
  ['frame_images', 'jsonb', (p) => JSON.stringify(p.frameImages)],
  ['returns_policy', 'text', (p) => p.returnsPolicy],
  ['media', 'jsonb', (p) => JSON.stringify(p.media)],
];

/** One array parameter per column, unnested into rows: a fixed 24 parameters whatever the batch size. */
const INSERT_SQL = `INSERT INTO products (${COLUMNS.map(([column]) => column).join(', ')})
  SELECT * FROM unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})`;

const IS_SEEDED = `left(unique_product, ${SEEDED_PREFIX.length}) = '${SEEDED_PREFIX}'`;

async function insertBatch(client: Client, products: GeneratedProduct[]): Promise<void> {
  await client.query(INSERT_SQL, COLUMNS.map(([, , value]) => products.map(value)));
}

/** host:port/name, without the credentials. */
function describeDatabase(url: string): string {
  const { host, pathname } = new URL(url);
  return `${host}${pathname}`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export async function seedCatalog(options: SeedCatalogOptions): Promise<SeedCatalogResult> {
  const { databaseUrl, products, seed = 1, reset = false, log = () => undefined } = options;
  if (!Number.isInteger(products) || products < MIN_PRODUCTS || products > MAX_PRODUCTS) {
    throw new RangeError(`products must be a whole number from ${MIN_PRODUCTS} to ${MAX_PRODUCTS}, got ${products}`);
  }
  const started = performance.now();
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  log(`seed:catalog: ${products} products, seed ${seed}${reset ? ', reset' : ''}, database ${describeDatabase(databaseUrl)}`);
  try {
    // One transaction: the catalogue changes all at once, and the replicas, told by the table's
    // trigger, reload once at commit instead of once per batch.
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    // Room for the search indexes to merge their pending entries in memory.
    await client.query(`SET LOCAL work_mem = '256MB'`);

    const wanted = Object.values(CATEGORY_IDS);
    const { rows: categories } = await client.query<{ id: number }>('SELECT id FROM categories WHERE id = ANY($1)', [wanted]);
    const missingCategories = wanted.filter((id) => !categories.some((row) => row.id === id));
    if (missingCategories.length > 0) {
      throw new Error(`categories ${missingCategories.join(', ')} are missing: run the catalog migrations first`);
    }

    let removed = 0;
    if (reset) {
      removed += (await client.query(`DELETE FROM products WHERE ${IS_SEEDED}`)).rowCount ?? 0;
      log(`  reset: removed ${removed} generated products`);
    }

    const { rows: seededRows } = await client.query<{ unique_product: string; title: string }>(
      `SELECT unique_product, title FROM products WHERE ${IS_SEEDED}`,
    );
    const { rows: [{ count: othersText }] } = await client.query<{ count: string }>(
      `SELECT count(*) FROM products WHERE unique_product IS NULL OR NOT (${IS_SEEDED})`,
    );
    const others = Number(othersText);
    const target = Math.max(0, products - others);
    if (others > products) {
      log(`  ${others} products were not generated here and are kept, more than the ${products} asked for`);
    }

    // Kept: generated rows numbered 1…target under their exact mark; any other `seed-…` row goes.
    const present = new Set<number>();
    const surplus: string[] = [];
    let kept: { index: number; title: string } | undefined;
    for (const row of seededRows) {
      const index = seededIndex(row.unique_product);
      if (index !== undefined && index >= 1 && index <= target && row.unique_product === seededUniqueProduct(index)) {
        present.add(index);
        kept ??= { index, title: row.title };
      } else {
        surplus.push(row.unique_product);
      }
    }
    // Kept rows are not rewritten, so a different seed would give a mixed catalogue; say so.
    if (kept && generateProduct(kept.index, seed).title !== kept.title) {
      log(`  the generated products here come from another seed than ${seed}; --reset regenerates them`);
    }
    if (surplus.length > 0) {
      const deleted = (await client.query('DELETE FROM products WHERE unique_product = ANY($1)', [surplus])).rowCount ?? 0;
      removed += deleted;
      log(`  removed ${deleted} generated products outside ${seededUniqueProduct(1)}…${seededUniqueProduct(Math.max(1, target))}`);
    }

    const missing: number[] = [];
    for (let index = 1; index <= target; index += 1) if (!present.has(index)) missing.push(index);
    let inserted = 0;
    let reported = 0;
    const report = (rows: number) => {
      inserted += rows;
      // About ten progress lines however large the catalogue.
      if (inserted === missing.length || inserted - reported >= missing.length / 10) {
        reported = inserted;
        log(`  inserted ${inserted}/${missing.length} (${Math.round((inserted / missing.length) * 100)} %, ${seconds(performance.now() - started)})`);
      }
    };
    // The next batch is generated while Postgres stores the previous one.
    let storing: Promise<void> | undefined;
    for (let start = 0; start < missing.length; start += BATCH_SIZE) {
      const batch = missing.slice(start, start + BATCH_SIZE).map((index) => generateProduct(index, seed));
      await storing;
      storing = insertBatch(client, batch).then(() => report(batch.length));
    }
    await storing;

    const { rows: [{ total, generated }] } = await client.query<{ total: string; generated: string }>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE ${IS_SEEDED}) AS generated FROM products`,
    );
    await client.query('COMMIT');
    // Fresh statistics at once, so the catalog's queries are planned for the new size, and the
    // visibility map, so the back office's list reads its indexes only (index-only scans) without
    // waiting for autovacuum to pass.
    if (inserted + removed > 0) await client.query('VACUUM (ANALYZE) products');
    const elapsedMs = performance.now() - started;
    const result = { total: Number(total), generated: Number(generated), inserted, removed, elapsedMs };
    log(`catalog holds ${result.total} products (${result.generated} generated) in ${seconds(elapsedMs)}`);
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Command line.

export const USAGE = `usage: node services/catalog/dist/seed/seed-catalog.js --products N [--seed S] [--reset]

  --products N  the total number of products the catalogue should hold, ${MIN_PRODUCTS} to ${MAX_PRODUCTS}
                (generated products are added or removed; the others are never touched)
  --seed S      which catalogue to generate, a whole number (default 1); same seed, same products
  --reset       remove every generated product first, e.g. to regenerate with another seed

  DATABASE_URL  the catalog's database (default ${DEFAULT_DATABASE_URL})`;

export type SeedArguments = { products: number; seed: number; reset: boolean } | { error: string } | { help: true };

/** Reads `--products 50000`, `--products=50000`, `--seed 7`, `--reset`, `--help`. */
export function parseSeedArguments(argv: readonly string[]): SeedArguments {
  const values = new Map<string, string>();
  let reset = false;
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    if (flag === '--help' || flag === '-h') return { help: true };
    if (flag === '--reset' && inline === undefined) {
      reset = true;
    } else if (flag === '--products' || flag === '--seed') {
      const value = inline ?? argv[++i];
      if (value === undefined) return { error: `${flag} needs a value` };
      values.set(flag, value);
    } else {
      return { error: `unknown argument ${argv[i]}` };
    }
  }

  const productsText = values.get('--products');
  if (productsText === undefined) return { error: '--products is required' };
  const products = /^\d+$/.test(productsText) ? Number(productsText) : NaN;
  if (!(products >= MIN_PRODUCTS && products <= MAX_PRODUCTS)) {
    return { error: `--products must be a whole number from ${MIN_PRODUCTS} to ${MAX_PRODUCTS}, got "${productsText}"` };
  }
  const seedText = values.get('--seed') ?? '1';
  const seed = /^\d+$/.test(seedText) ? Number(seedText) : NaN;
  if (!(seed <= 0xffffffff)) return { error: `--seed must be a whole number from 0 to ${0xffffffff}, got "${seedText}"` };
  return { products, seed, reset };
}

async function main(): Promise<void> {
  const parsed = parseSeedArguments(process.argv.slice(2));
  if ('help' in parsed) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if ('error' in parsed) {
    process.stderr.write(`seed:catalog: ${parsed.error}\n\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  try {
    await seedCatalog({ databaseUrl, ...parsed, log: (line) => process.stdout.write(`${line}\n`) });
  } catch (error) {
    process.stderr.write(`seed:catalog failed: ${(error as Error).message}\n`);
    process.exitCode = 1;
  }
}

if (require.main === module) void main();
