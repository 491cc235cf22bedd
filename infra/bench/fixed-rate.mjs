// Fixed-rate mode: requests evenly spaced in time, whether or not the earlier ones were answered.
//
// autocannon's own rate option is not this: each connection sends back to back until it has made
// its share of the second's requests, then waits for the next second, so a "100/s" run is a burst
// of 100 at full speed every second, and its latencies are those of the burst. Here request i is
// due at start + i / rate, and its latency is counted from that moment (a request we could not
// send on time waited as a shopper would have). Shoppers do not wait for each other: a request
// gets a connection of its own when every open one is busy, up to MAX_CONNECTIONS.
//
// The client is a few lines of HTTP/1.1 over keep-alive sockets, like autocannon's, because
// Node's http client costs several times the CPU per request and, at thousands of requests a
// second, would measure its own event loop rather than the shop.
import net from 'node:net';

const MAX_CONNECTIONS = 1024;
const TIMEOUT_MS = 10_000;
const HEADER_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('\r\n0\r\n\r\n');

/** One keep-alive connection that carries one request at a time. */
class Connection {
  constructor(host, port, onFree) {
    this.onFree = onFree;
    this.current = null;
    this.buffer = Buffer.alloc(0);
    this.closed = false;
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk) => this.read(chunk));
    this.socket.on('error', () => undefined);
    this.socket.on('close', () => {
      this.closed = true;
      this.finish(null);
    });
  }

  send(bytes, done) {
    this.current = { done, timer: setTimeout(() => this.socket.destroy(), TIMEOUT_MS) };
    this.socket.write(bytes);
  }

  read(chunk) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const headerEnd = this.buffer.indexOf(HEADER_END);
    if (headerEnd === -1) return;
    const head = this.buffer.subarray(0, headerEnd).toString('latin1');
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    let end;
    if (length) {
      end = headerEnd + 4 + Number(length[1]);
      if (this.buffer.length < end) return;
    } else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      const last = this.buffer.indexOf(CHUNKED_END, headerEnd);
      if (last === -1) return;
      end = last + CHUNKED_END.length;
    } else {
      end = headerEnd + 4;
    }
    this.buffer = this.buffer.subarray(end);
    if (/\r\nconnection: *close/i.test(head)) this.closed = true;
    this.finish(status);
  }

  /** `status` null: the connection failed or timed out before an answer. */
  finish(status) {
    if (!this.current) return;
    const { done, timer } = this.current;
    this.current = null;
    clearTimeout(timer);
    done(status);
    this.onFree(this);
  }
}

function requestBytes(base, request) {
  const body = request.body ?? '';
  const headers = Object.entries(request.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return Buffer.from(
    `${request.method ?? 'GET'} ${request.path} HTTP/1.1\r\nHost: ${base.host}\r\n${headers}` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

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
  const port = Number(base.port || 80);
  const latencies = [];
  const statusCodes = {};
  let errors = 0;
  let answeredInTime = 0;
  let outstanding = 0;
  const total = Math.round(seconds * rate);
  const start = performance.now();
  const end = start + seconds * 1000;
  const idle = [];
  const waiting = [];
  let open = 0;
  let allAnswered;
  const finished = new Promise((resolve) => (allAnswered = resolve));
  let sent = 0;

  const free = (connection) => {
    if (connection.closed) {
      open -= 1;
      connection.socket.destroy();
    } else idle.push(connection);
    if (waiting.length) dispatch(waiting.shift());
  };
  const dispatch = (job) => {
    let connection = idle.pop();
    // A keep-alive connection the server closed while it was idle.
    while (connection?.closed) {
      open -= 1;
      connection = idle.pop();
    }
    if (!connection) {
      if (open >= MAX_CONNECTIONS) return void waiting.push(job);
      open += 1;
      connection = new Connection(base.hostname, port, free);
    }
    connection.send(job.bytes, (status) => {
      const now = performance.now();
      if (status === null) errors += 1;
      else {
        latencies.push(now - job.due);
        statusCodes[status] = (statusCodes[status] ?? 0) + 1;
        if (status < 200 || status > 299) errors += 1;
        if (now <= end) answeredInTime += 1;
      }
      outstanding -= 1;
      if (outstanding === 0 && sent === total) allAnswered();
    });
  };

  while (sent < total) {
    const now = performance.now();
    while (sent < total && start + (sent * 1000) / rate <= now) {
      const template = requests[sent % requests.length];
      const request = template.setupRequest ? template.setupRequest({ ...template }) : template;
      outstanding += 1;
      dispatch({ bytes: requestBytes(base, request), due: start + (sent * 1000) / rate });
      sent += 1;
    }
    if (sent < total) await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + (sent * 1000) / rate - performance.now())));
  }
  if (outstanding > 0) await finished;
  for (const connection of idle) connection.socket.destroy();
  return { latencies, errors, statusCodes, answeredInTime };
}
