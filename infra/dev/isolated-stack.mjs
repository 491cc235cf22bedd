// A whole shop of its own beside any other: a private NATS server, fresh databases under
// its own prefix, its own mail sink and email queue, on its own ports. The browser tests,
// the benchmark and the chaos run each start one, so they never answer (or steal) the
// requests of a development stack running on the same machine.
import { createRequire } from 'node:module';
import { SERVICES, ensureInfrastructure, startStack } from './stack.mjs';

const require = createRequire(import.meta.url);

/**
 * @param {object} options
 * @param {string} options.databasePrefix  e.g. `shop_e2e_`; its databases are dropped first
 * @param {number} options.gatewayPort
 * @param {number} options.healthPortOffset  added to every service's health port and the sandbox's
 * @param {NodeJS.ProcessEnv} [options.env]  extra settings for every process
 * @param {(line: string) => void} options.log
 */
export async function startIsolatedStack({ databasePrefix, gatewayPort, healthPortOffset, env = {}, log }) {
  // A queue of this start's own, removed at stop: a job an earlier run left in Redis (its
  // worker killed mid-job) would otherwise run here against this run's fresh databases.
  const queuePrefix = env.QUEUE_PREFIX ?? `${databasePrefix}queue_${Date.now().toString(36)}`;
  // Rate limits of its own too: they count in Redis, and its client (127.0.0.1) is a development stack's as well.
  const rateLimitPrefix = `${databasePrefix}rate_limit_${Date.now().toString(36)}`;
  const { startMailSink, startPrivateNats } = require('../../libs/testing/dist/index.js');
  const { dropDatabase } = require('../../libs/database/dist/index.js');

  const infrastructure = await ensureInfrastructure({ log });
  const server = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
  const databaseUrl = (service) => `${server}/${databasePrefix}${service.database}`;
  for (const service of SERVICES) if (service.database) await dropDatabase(databaseUrl(service));

  const nats = await startPrivateNats();
  const mail = await startMailSink();
  let stack;
  try {
    stack = await startStack({
      env: {
        LOG_LEVEL: 'warn',
        QUEUE_PREFIX: queuePrefix,
        RATE_LIMIT_KEY_PREFIX: rateLimitPrefix,
        SMTP_PORT: String(mail.smtpPort),
        ...(nats ? { NATS_URL: nats.url } : {}),
        ...env,
      },
      gatewayPort,
      healthPortOffset,
      databasePrefix,
      log,
    });
  } catch (error) {
    await nats?.stop();
    await mail.stop();
    await removeQueue(queuePrefix).catch(() => undefined);
    await infrastructure.stop();
    throw error;
  }

  return {
    url: stack.url,
    stack,
    nats,
    mail,
    /** The database URL of one service of this stack (`order` → …/shop_bench_order). */
    databaseUrl: (name) => databaseUrl(SERVICES.find((service) => service.name === name)),
    queuePrefix,
    async stop() {
      await stack.stop();
      await nats?.stop();
      await mail.stop();
      await removeQueue(queuePrefix);
      await infrastructure.stop();
    },
  };
}

/** Deletes a queue (its jobs and sent markers) from Redis. */
export async function removeQueue(prefix) {
  const { default: IORedis } = await import('ioredis');
  const redis = new IORedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
