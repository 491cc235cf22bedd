// CPU time per request in every process of a running shop (Linux: read from /proc), for the
// question a throughput figure cannot answer on two shared cores: which process a request costs
// what. Requests are made in a few streams, each to an address no one asked for before (a query
// of its own), so a page is rendered afresh every time.
//
//   node infra/perf/request-cpu.mjs                             uncached product pages of npm start's shop
//   node infra/perf/request-cpu.mjs --path /api/products/1      one API request, its answer compressed as a browser's
//   node infra/perf/request-cpu.mjs --path /api/categories --identity   the same, asked uncompressed
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const USAGE = `Usage: node infra/perf/request-cpu.mjs [options]
  --url URL        the shop (default http://localhost:8080, npm start's)
  --path PATH      what to ask for (default: the product pages, /product/1…/product/N in turn)
  --products N     how many products the product pages go through (default 8)
  --requests N     requests measured (default 400), after 30 unmeasured
  --streams N      requests at once (default 4)
  --identity       ask for answers uncompressed (default: Brotli or gzip, as a browser does)
  --help`;

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    path: { type: 'string' },
    products: { type: 'string', default: '8' },
    requests: { type: 'string', default: '400' },
    streams: { type: 'string', default: '4' },
    identity: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const requests = Number(values.requests);
const streams = Number(values.streams);
const products = Number(values.products);
if (![requests, streams, products].every((n) => Number.isInteger(n) && n > 0)) {
  console.error(USAGE);
  process.exit(2);
}

/** The shop's processes by what they run, as npm start and the images start them. */
function processName(commandLine) {
  if (commandLine.includes('dist-server/main.js')) return 'renderer';
  if (commandLine.includes('gateway/dist/main.js')) return 'gateway';
  if (commandLine.includes('nats-server')) return 'nats';
  if (commandLine.includes('postgres')) return 'postgres';
  if (commandLine.includes('redis-server')) return 'redis';
  return commandLine.match(/services\/([a-z-]+)\/dist\/main\.js/)?.[1] ?? null;
}

/** User and system CPU so far, in clock ticks (100 a second on Linux), of each of the shop's processes. */
function cpuTicks() {
  const ticks = new Map();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const name = processName(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '));
      if (name === null) continue;
      // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks.set(name, (ticks.get(name) ?? 0) + Number(fields[11]) + Number(fields[12]));
    } catch {
      // A process that ended meanwhile.
    }
  }
  return ticks;
}

let sent = 0;
const run = `${process.pid}-${Date.now()}`;
const headers = { accept: values.path ? 'application/json' : 'text/html', 'accept-encoding': values.identity ? 'identity' : 'br, gzip' };

async function ask() {
  sent += 1;
  const path = values.path ?? `/product/${1 + (sent % products)}`;
  const address = `${values.url}${path}${path.includes('?') ? '&' : '?'}cpu=${run}-${sent}`;
  const response = await fetch(address, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${address} answered ${response.status}`);
}

async function inStreams(count) {
  await Promise.all(Array.from({ length: streams }, async (_, stream) => {
    for (let i = stream; i < count; i += streams) await ask();
  }));
}

await inStreams(30);
const before = cpuTicks();
const started = performance.now();
const ownBefore = process.cpuUsage();
await inStreams(requests);
const own = process.cpuUsage(ownBefore);
const seconds = (performance.now() - started) / 1000;
const after = cpuTicks();

const perRequest = [...after].map(([name, ticks]) => [name, ((ticks - (before.get(name) ?? 0)) * 10) / requests]).sort((a, b) => b[1] - a[1]);
const total = perRequest.reduce((sum, [, ms]) => sum + ms, 0);
console.log(`${values.path ?? 'product pages'}: CPU per request, ${requests} requests in ${streams} streams (${Math.round(requests / seconds)}/s)`);
for (const [name, ms] of perRequest.filter(([, ms]) => ms >= 0.05)) console.log(`  ${name.padEnd(14)} ${ms.toFixed(2)} ms`);
console.log(`  ${'all'.padEnd(14)} ${total.toFixed(2)} ms`);
// What Node's fetch costs the asking side (as the page renderer's requests cost it before it had its own client).
console.log(`  ${'this client'.padEnd(14)} ${((own.user + own.system) / 1000 / requests).toFixed(2)} ms (Node's fetch)`);
