// Starts the real shop (gateway + every service, as built) for the browser tests: on its own
// ports, its own fresh databases and a private NATS server, so it runs beside a development
// stack without answering (or stealing) its requests.
import { createRequire } from 'node:module';
import { SERVICES, ensureInfrastructure, startStack } from './stack.mjs';

const require = createRequire(import.meta.url);

export default async function globalSetup() {
  const { startMailSink, startPrivateNats } = require('../../libs/testing/dist/index.js');
  const { dropDatabase } = require('../../libs/database/dist/index.js');
  const log = (line) => process.stderr.write(`[e2e] ${line}\n`);

  const infrastructure = await ensureInfrastructure({ log });
  const databasePrefix = process.env.E2E_DATABASE_PREFIX ?? 'shop_e2e_';
  const server = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
  for (const service of SERVICES) await dropDatabase(`${server}/${databasePrefix}${service.database}`);

  const nats = await startPrivateNats();
  // Emails the browser tests cause land in a mail sink of their own.
  const mail = await startMailSink();
  const stack = await startStack({
    env: {
      LOG_LEVEL: 'warn',
      QUEUE_PREFIX: `${databasePrefix}queue`,
      SMTP_PORT: String(mail.smtpPort),
      ...(nats ? { NATS_URL: nats.url } : {}),
    },
    gatewayPort: Number(process.env.E2E_GATEWAY_PORT ?? 18080),
    healthPortOffset: Number(process.env.E2E_HEALTH_PORT_OFFSET ?? 1000),
    databasePrefix,
    log,
  });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_DATABASE_PREFIX = databasePrefix;
  globalThis.__shopE2E = { stack, nats, mail, infrastructure };
}
