// Full-speed measurement with wrk (Debian's package `wrk`), for `npm run bench -- --client wrk`.
// autocannon runs in Node, on the same two cores as the shop: on a path with a large answer (a
// product page's HTML is ~23 kB) it runs out of CPU before the shop does and measures itself.
// wrk, in C, costs a fraction of that per request.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether wrk is installed (`apt-get install wrk`). */
export function wrkAvailable() {
  return spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
}

/** Whether wrk can send these requests: fixed ones, sent in turn; not ones made afresh by `setupRequest`. */
export function wrkCanSend(requests) {
  return requests.every((request) => request.setupRequest === undefined);
}

/** A Lua long string, safe for any text that does not contain its closing bracket. */
function luaString(text) {
  let level = '=';
  while (text.includes(`]${level}]`)) level += '=';
  return `[${level}[${text}]${level}]`;
}

/** wrk's script: the requests in turn on each connection, then one JSON line of figures. */
export function wrkScript(requests) {
  const formatted = requests.map(({ method = 'GET', path, headers = {}, body }) => {
    const headerTable = Object.entries(headers).map(([name, value]) => `[ ${luaString(name)} ] = ${luaString(String(value))}`).join(', ');
    return `wrk.format(${luaString(method)}, ${luaString(path)}, { ${headerTable} }${body === undefined ? '' : `, ${luaString(body)}`})`;
  });
  // Made in init, which wrk calls once it knows the Host header that wrk.format adds.
  return `local requests
init = function()
  requests = { ${formatted.join(',\n')} }
end
local next = 0
request = function()
  next = next % #requests + 1
  return requests[next]
end
done = function(summary, latency)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"microseconds":%d,"errors":%d,"p50":%.3f,"p95":%.3f,"p99":%.3f}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout + e.status,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000))
end
`;
}

/** As `measure` at full speed: `{ rps, p50, p95, p99, errors, requests, seconds }`, answers of 400 and over counting as errors. */
export async function measureWithWrk({ url, requests, seconds, connections }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  const script = join(dir, 'requests.lua');
  writeFileSync(script, wrkScript(requests));
  try {
    const output = await new Promise((resolve, reject) => {
      const child = spawn('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, url], { stdio: ['ignore', 'pipe', 'inherit'] });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}: ${text}`))));
    });
    const line = output.split('\n').find((candidate) => candidate.startsWith('{"requests"'));
    if (!line) throw new Error(`wrk printed no figures: ${output}`);
    const figures = JSON.parse(line);
    const measured = figures.microseconds / 1e6;
    return {
      rps: Math.round(figures.requests / measured),
      p50: figures.p50,
      p95: figures.p95,
      p99: figures.p99,
      errors: figures.errors,
      requests: figures.requests,
      seconds: Number(measured.toFixed(1)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
