import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const PATHS = ['health', 'pricing', 'cartSummary', 'products', 'collection', 'search', 'productById', 'productReviews', 'productPage', 'productPageUncached', 'placeOrder', 'adminOrders', 'adminCatalogue'];
/** A catalogue big enough to page through, small enough to generate in a second. */
const PRODUCTS = 2000;
/** Orders for the back office's list and export: more than one export page, generated in a second. */
const ORDERS = 2000;
/** The catalogue back office and the reviews, in small: rows imported, the image's MB, reviews on one product. */
const IMPORT_ROWS = 200;
const REVIEWS = 50;

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  ratio: number;
  halfRate: { rate: number; p99: number; errors: number };
}

// `npm run bench` in small, so it cannot rot: a second per measurement on a tiny load. It checks
// that every figure is produced and the orders it placed were all stored and mailed, never how fast.
describe('npm run bench', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints the table and writes every path’s figures as JSON', async () => {
    const out = join(dir, 'bench.json');
    const child = spawn(
      process.execPath,
      [join(ROOT, 'infra/bench/run.mjs'), '--seconds', '1', '--warmup', '0', '--connections', '2', '--order-rate', '5', '--products', String(PRODUCTS), '--orders', String(ORDERS), '--import-rows', String(IMPORT_ROWS), '--upload-mb', '1', '--reviews', String(REVIEWS), '--out', out],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, BENCH_GATEWAY_PORT: '18520', BENCH_HEALTH_PORT_OFFSET: '1520' } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect({ code, stderr: code === 0 ? '' : stderr }).toEqual({ code: 0, stderr: '' });

    for (const name of ['baseline (Fastify)', ...PATHS]) expect(stdout).toMatch(new RegExp(`^\\s*${name.replace(/[()]/g, '\\$&')}\\s+\\d+`, 'm'));
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      baseline: { rps: number };
      paths: Record<string, Figures & { sustained?: { stored: number; emailed: number; commitToEmailP95: number } }>;
      orders: { stored: number; missingEmails: number; duplicateEmails: number };
      firstSearches: { searches: number; p50: number; max: number };
      backOffice: {
        orders: number;
        export: { seconds: number; rows: number; memory: Record<string, { before: number; peak: number }> };
        actionToEmail: { actions: number; emailed: number; duplicateEmails: number; p95: number };
      };
      backOfficeCatalogue: {
        upload: { megabytes: number; answeredMs: number; readySeconds: number; sizes: number };
        import: { exportedProducts: number; rows: number; dryRun: { seconds: number; refused: number }; real: { created: number; updated: number; unchanged: number; refused: number } };
      };
      catalogue: { products: number; largestAnswers: Record<string, number>; catalogMemory: Array<{ resident: number; heapUsed: number; external: number }> };
    };
    expect(report.baseline.rps).toBeGreaterThan(0);
    expect(Object.keys(report.paths)).toEqual(PATHS);
    for (const name of PATHS) {
      const figures = report.paths[name];
      expect({ name, errors: figures.errors, errorsAtHalfRate: figures.halfRate.errors }).toEqual({ name, errors: 0, errorsAtHalfRate: 0 });
      for (const value of [figures.rps, figures.p50, figures.p95, figures.p99, figures.ratio, figures.halfRate.rate, figures.halfRate.p99]) {
        expect(value).toBeGreaterThan(0);
      }
      expect(figures.ratio).toBeCloseTo(figures.rps / report.baseline.rps, 2);
    }
    const sustained = report.paths.placeOrder.sustained!;
    expect(sustained.stored).toBeGreaterThan(0);
    expect(sustained.emailed).toBe(sustained.stored);
    expect(sustained.commitToEmailP95).toBeGreaterThanOrEqual(0);
    expect(report.orders).toMatchObject({ missingEmails: 0, duplicateEmails: 0 });
    expect(report.orders.stored).toBeGreaterThan(sustained.stored);

    // Every order exported (the run's own orders too), with the exporting processes' memory; every confirmation emailed once.
    expect(report.backOffice.orders).toBe(ORDERS);
    expect(report.backOffice.export.rows).toBeGreaterThan(ORDERS);
    expect(Object.keys(report.backOffice.export.memory).sort()).toEqual(['gateway', 'order']);
    for (const memory of Object.values(report.backOffice.export.memory)) expect(memory.peak).toBeGreaterThan(0);
    expect(report.backOffice.actionToEmail).toMatchObject({ emailed: report.backOffice.actionToEmail.actions, duplicateEmails: 0 });
    expect(report.backOffice.actionToEmail.p95).toBeGreaterThanOrEqual(0);
    expect(stdout).toMatch(/^Back office: 2000 orders$/m);

    // The catalogue back office: an image processed into every size, every imported row taken.
    expect(report.backOfficeCatalogue.upload).toMatchObject({ megabytes: 1, sizes: 3 });
    expect(report.backOfficeCatalogue.upload.readySeconds).toBeGreaterThan(0);
    const { import: imported } = report.backOfficeCatalogue;
    expect(imported.exportedProducts).toBe(PRODUCTS);
    expect(imported.rows).toBe(IMPORT_ROWS);
    expect(imported.dryRun.refused).toBe(0);
    expect(imported.real.refused).toBe(0);
    expect(imported.real.created + imported.real.updated + imported.real.unchanged).toBe(IMPORT_ROWS);
    expect(stdout).toMatch(/^Back office, catalogue:$/m);
    expect(stdout).toMatch(/^Reviews:$/m);

    expect(report.catalogue.products).toBe(PRODUCTS);
    expect(report.firstSearches.searches).toBeGreaterThan(50);
    expect(report.firstSearches.max).toBeGreaterThanOrEqual(report.firstSearches.p50);
    for (const [call, bytes] of Object.entries(report.catalogue.largestAnswers)) expect({ call, empty: bytes === 0 }).toEqual({ call, empty: false });
    expect(report.catalogue.catalogMemory).toHaveLength(1);
    expect(report.catalogue.catalogMemory[0].resident).toBeGreaterThan(0);
    expect(stdout).toMatch(/^Catalogue: 2000 products$/m);
  }, 180_000);
});
