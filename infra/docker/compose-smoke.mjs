// The compose smoke test: docker-compose.yml started from the images `npm run images` built, on the
// host's network (infra/docker/compose.host-network.yml), used as a shopper uses it, then removed.
//   npm run images && npm run compose:smoke
// It waits until every container is healthy (the one-shot migrations: finished), fetches a
// product's page through the gateway and checks the page renderer rendered it, places a cash on
// delivery order through the gateway as the checkout does (the customer first, then the order
// with the checkout cookie that answer set), finds the order's confirmation email in the mail
// sink, tracks the order with its email, and finally stops and removes every container, network
// and volume it started, whatever happened. Postgres, Redis, NATS and the mail sink are the images
// `npm run images` made unless POSTGRES_IMAGE, REDIS_IMAGE, NATS_IMAGE or MAIL_IMAGE name others.
// It never touches the machine's own databases: everything listens on ports of its own.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

import { ROOT } from '../dev/paths.mjs';
import { DEPLOYABLES, imageOf, localImageOf } from './images.mjs';
import smokeStacks from './smoke-stacks.cjs';

const { abandonedSmokeProjects, processRuns, smokeProjectOf } = smokeStacks;

/** Where the stack answers on the host's network: the addresses in compose.host-network.yml. */
const GATEWAY = 'http://127.0.0.1:38080';
const MAIL_API = 'http://127.0.0.1:31080';
const PORTS = {
  postgres: 35432,
  redis: 36379,
  nats: 34222,
  'nats monitoring': 38222,
  'mail SMTP': 31025,
  'mail web': 31080,
  sandbox: 38090,
  gateway: 38080,
  'gateway health': 39100,
  renderer: 38085,
  'renderer health': 39110,
};
for (let port = 39101; port <= 39109; port += 1) PORTS[`service health ${port}`] = port;

const HEALTHY_WITHIN_MS = 300_000;
const EMAIL_WITHIN_MS = 60_000;
const PROJECT = smokeProjectOf(process.pid);

