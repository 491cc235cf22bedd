export * from './private-nats';
export * from './test-database';
export * from './service-process';
export * from './migrate-service';
export * from './mail-sink';
export * from './sandbox-process';
export * from './until';
export * from './shopper';
