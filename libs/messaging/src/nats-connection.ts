import { connect, type NatsConnection } from '@nats-io/transport-node';

export type { NatsConnection };

export const NATS_CONNECTION = Symbol('NATS_CONNECTION');

/**
 * Connects and keeps reconnecting for as long as the process lives: a broker restart must
 * not take a service down, and replicas must come back into their queue group by themselves.
 */
export function connectNats(url: string, name: string): Promise<NatsConnection> {
  return connect({
    servers: url.split(','),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: true,
    pingInterval: 10_000,
    // Otherwise every request allocates an Error (and its stack) up front, in case it times out:
    // a tenth of the gateway's CPU under load. Our errors carry the subject instead.
    noAsyncTraces: true,
  });
}