const log = (message) => process.stdout.write(`${message}\n`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function composeCommand() {
  const works = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
  if (works('docker-compose', ['version'])) return ['docker-compose'];
  if (works('docker', ['compose', 'version'])) return ['docker', 'compose'];
  throw new Error('neither docker-compose nor the docker compose plugin is installed (Debian: apt-get install docker-compose)');
}

/** Runs a command, answering its output; rejects with that output on a non-zero exit. */
function capture(command, args, { env = process.env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.slice(0, 6).join(' ')} … exited with ${code}:\n${output}`))));
  });
}

const portTaken = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** The ids (or, with `--format`, the lines) Docker lists of one kind: `docker <kind> ls …`. */
function dockerList(kind, ...args) {
  return spawnSync('docker', [kind, 'ls', ...(kind === 'container' ? ['--all'] : []), ...args], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
}

/** The ids of one kind of Docker object (container, volume, network) that belong to a compose project. */
const projectItems = (kind, project) => dockerList(kind, '--quiet', '--filter', `label=com.docker.compose.project=${project}`);

/**
 * Removes what earlier smoke runs that ended without cleaning up left: their containers (which
 * Docker restarts with the engine, holding this run's ports), volumes and networks.
 */
function removeAbandonedStacks() {
  const count = (items, noun) => `${items.length} ${noun}${items.length === 1 ? '' : 's'}`;
  const projectsOf = (kind) => dockerList(kind, '--filter', 'label=com.docker.compose.project', '--format', '{{.Label "com.docker.compose.project"}}');
  for (const project of abandonedSmokeProjects([...projectsOf('container'), ...projectsOf('volume')], processRuns)) {
    const containers = projectItems('container', project);
    if (containers.length) spawnSync('docker', ['container', 'rm', '--force', '--volumes', ...containers]);
    const volumes = projectItems('volume', project);
    if (volumes.length) spawnSync('docker', ['volume', 'rm', '--force', ...volumes]);
    const networks = projectItems('network', project);
    if (networks.length) spawnSync('docker', ['network', 'rm', ...networks]);
    log(`✓ removed ${project}, which a run that ended without cleaning up left: ${count(containers, 'container')}, ${count(volumes, 'volume')}, ${count(networks, 'network')}`);
  }
}

/** The credentials the shop and the sandbox share, made at random for this run only. */
function credentials() {
  const hex = (bytes) => randomBytes(bytes).toString('hex');
  return {
    SESSION_SECRET: hex(32),
    GOOGLE_CLIENT_ID: `smoke-${hex(8)}.apps.googleusercontent.com`,
    GOOGLE_CLIENT_SECRET: hex(16),
    PHONEPE_CLIENT_ID: `SMOKE_${hex(8).toUpperCase()}`,
    PHONEPE_CLIENT_SECRET: hex(32),
    PHONEPE_WEBHOOK_USERNAME: `webhook-${hex(6)}`,
    PHONEPE_WEBHOOK_PASSWORD: hex(32),
    REVIEW_UNSUBSCRIBE_SECRET: hex(32),
  };
}

async function main() {
  const started = performance.now();
  const [compose, ...composePrefix] = composeCommand();
  if (spawnSync('docker', ['info'], { stdio: 'ignore' }).status !== 0) throw new Error('no Docker engine answers (start one: dockerd --iptables=false --bridge=none)');

  const images = {
    POSTGRES_IMAGE: process.env.POSTGRES_IMAGE ?? localImageOf('postgres'),
    REDIS_IMAGE: process.env.REDIS_IMAGE ?? localImageOf('redis'),
    NATS_IMAGE: process.env.NATS_IMAGE ?? localImageOf('nats'),
    MAIL_IMAGE: process.env.MAIL_IMAGE ?? localImageOf('maildev'),
  };
  const missing = [...Object.values(images), ...DEPLOYABLES.map(({ name }) => imageOf(name))].filter(
    (image) => spawnSync('docker', ['image', 'inspect', image], { stdio: 'ignore' }).status !== 0,
  );
  if (missing.length) throw new Error(`missing images (npm run images builds them): ${missing.join(', ')}`);
  removeAbandonedStacks();
  const taken = [];
  for (const [name, port] of Object.entries(PORTS)) if (await portTaken(port)) taken.push(`${name} ${port}`);
  if (taken.length) throw new Error(`ports the smoke stack needs are in use on 127.0.0.1: ${taken.join(', ')}`);

  // The compose file as Docker would run it on the host's network, without its published ports.
  const work = mkdtempSync(join(tmpdir(), 'compose-smoke-'));
  const envFile = join(work, 'smoke.env');
  writeFileSync(envFile, Object.entries({ ...credentials(), ...images, TAG: 'latest' }).map(([name, value]) => `${name}=${value}`).join('\n') + '\n', { mode: 0o600 });
  const merged = parse(
    await capture(compose, [...composePrefix, '--env-file', envFile, '-f', join(ROOT, 'docker-compose.yml'), '-f', join(ROOT, 'infra/docker/compose.host-network.yml'), 'config']),
  );
  for (const service of Object.values(merged.services)) {
    delete service.ports;
    delete service.build;
    if (service.network_mode !== 'host') throw new Error('infra/docker/compose.host-network.yml leaves a service off the host network');
  }
  delete merged.networks;
  const composeFile = join(work, 'docker-compose.smoke.yml');
  // As JSON, which is YAML too: compose reads YAML 1.1, where an unquoted `no` is false.
  writeFileSync(composeFile, JSON.stringify(merged, null, 2));
  const run = (...args) => capture(compose, [...composePrefix, '--project-name', PROJECT, '--file', composeFile, ...args]);

  let failed = false;
  const stop = async () => {
    log(`▸ stopping and removing ${PROJECT}: containers, networks, volumes`);
    await run('down', '--volumes', '--remove-orphans', '--timeout', '20').catch((error) => log(error.message));
    rmSync(work, { recursive: true, force: true });
    const left = projectItems('container', PROJECT);
    const volumes = projectItems('volume', PROJECT);
    if (left.length || volumes.length) throw new Error(`${PROJECT} left containers or volumes behind: ${[...left, ...volumes].join(' ')}`);
    log(`✓ nothing of ${PROJECT} is left`);
  };
  const interrupted = () => {
    log('interrupted: cleaning up');
    stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    let step = performance.now();
    log(`▸ docker-compose up (${PROJECT}, on the host's network)`);
    await run('up', '--detach', '--no-build');
    await waitUntilHealthy(run);
    log(`✓ every container healthy, the migrations done (${seconds(performance.now() - step)} since up)`);

    step = performance.now();
    const page = await productPage();
    log(`✓ ${page.path} came server-rendered through the gateway: "${page.title}" in its preview tags, ${page.bytes} bytes (${seconds(performance.now() - step)})`);

    step = performance.now();
    const order = await placeCodOrder();
    log(`✓ placed ${order.orderNumber} for ${order.email}: ${order.status}, ₹${order.totalAmount} (${seconds(performance.now() - step)})`);

    step = performance.now();
    const email = await confirmationEmail(order);
    log(`✓ "${email.subject}" to ${email.to.map((to) => to.address).join(', ')} in the mail sink (${seconds(performance.now() - step)})`);

    const tracked = await getJson(`/api/orders/track/${encodeURIComponent(order.orderNumber)}?email=${encodeURIComponent(order.email)}`);
    if (tracked.orderNumber !== order.orderNumber || tracked.totalAmount !== order.totalAmount) {
      throw new Error(`tracking answered another order: ${JSON.stringify(tracked).slice(0, 300)}`);
    }
    const wrongEmail = await fetch(`${GATEWAY}/api/orders/track/${encodeURIComponent(order.orderNumber)}?email=someone-else%40example.in`);
    if (wrongEmail.status !== 404) throw new Error(`tracking with another email answered ${wrongEmail.status}, not 404`);
    log(`✓ tracked ${tracked.orderNumber}: ${tracked.status}, ${tracked.items.length} item(s); another email finds nothing`);
  } catch (error) {
    failed = true;
    await showUnhealthy(run);
    throw error;
  } finally {
    process.removeListener('SIGINT', interrupted);
    process.removeListener('SIGTERM', interrupted);
    await stop();
    log(`${failed ? '✗' : '✓'} compose smoke test ${failed ? 'failed' : 'passed'} in ${seconds(performance.now() - started)}`);
  }
}

/** The containers of the project with their state: running, health, exit code. */
async function containers(run) {
  const ids = (await run('ps', '--all', '--quiet')).split('\n').filter(Boolean);
  if (ids.length === 0) return [];
  const format = '{{ index .Config.Labels "com.docker.compose.service" }}|{{ .State.Status }}|{{ if .State.Health }}{{ .State.Health.Status }}{{ end }}|{{ .State.ExitCode }}';
  return (await capture('docker', ['inspect', '--format', format, ...ids]))
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [service, status, health, exitCode] = line.split('|');
      return { service, status, health, exitCode: Number(exitCode) };
    });
}

