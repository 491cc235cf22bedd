// Starts the real shop (gateway + every service, as built) for the browser tests: on its own
// ports, its own fresh databases and a private NATS server, so it runs beside a development
// stack without answering (or stealing) its requests.
import { startIsolatedStack } from './isolated-stack.mjs';

/** The back office's owner in this stack; the browser tests sign in as them through the sandbox's Google. */
const DEFAULT_STAFF_OWNER_EMAIL = 'owner@example.in';

export default async function globalSetup() {
  const databasePrefix = process.env.E2E_DATABASE_PREFIX ?? 'shop_e2e_';
  const staffOwnerEmail = process.env.E2E_STAFF_OWNER_EMAIL ?? DEFAULT_STAFF_OWNER_EMAIL;
  const shop = await startIsolatedStack({
    databasePrefix,
    gatewayPort: Number(process.env.E2E_GATEWAY_PORT ?? 18080),
    healthPortOffset: Number(process.env.E2E_HEALTH_PORT_OFFSET ?? 1000),
    // Named here rather than left to the stack's default, so the tests and the stack agree on who the owner is.
    env: {
      STAFF_OWNER_EMAIL: staffOwnerEmail,
      // Every browser test comes from 127.0.0.1: one client standing for many shoppers, designers
      // and staff signing in within a minute. The per-client limits have integration tests of their own.
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
      RATE_LIMIT_DESIGNER_SIGN_IN_PER_MINUTE: '1000',
      RATE_LIMIT_PINCODE_LOOKUPS_PER_MINUTE: '1000',
    },
    log: (line) => process.stderr.write(`[e2e] ${line}\n`),
  });
  // Jest starts the test processes after this, with this process's environment: that is how the
  // tests learn where the stack answers.
  process.env.E2E_BASE_URL = shop.url;
  process.env.E2E_DATABASE_PREFIX = databasePrefix;
  process.env.E2E_MAIL_URL = shop.mail.webUrl;
  process.env.E2E_STAFF_OWNER_EMAIL = staffOwnerEmail;
  globalThis.__shopE2E = shop;
}
