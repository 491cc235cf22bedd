// Starts the real shop (gateway + every service) on test ports and test databases, beside
// any development stack, and hands its URL to the browser tests.
import { ensureInfrastructure, startStack } from './stack.mjs';

export default async function globalSetup() {
  const log = (line) => process.stderr.write(`[e2e] ${line}\n`);
  const infrastructure = await ensureInfrastructure({ log });
  const stack = await startStack({
    gatewayPort: Number(process.env.E2E_GATEWAY_PORT ?? 18080),
    healthPortOffset: 1000,
    databasePrefix: 'shop_e2e_',
    log,
  });
  process.env.E2E_BASE_URL = stack.url;
  globalThis.__shopE2E = { stack, infrastructure };
}
