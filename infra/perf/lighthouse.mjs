// `npm run lighthouse`: Lighthouse 12 (mobile profile, its default) in Debian's Chromium on the
// home page, one collection and one product page, taken from the shop's own catalogue.
//
//   npm run lighthouse                                   starts a shop of its own and audits it
//   npm run lighthouse -- --url http://localhost:8080    audits npm start's shop instead
//   npm run lighthouse -- --runs 5                       five runs per page (performance is noisy)
//   npm run lighthouse -- --page product --runs 5        one kind of page only (before and after a change)
//   npm run lighthouse -- --out lighthouse.json          also writes the figures as JSON
//
// Prints, per page and run, the four category scores, CLS, LCP and the JavaScript transferred, and
// where the main thread's time went (its busiest kinds of work and its long tasks); then the spread
// of the performance score and the audits that cost it points.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const USAGE = `Usage: npm run lighthouse -- [options]
  --url URL      audit a running shop (e.g. npm start's http://localhost:8080);
                 default: start a shop of its own on port 18600
  --runs N       Lighthouse runs per page (default 1)
  --page KIND    audit only this kind of page: home, collection or product
                 (may be given more than once; default all three)
  --out FILE     also write the figures as JSON
  --help`;

const CHROME_PATH = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The issue's bar: every category of every page at least this. */
const MIN_SCORE = 95;

const log = (line) => process.stderr.write(`${line}\n`);

/** The kinds of page audited, in the order they are audited. */
const PAGE_KINDS = ['home', 'collection', 'product'];

function options() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      runs: { type: 'string', default: '1' },
      page: { type: 'string', multiple: true },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not "${values.runs}"`);
  if (values.url !== undefined) {
    const url = new URL(values.url); // throws on a malformed address
    if (!/^https?:$/.test(url.protocol)) throw new Error(`--url must be an http(s) address, not ${values.url}`);
  }
  const kinds = values.page ?? PAGE_KINDS;
  const unknown = kinds.filter((kind) => !PAGE_KINDS.includes(kind));
  if (unknown.length > 0) throw new Error(`--page must be one of ${PAGE_KINDS.join(', ')}, not "${unknown.join('", "')}"`);
  return { url: values.url?.replace(/\/+$/, ''), runs, out: values.out, kinds };
}

async function startOwnShop() {
  const { startIsolatedStack } = await import('../dev/isolated-stack.mjs');
  return startIsolatedStack({
    databasePrefix: 'shop_lh_',
    gatewayPort: Number(process.env.LIGHTHOUSE_GATEWAY_PORT ?? 18600),
    healthPortOffset: Number(process.env.LIGHTHOUSE_HEALTH_PORT_OFFSET ?? 1600),
    log: (line) => (/error|fail/i.test(line) ? log(line) : undefined),
  });
}

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/** Home, the first category's collection and the first product's page, as a shopper reaches them. */
async function pagesOf(base) {
  const [categories, products] = await Promise.all([getJson(`${base}/api/categories`), getJson(`${base}/api/products`)]);
  if (categories.length === 0 || products.length === 0) throw new Error(`${base} has no categories or no products to audit`);
  const category = categories[0].name.toLowerCase();
  const product = products[0];
  return [
    { kind: 'home', page: 'home', url: `${base}/` },
    { kind: 'collection', page: `collection ${category}`, url: `${base}/collection/${encodeURIComponent(category)}` },
    { kind: 'product', page: `product ${product.id}`, url: `${base}/product/${product.id}/${encodeURIComponent(product.slug)}` },
  ];
}

const score = (category) => (category?.score == null ? null : Math.round(category.score * 100));

/** The figures of one Lighthouse report, and the audits that cost performance points. */
function summarise(page, lhr) {
  const audits = lhr.audits;
  const scripts = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  const metric = (id) => audits[id]?.numericValue ?? null;
  const costs = Object.values(audits)
    .filter((audit) => audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable')
    .filter((audit) => audit.scoreDisplayMode !== 'manual' && typeof audit.score === 'number' && audit.score < 0.9)
    .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue ?? '' }));
  return {
    page,
    url: lhr.finalDisplayedUrl,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(lhr.categories[id])])),
    metrics: {
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      speedIndexMs: metric('speed-index'),
      cls: metric('cumulative-layout-shift'),
    },
    scriptTransferBytes: scripts?.transferSize ?? null,
    scriptRequests: scripts?.requestCount ?? null,
    lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    mainThread: mainThreadOf(audits),
    failingAudits: costs,
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/** Where the main thread's time went (Lighthouse's groups, in ms) and its long tasks, longest first. */
function mainThreadOf(audits) {
  const groups = (audits['mainthread-work-breakdown']?.details?.items ?? []).map(({ groupLabel, duration }) => ({ group: groupLabel, ms: Math.round(duration) }));
  const longTasks = (audits['long-tasks']?.details?.items ?? [])
    .map(({ url, duration, startTime }) => ({ url: url ?? '', ms: Math.round(duration), startMs: Math.round(startTime ?? 0) }))
    .sort((a, b) => b.ms - a.ms);
  return { groups, longTasks };
}

