import { Counter, Gauge, Histogram, metric } from '@shop/messaging';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = metric(
  'http_requests_total',
  () =>
    new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route (its pattern, e.g. /api/products/:id) and status',
      labelNames: ['method', 'route', 'status'],
    }),
);
export const httpDuration = metric(
  'http_request_duration_seconds',
  () =>
    new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route',
      labelNames: ['method', 'route'],
      buckets: latencyBuckets,
    }),
);
export const httpInFlight = metric(
  'http_requests_in_flight',
  () => new Gauge({ name: 'http_requests_in_flight', help: 'HTTP requests received and not yet answered' }),
);

/**
 * Counts every request the gateway answers, including 404s, 429s and the SPA's files. Routes are
 * labelled by pattern, never by URL, so the number of series stays bounded whatever is asked.
 */
export function registerHttpMetrics(server: FastifyInstance): void {
  const open = new WeakSet<FastifyRequest>();
  const settle = (request: FastifyRequest) => {
    if (open.delete(request)) httpInFlight.dec();
  };
  server.addHook('onRequest', (request, _reply, done) => {
    open.add(request);
    httpInFlight.inc();
    done();
  });
  server.addHook('onResponse', (request, reply, done) => {
    settle(request);
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequests.inc({ method: request.method, route, status: reply.statusCode });
    httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
  server.addHook('onRequestAbort', (request, done) => {
    settle(request);
    done();
  });
}
