// The local stack, shared by `npm start`, `npm test` and the browser tests' global setup.
// Plain Node with built-ins only: it runs before `npm install` has.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

import { DATA_DIR, ROOT } from './paths.mjs';
import { ManagedProcess, defaultLog, describeExit, run, runInTerminal } from './processes.mjs';
import { localSecrets } from './local-secrets.mjs';
import { superviseCrashes } from './restarts.mjs';
import core from './stack-core.cjs';

export { ensureInfrastructure } from './infrastructure.mjs';
export { stopAll, timed } from './processes.mjs';
export { DATA_DIR, ROOT };

const { formatDuration, planStack, selectProcesses } = core;

/**
 * The Node.js flags of the services that need some (NODE_OPTIONS), as their container images and
 * manifests set them; the tests' service processes read the same file.
 */
const NODE_OPTIONS = JSON.parse(readFileSync(join(ROOT, 'infra', 'dev', 'node-options.json'), 'utf8'));

/**
 * Every NATS service, in the one place the scripts read. `database` is the name after the
 * prefix (`shop_` by default), null for a service without one; replicas of a service use
 * healthPort + 10, + 20, …; `nodeOptions` are the Node.js flags a service runs with.
 */
export const SERVICES = [
  // The catalog holds its catalogue's JSON outside the heap; a bounded heap keeps it under 300 MB at 50,000 products.
  { name: 'catalog', healthPort: 9101, database: 'catalog', nodeOptions: NODE_OPTIONS.catalog },
  { name: 'pricing', healthPort: 9102, database: 'pricing' },
  // The order service's live heap is small; without a bound V8 lets garbage pile up (exporting 100,000 orders passed 200 MB).
  { name: 'order', healthPort: 9103, database: 'order', nodeOptions: NODE_OPTIONS.order },
  { name: 'customer', healthPort: 9104, database: 'customer' },
  { name: 'wishlist', healthPort: 9105, database: 'wishlist' },
  { name: 'notification', healthPort: 9106, database: null },
  { name: 'media', healthPort: 9107, database: null },
  { name: 'review', healthPort: 9108, database: 'review' },
  { name: 'trade', healthPort: 9109, database: 'trade' },
];

const STATIC_DIR = join(ROOT, 'frontend', 'dist');
const DEFAULT_READY_TIMEOUT_MS = 60000;

/**
 * Installs dependencies when node_modules is missing or older than package-lock.json.
 * npm rewrites node_modules/.package-lock.json on every install, so its age tells when the last one ran.
 */
export async function ensureDependencies({ log = defaultLog } = {}) {
  const lock = join(ROOT, 'package-lock.json');
  const hasLock = existsSync(lock);
  const marker = [join(ROOT, 'node_modules', '.package-lock.json'), join(ROOT, 'node_modules')].find(existsSync);
  if (marker && (!hasLock || statSync(marker).mtimeMs >= statSync(lock).mtimeMs)) return;

  log(`  node_modules ${marker ? 'is older than package-lock.json' : 'is missing'}`);
  // Not npm ci: it refuses a lock that lacks other platforms' optional binaries (npm/cli#4828),
  // which a registry serving only this platform's cannot record. npm install follows the lock.
  log('  npm install');
  const code = await runInTerminal('npm', ['install', '--no-audit', '--no-fund'], { cwd: ROOT, env: process.env });
  if (code !== 0) throw new Error(`npm install failed (exit code ${code}); see its output above.`);
}

