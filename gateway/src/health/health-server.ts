import { createServer } from 'node:http';
import type { NatsConnection } from '@shop/messaging';
import { processLifecycle } from '@shop/service-runtime';
import { register } from 'prom-client';

/** Whether NATS answers a round trip within a second. */
export async function natsState(nc: NatsConnection): Promise<'connected' | 'closed' | 'unreachable'> {
  if (nc.isClosed()) return 'closed';
  const timeout = new Promise<'unreachable'>((resolve) => setTimeout(() => resolve('unreachable'), 1000).unref());
  return Promise.race([nc.flush().then(() => 'connected' as const, () => 'unreachable' as const), timeout]);
}

export interface HealthServer {
  port: number;
  close(): Promise<void>;
}

/**
 * The gateway's internal port, apart from the public one so metrics are never exposed to
 * shoppers: `/health/live`, `/health/ready` (503 once SIGTERM arrives, or while NATS is away)
 * and `/metrics` for Prometheus. It stays up until the gateway has finished shutting down.
 */
export function startHealthServer(port: number, nc: NatsConnection): Promise<HealthServer> {
  const server = createServer((request, response) => {
    const answer = (status: number, body: string, type = 'application/json') => {
      response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      response.end(body);
    };
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET') return answer(405, JSON.stringify({ statusCode: 405, message: 'Only GET' }));
    if (path === '/health/live') return answer(200, JSON.stringify({ status: 'ok' }));
    if (path === '/health/ready') {
      if (processLifecycle.stopping) return answer(503, JSON.stringify({ status: 'stopping' }));
      void natsState(nc).then((nats) =>
        answer(nats === 'connected' ? 200 : 503, JSON.stringify({ status: nats === 'connected' ? 'ok' : 'unavailable', nats })),
      );
      return;
    }
    if (path === '/metrics') {
      void register.metrics().then(
        (text) => answer(200, text, register.contentType),
        (error: Error) => answer(500, JSON.stringify({ statusCode: 500, message: error.message })),
      );
      return;
    }
    answer(404, JSON.stringify({ statusCode: 404, message: `Cannot GET ${path}` }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
