import { Counter, Gauge, Histogram, register } from 'prom-client';

/**
 * Every process has one Prometheus registry, read at its health port's /metrics. Services
 * define their own metrics with these classes; `metric` keeps a second definition (a module
 * loaded twice, a test creating a service twice) from throwing.
 */
export { Counter, Gauge, Histogram };

export function metric<T>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export const rpcServerRequests = metric(
  'rpc_server_requests_total',
  () => new Counter({ name: 'rpc_server_requests_total', help: 'Requests answered, by subject and status', labelNames: ['subject', 'status'] }),
);
export const rpcServerDuration = metric(
  'rpc_server_request_duration_seconds',
  () => new Histogram({ name: 'rpc_server_request_duration_seconds', help: 'Time to answer a request', labelNames: ['subject'], buckets: latencyBuckets }),
);
export const rpcClientRequests = metric(
  'rpc_client_requests_total',
  () => new Counter({ name: 'rpc_client_requests_total', help: 'Requests sent, by subject and status', labelNames: ['subject', 'status'] }),
);
export const rpcClientDuration = metric(
  'rpc_client_request_duration_seconds',
  () => new Histogram({ name: 'rpc_client_request_duration_seconds', help: 'Round trip of a request', labelNames: ['subject'], buckets: latencyBuckets }),
);
export const eventsConsumed = metric(
  'events_consumed_total',
  () => new Counter({ name: 'events_consumed_total', help: 'Events handled, by subject and outcome', labelNames: ['subject', 'outcome'] }),
);
export const outboxPending = metric(
  'outbox_pending_events',
  () => new Gauge({ name: 'outbox_pending_events', help: 'Outbox rows not yet published' }),
);
export const outboxLag = metric(
  'outbox_lag_seconds',
  () => new Gauge({ name: 'outbox_lag_seconds', help: 'Age of the oldest unpublished outbox row' }),
);