/** Every long-running container healthy and every one-shot migration exited 0; fails fast on a crash. */
async function waitUntilHealthy(run) {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  let waitingFor = [];
  while (Date.now() < deadline) {
    const all = await containers(run);
    const failedMigrations = all.filter((container) => container.service.endsWith('-migrate') && container.status === 'exited' && container.exitCode !== 0);
    const crashed = all.filter((container) => !container.service.endsWith('-migrate') && (container.status === 'exited' || container.health === 'unhealthy'));
    if (failedMigrations.length || crashed.length) {
      throw new Error(`not healthy: ${[...failedMigrations, ...crashed].map((container) => `${container.service} ${container.status} ${container.health}`).join(', ')}`);
    }
    waitingFor = all.filter((container) =>
      container.service.endsWith('-migrate') ? container.status !== 'exited' : container.status !== 'running' || (container.health !== '' && container.health !== 'healthy'),
    );
    if (all.length > 0 && waitingFor.length === 0) return;
    await sleep(2000);
  }
  throw new Error(`not healthy within ${seconds(HEALTHY_WITHIN_MS)}: ${waitingFor.map((container) => `${container.service} ${container.status} ${container.health}`).join(', ')}`);
}

async function showUnhealthy(run) {
  try {
    const all = await containers(run);
    const suspects = all.filter((container) => container.health !== 'healthy' && !(container.service.endsWith('-migrate') && container.exitCode === 0));
    for (const { service } of suspects.length ? suspects : all) {
      log(`--- ${service}: last lines of its log`);
      log((await run('logs', '--no-color', '--tail', '40', service).catch((error) => error.message)).trimEnd());
    }
  } catch (error) {
    log(`could not read the containers' logs: ${error.message}`);
  }
}

