// Starts the real shop (gateway + every service, as built) for the browser tests: on its own
// ports, its own fresh databases and a private NATS server, so it runs beside a development
// stack without answering (or stealing) its requests.
import { startIsolatedStack } from './isolated-stack.mjs';

export default async function globalSetup() {
  const databasePrefix = process.env.E2E_DATABASE_PREFIX ?? 'shop_e2e_';
  const shop = await startIsolatedStack({
    databasePrefix,
    gatewayPort: Number(process.env.E2E_GATEWAY_PORT ?? 18080),
    healthPortOffset: Number(process.env.E2E_HEALTH_PORT_OFFSET ?? 1000),
    log: (line) => process.stderr.write(`[e2e] ${line}\n`),
  });
  process.env.E2E_BASE_URL = shop.url;
  process.env.E2E_DATABASE_PREFIX = databasePrefix;
  globalThis.__shopE2E = shop;
}
