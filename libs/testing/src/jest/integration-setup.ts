import { startPrivateNats, type PrivateNats } from '../private-nats';
import { WORKER_NATS_URL } from './worker-nats';

/**
 * Jest global setup of the integration project: a private NATS server for each jest worker, so
 * that the services one test file starts never answer another file's requests. A worker's test
 * files find theirs in NATS_URL (set by worker-nats.ts from the worker's id).
 */
export default async function integrationSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const workers = Math.max(1, globalConfig.maxWorkers);
  const servers: PrivateNats[] = [];
  for (let worker = 1; worker <= workers; worker += 1) {
    const nats = await startPrivateNats();
    if (!nats) return; // no nats-server installed: the tests use NATS_URL as it is
    servers.push(nats);
    process.env[WORKER_NATS_URL(worker)] = nats.url;
  }
  process.env.NATS_URL = servers[0].url;
  (globalThis as { __privateNats?: PrivateNats[] }).__privateNats = servers;
}