async function getJson(path, init) {
  const response = await fetch(`${GATEWAY}${path}`, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text);
}

const unescapeHtml = (text) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * The first product's page as a browser asks for it: the page renderer's, with the product in its
 * preview tags, its markup and its data, not the SPA's empty shell (which the gateway serves when
 * the renderer is down or unset).
 */
async function productPage() {
  const [first] = await getJson('/api/products?limit=1');
  if (!first) throw new Error('GET /api/products answered no product: the catalog was not seeded');
  const product = await getJson(`/api/products/${first.id}`);
  const path = `/product/${product.id}`;
  const response = await fetch(`${GATEWAY}${path}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${html.slice(0, 300)}`);
  const title = unescapeHtml(/<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? '');
  const problems = [
    html.includes('<div id="root"></div>') && 'an empty #root (the SPA shell: is the renderer up, and RENDERER_URL set?)',
    !title.includes(product.title) && `no og:title naming "${product.title}"`,
    !html.includes('<meta property="og:type" content="product"') && 'no og:type product',
    !html.includes('<script id="shop-state" type="application/json">') && 'no data for the browser (#shop-state)',
  ].filter(Boolean);
  if (problems.length) throw new Error(`GET ${path} is not the rendered page: ${problems.join('; ')}`);
  return { path, title, bytes: Buffer.byteLength(html) };
}

/** A guest's cash on delivery order of the first product, as the checkout places one. */
async function placeCodOrder() {
  const [product] = await getJson('/api/products?limit=1');
  if (!product) throw new Error('GET /api/products answered no product: the catalog was not seeded');
  const details = await getJson(`/api/products/${product.id}`);
  const email = `smoke-${randomBytes(4).toString('hex')}@example.in`;
  const address = { address: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
  const customerResponse = await fetch(`${GATEWAY}/api/customers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstName: 'Smoke', lastName: 'Test', email, phone: '9876543210', ...address, country: 'India' }),
  });
  if (!customerResponse.ok) throw new Error(`POST /api/customers answered ${customerResponse.status}: ${await customerResponse.text()}`);
  const cookie = customerResponse.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('shop_checkout=') && pair.length > 'shop_checkout='.length);
  if (!cookie) throw new Error('POST /api/customers set no checkout cookie');
  const customer = await customerResponse.json();
  const orderNumber = `ORD-SMOKE-${Date.now()}`;
  const order = await getJson('/api/orders', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie },
    body: JSON.stringify({
      customerId: customer.id,
      orderNumber,
      status: 'pending',
      shippingAddress: address.address,
      shippingCity: address.city,
      shippingState: address.state,
      shippingPincode: address.pincode,
      shippingCountry: 'India',
      paymentStatus: 'pending',
      paymentMethod: 'cod',
      notes: null,
      items: [{ productId: details.id, productTitle: details.title, quantity: 1, size: details.availableSizes[0], medium: 'Museum-Grade Canvas', framing: 'No Frame' }],
    }),
  });
  if (order.orderNumber !== orderNumber) throw new Error(`the order came back as ${order.orderNumber}, not ${orderNumber}`);
  return { ...order, email };
}

/** The order's confirmation, as the mail sink received it (maildev's REST API). */
async function confirmationEmail(order) {
  const deadline = Date.now() + EMAIL_WITHIN_MS;
  while (Date.now() < deadline) {
    const response = await fetch(`${MAIL_API}/email`);
    if (response.ok) {
      const emails = await response.json();
      const email = emails.find((candidate) => candidate.subject?.includes(order.orderNumber) && candidate.to?.some((to) => to.address === order.email));
      if (email) return email;
    }
    await sleep(1000);
  }
  throw new Error(`no email about ${order.orderNumber} to ${order.email} in the mail sink within ${seconds(EMAIL_WITHIN_MS)}`);
}

main().catch((error) => {
  process.stderr.write(`npm run compose:smoke: ${error.message}\n`);
  process.exit(1);
});
