// `npm run bench`: requests per second and latency of the shop's hot paths, next to a bare
// Fastify hello world measured in the same run on the same machine.
//
//   npm run bench                                  starts a shop of its own and measures it
//   npm run bench -- --url http://localhost:8080   measures npm start's shop instead
//   npm run bench -- --rate 200                    fixed-rate mode: latency at 200 requests/s
//   npm run bench -- --out bench.json              also writes the figures as JSON
//
// See docs/performance.md for what the figures mean and the budgets they are held to.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { checkoutCookieOf } from '../dev/checkout-cookie.mjs';
import { measure } from './load.mjs';
import { verifyOrders } from './orders.mjs';
import { formatTable } from './report.mjs';
import { BENCH_SHOPPER, paths } from './scenarios.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

const USAGE = `Usage: npm run bench -- [options]
  --url URL             measure a running shop (e.g. npm start's http://localhost:8080);
                        default: start a shop of its own on port 18500
  --seconds N           length of each measurement (default 10)
  --warmup N            unrecorded seconds before each path (default 2)
  --connections N       concurrent connections at full speed (default 32)
  --rate N              fixed-rate mode: every path at N requests/s instead of full speed
  --order-rate N        the sustained order placement check, orders/s (default 300)
  --paths a,b           only these paths (health, pricing, cartSummary, products, placeOrder)
  --mail-url URL        with --url: the mail sink's web API (default http://localhost:1080)
  --order-database URL  with --url: the order service's database
                        (default postgres://postgres@127.0.0.1:5432/shop_order)
  --out FILE            also write the figures as JSON
  --help`;

function options() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      seconds: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '32' },
      rate: { type: 'string' },
      'order-rate': { type: 'string', default: '300' },
      paths: { type: 'string' },
      'mail-url': { type: 'string', default: 'http://localhost:1080' },
      'order-database': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/shop_order' },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const number = (name, { min = 1 } = {}) => {
    const value = values[name];
    if (value === undefined) return undefined;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed < min) throw new Error(`--${name} must be a number of at least ${min}, not "${value}"`);
    return parsed;
  };
  return {
    url: values.url?.replace(/\/$/, ''),
    seconds: number('seconds'),
    warmup: number('warmup', { min: 0 }),
    connections: number('connections'),
    rate: number('rate'),
    orderRate: number('order-rate'),
    only: values.paths?.split(',').map((name) => name.trim()),
    mailUrl: values['mail-url'].replace(/\/$/, ''),
    orderDatabase: values['order-database'],
    out: values.out,
  };
}

const log = (line) => process.stderr.write(`${line}\n`);

