// One measurement: autocannon at full speed, or requests evenly spaced at a fixed rate.
import autocannon from 'autocannon';
import { sendAtRate } from './fixed-rate.mjs';

/** Nearest-rank percentile of sorted latencies (ms). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

const round = (value, digits = 2) => (value === null ? null : Number(value.toFixed(digits)));

/**
 * Answers `{ rps, p50, p95, p99, errors, requests, seconds }`. At full speed autocannon keeps
 * every connection busy; at a fixed rate `sendAtRate` spaces the requests evenly and `rps` counts
 * the answers that came while they were being sent. Latencies are every response's own time, so
 * p95 is exact rather than read off buckets. `errors` counts connection errors, timeouts and
 * answers outside 2xx.
 *
 * @param {object} options
 * @param {string} options.url  base URL
 * @param {Array<{ method?: string, path: string, headers?: object, body?: string, setupRequest?: Function }>} options.requests
 *   sent in turn on each connection
 * @param {number} options.seconds
 * @param {number} options.connections
 * @param {number} [options.rate]  requests per second for the whole run; full speed when absent
 */
export async function measure({ url, requests, seconds, connections, rate }) {
  if (rate) return measureAtRate({ url, requests, seconds, connections, rate });
  const latencies = [];
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: requests.map((request) => ({ method: 'GET', ...request })),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const non2xx = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .reduce((sum, [, stats]) => sum + Number(stats.count), 0);
  return {
    rps: round(latencies.length / result.duration, 0),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors: result.errors + non2xx,
    requests: latencies.length,
    seconds: round(result.duration, 1),
    ...(non2xx > 0 ? { statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, Number(s.count)])) } : {}),
  };
}

async function measureAtRate(options) {
  const started = performance.now();
  const { latencies, errors, statusCodes, answeredInTime } = await sendAtRate(options);
  latencies.sort((a, b) => a - b);
  const non2xx = Object.entries(statusCodes).some(([code]) => !code.startsWith('2'));
  return {
    rps: round(answeredInTime / options.seconds, 0),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors,
    requests: latencies.length,
    seconds: round((performance.now() - started) / 1000, 1),
    ...(non2xx ? { statusCodes } : {}),
  };
}
