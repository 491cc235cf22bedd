// How a process runs: bootstrap, JSON logs, the health and metrics port, graceful shutdown.
// It builds on @shop/messaging (a service answers over NATS); messaging knows nothing of it.
export * from './json-logger';
export * from './lifecycle';
export * from './health.controller';
export * from './run-service';