/** The bare Fastify hello world, in a process of its own like the gateway is. */
async function startBaseline() {
  const child = spawn(process.execPath, [join(HERE, 'baseline-server.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(String(chunk).trim()));
    child.once('exit', (code) => reject(new Error(`the baseline server exited (code ${code})`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** A shop of the benchmark's own, its emails going to the benchmark's SMTP sink. */
async function startOwnShop() {
  const { startIsolatedStack } = await import('../dev/isolated-stack.mjs');
  const { startSmtpSink } = await import('./smtp-sink.mjs');
  const sink = await startSmtpSink();
  try {
    const shop = await startIsolatedStack({
      databasePrefix: 'shop_bench_',
      gatewayPort: Number(process.env.BENCH_GATEWAY_PORT ?? 18500),
      healthPortOffset: Number(process.env.BENCH_HEALTH_PORT_OFFSET ?? 1500),
      env: {
        SMTP_PORT: String(sink.port),
        // Every request comes from this one address: the per-client limits would measure themselves.
        RATE_LIMIT_ORDERS_PER_MINUTE: '100000000',
        RATE_LIMIT_TRACKING_PER_MINUTE: '100000000',
        RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000000',
        // What production runs: answers are not checked against their contracts (tests do that).
        CONTRACT_CHECKS: 'off',
      },
      log: (line) => (/error|fail/i.test(line) ? log(line) : undefined),
    });
    return {
      url: shop.url,
      orderDatabase: shop.databaseUrl('order'),
      emails: async () => sink.messages,
      async stop() {
        await shop.stop();
        await sink.stop();
      },
    };
  } catch (error) {
    await sink.stop();
    throw error;
  }
}

/** npm start's shop: emails land in maildev, whose Date header has a one-second resolution. */
function runningShop({ url, mailUrl, orderDatabase }) {
  return {
    url,
    orderDatabase,
    async emails() {
      const response = await fetch(`${mailUrl}/email`);
      if (!response.ok) throw new Error(`The mail sink at ${mailUrl} answered ${response.status}`);
      return (await response.json()).map((email) => ({ subject: email.subject, receivedAt: Date.parse(email.time) }));
    },
    stop: async () => {},
  };
}

/**
 * The bench shopper's checkout, as the SPA starts it: its customer id, and the checkout cookie
 * (`shop_checkout=…`) the answer sets, which the browser sends with every order it places.
 */
async function createCustomer(url) {
  const response = await fetch(`${url}/api/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_SHOPPER),
  });
  if (!response.ok) throw new Error(`POST /api/customers answered ${response.status}: ${await response.text()}`);
  const checkoutCookie = checkoutCookieOf(response);
  if (!checkoutCookie) throw new Error('POST /api/customers set no checkout cookie (shop_checkout)');
  return { customerId: (await response.json()).id, checkoutCookie };
}

async function main() {
  const settings = options();
  const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`.toUpperCase();
  const started = performance.now();
  const baseline = await startBaseline();
  const shop = settings.url ? runningShop(settings) : await startOwnShop();
  let exitCode = 0;
  try {
    log(`Shop: ${shop.url}  ·  baseline: ${baseline.url}  ·  run ${runId}`);
    const { customerId, checkoutCookie } = await createCustomer(shop.url);
    const selected = paths({ customerId, checkoutCookie, runId }).filter((path) => !settings.only || settings.only.includes(path.name));
    const load = { seconds: settings.seconds, connections: settings.connections };

    const run = async (title, url, requests, phase, rate) => {
      if (settings.warmup > 0) await measure({ url, requests: requests({ phase: 'warmup' }), ...load, seconds: settings.warmup, rate });
      const figures = await measure({ url, requests: requests({ phase }), ...load, rate });
      log(`  ${title}: ${figures.rps} req/s, p99 ${figures.p99} ms, ${figures.errors} errors`);
      return figures;
    };

    log(rateTitle(settings.rate, 'baseline: Fastify hello world'));
    const base = await run('baseline', baseline.url, () => [{ path: '/' }], 'max', settings.rate);
    const report = {
      machine: machine(),
      settings: { seconds: settings.seconds, connections: settings.connections, rate: settings.rate ?? null, shop: settings.url ?? 'own' },
      baseline: { rps: base.rps, p50: base.p50, p95: base.p95, p99: base.p99, errors: base.errors },
      paths: {},
    };

    // Orders leave emails behind; each order measurement starts once the last one's are sent,
    // or it would measure the shop sending them too.
    const emailsSent = () => verifyOrders({ databaseUrl: shop.orderDatabase, emails: shop.emails, runId, log });

    for (const path of selected) {
      log(rateTitle(settings.rate, path.title));
      const figures = await run(path.name, shop.url, path.requests, 'max', settings.rate);
      if (path.name === 'placeOrder') await emailsSent();
      const entry = { ...figures, ratio: Number((figures.rps / base.rps).toFixed(3)) };
      if (!settings.rate) {
        // The latency budget holds at half of the path's own maximum.
        const halfRate = Math.max(1, Math.floor(figures.rps / 2));
        const half = await run(`${path.name} at ${halfRate}/s`, shop.url, path.requests, 'half', halfRate);
        entry.halfRate = { rate: halfRate, rps: half.rps, p50: half.p50, p95: half.p95, p99: half.p99, errors: half.errors };
      }
      report.paths[path.name] = entry;
    }

    if (report.paths.placeOrder) {
      const orders = selected.find((path) => path.name === 'placeOrder');
      await emailsSent();
      log(`placing orders at ${settings.orderRate}/s for ${settings.seconds}s, then waiting for every email`);
      const sustained = await measure({ url: shop.url, requests: orders.requests({ phase: 'sustained' }), ...load, rate: settings.orderRate });
      const checked = await emailsSent();
      report.paths.placeOrder.sustained = { rate: settings.orderRate, ...sustained, ...checked.phases.sustained };
      report.orders = checked.totals;
      if (checked.totals.missingEmails > 0 || checked.totals.duplicateEmails > 0) exitCode = 1;
    }

    report.seconds = Math.round((performance.now() - started) / 1000);
    console.log(formatTable(report));
    if (settings.out) {
      writeFileSync(settings.out, `${JSON.stringify(report, null, 2)}\n`);
      log(`Figures written to ${settings.out}`);
    }
  } finally {
    await shop.stop();
    await baseline.stop();
  }
  return exitCode;
}

function rateTitle(rate, title) {
  return rate ? `${title} at ${rate} req/s` : title;
}

function machine() {
  return { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version };
}


main().then(
  (code) => process.exit(code),
  (error) => {
    log(`bench failed: ${error.message}`);
    process.exit(1);
  },
);