/** Newest modification time under `path` (a file or a folder, searched recursively); 0 when absent. */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs; // a deleted file only shows in its folder's time
  for (const entry of readdirSync(path)) {
    if (entry !== 'node_modules') newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/** The web build's inputs: the frontend's own files and the sources of the libs it may import. */
function webBuildInputs() {
  const frontend = join(ROOT, 'frontend');
  const ownFiles = readdirSync(frontend)
    .filter((entry) => !['dist', 'dist-server', 'node_modules', 'e2e'].includes(entry))
    .map((entry) => join(frontend, entry));
  const sharedLibs = readdirSync(join(ROOT, 'libs'))
    .map((lib) => join(ROOT, 'libs', lib))
    .filter((lib) => {
      try {
        const manifest = JSON.parse(readFileSync(join(lib, 'package.json'), 'utf8'));
        return manifest.nx?.tags?.includes('scope:shared');
      } catch {
        return false;
      }
    })
    .map((lib) => join(lib, 'src'));
  return [...ownFiles, ...sharedLibs, join(ROOT, 'package-lock.json')];
}

/**
 * Builds the backend (tsc -b is incremental by itself) and the SPA unless frontend/dist is
 * newer than everything it is built from. Output is shown only when a build fails.
 */
export async function build({ log = defaultLog } = {}) {
  const npm = (script) => run({ name: `npm run ${script}`, command: 'npm', args: ['run', script], cwd: ROOT, env: process.env });

  let started = performance.now();
  await npm('build:server');
  log(`  server: tsc -b (${formatDuration(performance.now() - started)})`);

  // Product images are generated, not committed; the generator skips when nothing changed.
  started = performance.now();
  await npm('build:media');
  log(`  media: product images (${formatDuration(performance.now() - started)})`);

  // The SPA and the page renderer are built together (npm run build:web); the older of the two counts.
  const built = Math.min(newestChange(join(STATIC_DIR, 'index.html')), newestChange(join(ROOT, 'frontend', 'dist-server', 'main.js')));
  if (built > 0 && webBuildInputs().every((input) => newestChange(input) < built)) {
    log('  web: frontend/dist and dist-server are up to date');
    return;
  }
  started = performance.now();
  await npm('build:web');
  log(`  web: vite build (${formatDuration(performance.now() - started)})`);
}

function assertBuilt(scripts) {
  const missing = scripts.filter((script) => !existsSync(join(ROOT, script)));
  if (missing.length > 0) {
    throw new Error(`Not built yet: ${missing.join(', ')}. Run \`npm run build\` (npm start does it for you).`);
  }
}

/** Runs the migrations (and seeds) of every service; each creates its database when missing. */
export async function migrateAll({ env = {}, databasePrefix, log = defaultLog } = {}) {
  const fullEnv = { ...process.env, ...env };
  const { migrations } = planStack({ services: SERVICES, env: fullEnv, staticDir: STATIC_DIR, databasePrefix });
  assertBuilt(migrations.map((migration) => migration.script));
  await Promise.all(
    migrations.map((migration) =>
      run({
        name: migration.name,
        command: process.execPath,
        args: [migration.script],
        cwd: ROOT,
        env: { ...fullEnv, ...migration.env },
        log,
      }),
    ),
  );
  if (fullEnv.CATALOG_PRODUCTS) await seedCatalog({ products: fullEnv.CATALOG_PRODUCTS, env: fullEnv, migrations, log });
}

/**
 * CATALOG_PRODUCTS=50000: the catalog holds that many products, the sample ones and generated
 * ones (`npm run seed:catalog`), so the shop can be tried at scale. Unset, nothing is added.
 */
async function seedCatalog({ products, env, migrations, log }) {
  const catalog = migrations.find((migration) => migration.service === 'catalog');
  const script = 'services/catalog/dist/seed/seed-catalog.js';
  assertBuilt([script]);
  await run({ name: 'seed:catalog', command: process.execPath, args: [script, '--products', String(products)], cwd: ROOT, env: { ...env, ...catalog.env }, log });
}

/** Development mail sink: SMTP on 1025, web page and REST API (`GET /email`) on 1080. */
export const MAIL_SINK = { smtpPort: 1025, webPort: 1080 };

/**
 * Starts maildev as the mail sink unless something already answers on its SMTP port.
 * Production sends through real SMTP settings instead (see the README).
 */
export async function startMailSink({ log = defaultLog } = {}) {
  if (await portAnswers(MAIL_SINK.smtpPort)) {
    log(`  mail sink: port ${MAIL_SINK.smtpPort} already answers, using it`);
    return { url: `http://localhost:${MAIL_SINK.webPort}`, stop: async () => {} };
  }
  const child = new ManagedProcess({
    name: 'maildev',
    command: process.execPath,
    args: [
      join(ROOT, 'node_modules', 'maildev', 'bin', 'maildev'),
      '--smtp', String(MAIL_SINK.smtpPort),
      '--web', String(MAIL_SINK.webPort),
      '--ip', '127.0.0.1',
      '--silent',
    ],
    cwd: ROOT,
    env: process.env,
    log,
  });
  child.start();
  const deadline = Date.now() + 15000;
  while (!(await portAnswers(MAIL_SINK.webPort))) {
    if (!child.running || Date.now() > deadline) {
      await child.stop();
      throw new Error(`The mail sink (maildev) did not start. Last output:\n${child.recentOutput()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `http://localhost:${MAIL_SINK.webPort}`, stop: () => child.stop() };
}

function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitUntilReady(child, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let lastAnswer = 'no answer yet';
  for (;;) {
    if (!child.running) {
      throw new Error(`${child.name} ${describeExit(await child.exited)} before it became ready. Last output:\n${child.recentOutput()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      lastAnswer = `HTTP ${response.status}`;
    } catch (error) {
      lastAnswer = error.cause?.code ?? error.message;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${child.name} did not become ready within ${formatDuration(timeoutMs)} (GET ${url}: ${lastAnswer}). ` +
          `Last output:\n${child.recentOutput()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Migrates, then starts every service replica and the gateway, and resolves when all are ready.
 *
 * @param {object} [options]
 * @param {NodeJS.ProcessEnv} [options.env]  settings on top of process.env for every process
 * @param {number} [options.gatewayPort]  default: PORT or 8080
 * @param {number} [options.healthPortOffset]  added to every service's health port, so a second stack fits beside the first
 * @param {string} [options.databasePrefix]  default `shop_`; e.g. `shop_e2e_` gives `shop_e2e_catalog`
 * @param {(line: string) => void} [options.log]  receives progress and the processes' output
 * @param {number} [options.readyTimeoutMs]
 * @param {boolean} [options.restartCrashed]  start a process that crashes again, with backoff (npm start)
 * @returns {Promise<{
 *   url: string,
 *   processes: ManagedProcess[],
 *   stop(): Promise<void>,
 *   kill(name: string): Promise<void>,
 *   restart(name: string): Promise<void>,
 * }>}  `kill` and `restart` take a process name (`catalog-2`) or a service name (all its replicas).
 */
export async function startStack({
  env = {},
  gatewayPort,
  healthPortOffset = 0,
  databasePrefix,
  log = defaultLog,
  readyTimeoutMs = DEFAULT_READY_TIMEOUT_MS,
  restartCrashed = false,
} = {}) {
  const fullEnv = { ...process.env, ...localSecrets(), ...env };
  const plan = planStack({ services: SERVICES, env: fullEnv, staticDir: STATIC_DIR, gatewayPort, healthPortOffset, databasePrefix });
  assertBuilt(plan.processes.map((spec) => spec.script));

  const busy = [];
  for (const spec of plan.processes) if (await portAnswers(spec.port)) busy.push(`${spec.port} (${spec.name})`);
  if (busy.length > 0) {
    throw new Error(
      `Port ${busy.join(', ')} is already in use; is another stack running? ` +
        'Stop it, or choose other ports (PORT for the gateway, healthPortOffset for the services).',
    );
  }

  await migrateAll({ env, databasePrefix, log });

  const labelWidth = Math.max(...plan.processes.map((spec) => spec.name.length));
  const processes = plan.processes.map((spec) => {
    const child = new ManagedProcess({
      name: spec.name,
      command: process.execPath,
      args: [spec.script],
      cwd: ROOT,
      env: { ...fullEnv, ...spec.env },
      log,
      labelWidth,
    });
    return Object.assign(child, { service: spec.service, port: spec.port, readyUrl: spec.readyUrl });
  });

  // Set as soon as stop() is called: a Ctrl-C reaches the processes too, and they may exit first.
  let stopping = false;
  const launch = (child) => {
    child.start();
    superviseCrashes(child, { log, keepRunning: () => !stopping, restart: restartCrashed });
    return waitUntilReady(child, child.readyUrl, readyTimeoutMs);
  };

  // The gateway first, then the services in parallel: nothing depends on the gateway.
  const stop = async () => {
    stopping = true;
    const gateway = processes.find((child) => child.service === 'gateway');
    await gateway.stop();
    await Promise.all(processes.filter((child) => child !== gateway).map((child) => child.stop()));
  };

  try {
    await Promise.all(processes.map(launch));
  } catch (error) {
    await stop();
    throw error;
  }

  const select = (name) => {
    const selected = selectProcesses(processes, name);
    if (selected.length === 0) {
      throw new Error(`No process or service named "${name}"; there are: ${processes.map((child) => child.name).join(', ')}`);
    }
    return selected;
  };

  return {
    url: plan.url,
    processes,
    stop,
    async kill(name) {
      await Promise.all(select(name).map((child) => child.kill()));
    },
    async restart(name) {
      const selected = select(name);
      await Promise.all(selected.map((child) => child.stop()));
      await Promise.all(selected.map(launch));
    },
  };
}