/** One line per page run: the main thread's busiest groups, then its long tasks (ms at ms after the start, from which file). */
function formatMainThread(rows) {
  const file = (url) => url.replace(/^[a-z]+:\/\/[^/]+/, '').replace(/^\/assets\//, '') || 'the page';
  return rows
    .map(({ page, run, mainThread: { groups, longTasks } }) => {
      const busiest = groups.slice(0, 4).map(({ group, ms }) => `${group} ${ms} ms`).join(', ');
      const tasks = longTasks.map(({ url, ms, startMs }) => `${ms} ms at ${startMs} (${file(url)})`).join(', ');
      return `${page} run ${run}: ${busiest || 'no breakdown'}; long tasks: ${tasks || 'none'}`;
    })
    .join('\n');
}

function formatTable(rows) {
  const header = ['page', 'run', 'perf', 'a11y', 'best', 'seo', 'CLS', 'LCP', 'TBT', 'JS transferred'];
  const lines = rows.map((row) => [
    row.page,
    String(row.run),
    ...CATEGORIES.map((id) => String(row.scores[id] ?? '–')),
    row.metrics.cls == null ? '–' : row.metrics.cls.toFixed(3),
    row.metrics.lcpMs == null ? '–' : `${(row.metrics.lcpMs / 1000).toFixed(2)} s`,
    row.metrics.tbtMs == null ? '–' : `${Math.round(row.metrics.tbtMs)} ms`,
    row.scriptTransferBytes == null ? '–' : `${(row.scriptTransferBytes / 1024).toFixed(1)} KB in ${row.scriptRequests}`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
}

/** Per page: the spread of every category over the runs, and each audit that failed in any run. */
function spread(rows) {
  return [...new Set(rows.map((row) => row.page))].map((page) => {
    const runs = rows.filter((row) => row.page === page);
    const range = (id) => {
      const values = runs.map((row) => row.scores[id]).filter((value) => value != null);
      return values.length ? { min: Math.min(...values), max: Math.max(...values) } : null;
    };
    const failing = new Map();
    for (const run of runs) {
      for (const audit of run.failingAudits) {
        const seen = failing.get(audit.id) ?? { ...audit, runs: 0 };
        seen.runs += 1;
        failing.set(audit.id, seen);
      }
    }
    return { page, scores: Object.fromEntries(CATEGORIES.map((id) => [id, range(id)])), failingAudits: [...failing.values()] };
  });
}

/** How often a page is audited again when Lighthouse fails to record it (NO_NAVSTART and the like on a busy machine). */
const ATTEMPTS = 3;

async function audit(chrome, url, label) {
  for (let attempt = 1; ; attempt += 1) {
    log(`Lighthouse ${label}: ${url}${attempt > 1 ? ` (attempt ${attempt})` : ''}`);
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (!result.lhr.runtimeError || attempt === ATTEMPTS) return result.lhr;
    log(`  ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
  }
}

async function main() {
  const { url, runs, out, kinds } = options();
  const shop = url ? null : await startOwnShop();
  const base = url ?? shop.url;
  let chrome;
  try {
    const pages = (await pagesOf(base)).filter(({ kind }) => kinds.includes(kind));
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    const rows = [];
    for (let run = 1; run <= runs; run += 1) {
      for (const { page, url: pageUrl } of pages) {
        rows.push({ run, ...summarise(page, await audit(chrome, pageUrl, `run ${run}/${runs}`)) });
      }
    }

    console.log(formatTable(rows));
    console.log(`\nThe main thread under the mobile profile's 4× CPU slowdown:\n${formatMainThread(rows)}`);
    const summary = spread(rows);
    for (const { page, scores, failingAudits } of summary) {
      const ranges = CATEGORIES.map((id) => `${id} ${scores[id] ? `${scores[id].min}–${scores[id].max}` : '–'}`).join(', ');
      console.log(`\n${page}: ${ranges}`);
      for (const audit of failingAudits) {
        console.log(`  ${audit.id} (${audit.runs}/${runs} runs, score ${audit.score}): ${audit.title}${audit.displayValue ? ` – ${audit.displayValue}` : ''}`);
      }
    }
    const errors = rows.filter((row) => row.runtimeError);
    for (const row of errors) console.log(`\n${row.page} run ${row.run}: Lighthouse error: ${row.runtimeError}`);
    const below = rows.filter((row) => CATEGORIES.some((id) => row.scores[id] != null && row.scores[id] < MIN_SCORE));
    console.log(
      below.length === 0 && errors.length === 0
        ? `\nEvery page scored at least ${MIN_SCORE} in all four categories in every run.`
        : `\n${below.length} of ${rows.length} page runs scored below ${MIN_SCORE} in some category.`,
    );
    if (out) {
      writeFileSync(out, `${JSON.stringify({ base, runs, measuredAt: new Date().toISOString(), rows, summary }, null, 2)}\n`);
      log(`Wrote ${out}`);
    }
  } finally {
    await chrome?.kill();
    await shop?.stop();
  }
}

main().catch((error) => {
  log(error.stack ?? String(error));
  process.exitCode = 1;
});
