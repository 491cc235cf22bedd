// Fixed-rate mode: requests evenly spaced in time, whether or not the earlier ones were answered.
//
// autocannon's own rate option is not this: each connection sends back to back until it has made
// its share of the second's requests, then waits for the next second, so a "100/s" run is a burst
// of 100 at full speed every second, and its latencies are those of the burst. Here request i is
// due at start + i / rate, and its latency is counted from that moment (a request we could not
// send on time waited as a shopper would have). Shoppers do not wait for each other: a request
// gets a connection of its own when every open one is busy, up to MAX_IN_FLIGHT.
import http from 'node:http';

const MAX_IN_FLIGHT = 1024;

/**
 * @param {object} options
 * @param {string} options.url  base URL
 * @param {Array<{ method?: string, path: string, headers?: object, body?: string, setupRequest?: Function }>} options.requests
 *   sent in turn; `setupRequest(request)` may set the body of each one
 * @param {number} options.seconds  how long requests are sent for
 * @param {number} options.rate  requests per second
 * @returns {Promise<{ latencies: number[], errors: number, statusCodes: Record<string, number>, answeredInTime: number }>}
 *   `answeredInTime` counts the answers that came while requests were still being sent
 */
export async function sendAtRate({ url, requests, seconds, rate }) {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT });
  const latencies = [];
  const statusCodes = {};
  let errors = 0;
  let answeredInTime = 0;
  const total = Math.round(seconds * rate);
  const start = performance.now();
  const end = start + seconds * 1000;
  const pending = new Set();

  const send = (index) => {
    const template = requests[index % requests.length];
    const request = template.setupRequest ? template.setupRequest({ ...template }) : template;
    const due = start + (index * 1000) / rate;
    const answered = new Promise((resolve) => {
      const outgoing = http.request(
        {
          host: base.hostname,
          port: base.port,
          path: request.path,
          method: request.method ?? 'GET',
          headers: { ...request.headers, ...(request.body ? { 'content-length': Buffer.byteLength(request.body) } : {}) },
          agent,
          timeout: 10_000,
        },
        (response) => {
          response.resume();
          response.once('end', () => {
            const now = performance.now();
            latencies.push(now - due);
            statusCodes[response.statusCode] = (statusCodes[response.statusCode] ?? 0) + 1;
            if (response.statusCode < 200 || response.statusCode > 299) errors += 1;
            if (now <= end) answeredInTime += 1;
            resolve();
          });
        },
      );
      outgoing.once('timeout', () => outgoing.destroy(new Error('timed out')));
      outgoing.once('error', () => {
        errors += 1;
        resolve();
      });
      outgoing.end(request.body);
    });
    pending.add(answered);
    answered.then(() => pending.delete(answered));
  };

  let next = 0;
  while (next < total) {
    const now = performance.now();
    while (next < total && start + (next * 1000) / rate <= now) send(next++);
    if (next < total) await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + (next * 1000) / rate - performance.now())));
  }
  await Promise.all(pending);
  agent.destroy();
  return { latencies, errors, statusCodes, answeredInTime };
}
