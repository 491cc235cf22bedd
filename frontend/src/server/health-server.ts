import { createServer, type Server } from 'node:http';

/**
 * The renderer's health port, as every service of the shop has: /health/live, /health/ready
 * (503 until `ready()`), and /metrics in Prometheus' text.
 */
export function healthServer(ready: () => boolean, metricsText: () => Promise<string>): Server {
  return createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (path === '/health/live') response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
    else if (path === '/health/ready') response.writeHead(ready() ? 200 : 503, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: ready() ? 'ok' : 'starting' }));
    else if (path === '/metrics') {
      void metricsText().then(
        (text) => response.writeHead(200, { 'Content-Type': 'text/plain; version=0.0.4' }).end(text),
        () => response.writeHead(500).end(),
      );
    } else response.writeHead(404).end();
  });
}
