import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { dropDatabase } from '@shop/database';
import {
  freePort,
  migrateBuiltService,
  SandboxProcess,
  startPrivateNats,
  ServiceProcess,
  startMailSink,
  TEST_NATS_URL,
  TEST_SECRETS,
  uniqueDatabaseUrl,
  type MailSink,
} from '@shop/testing';
import { gatewayConfigSchema } from '../../src/config';
import { createGateway } from '../../src/create-gateway';

const workspaceRoot = join(__dirname, '..', '..', '..');
const WITH_DATABASES = ['catalog', 'pricing', 'customer', 'order', 'wishlist', 'review', 'trade'] as const;

export interface Shop {
  base: string;
  mail: MailSink;
  sandbox: SandboxProcess;
  services: Record<string, ServiceProcess>;
  /** Each service's own database, by service name. */
  databases: Record<string, string>;
  /** The media folder the gateway and the media service share (a fresh temporary one). */
  mediaDir: string;
  /**
   * The shop's own NATS server (JetStream with a throw-away store): its durable consumers start
   * from its own first event, never from what earlier tests left in a shared stream, and no other
   * test's services answer its requests. A second gateway beside the shop takes NATS_URL from it.
   */
  natsUrl: string;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  stop(): Promise<void>;
}

/**
 * The whole shop for a test: the gateway in-process; every service as its own built process
 * with a fresh database; the provider sandbox; maildev as the mail sink. Real Postgres, NATS, Redis.
 */
export async function startShop(
  env: {
    order?: Record<string, string>;
    review?: Record<string, string>;
    trade?: Record<string, string>;
    gateway?: Record<string, string>;
    /** With these settings, the page renderer too (the built frontend/dist and dist-server), and the gateway serving pages. */
    renderer?: Record<string, string>;
  } = {},
): Promise<Shop> {
  const databases = Object.fromEntries(WITH_DATABASES.map((name) => [name, uniqueDatabaseUrl(name)]));
  const gatewayPort = await freePort();
  const base = `http://127.0.0.1:${gatewayPort}`;
  const mail = await startMailSink();
  const sandbox = new SandboxProcess({ PHONEPE_WEBHOOK_URL: `${base}/api/payments/phonepe/webhook` });
  const services: Record<string, ServiceProcess> = {};
  const mediaDir = mkdtempSync(join(tmpdir(), 'shop-media-'));
  const nats = await startPrivateNats();
  const natsUrl = nats?.url ?? TEST_NATS_URL;
  let gateway: INestApplication | undefined;
  const stop = async () => {
    await gateway?.close();
    await Promise.all(Object.values(services).map((s) => s.stop()));
    await nats?.stop();
    await sandbox.stop();
    await mail.stop();
    for (const url of Object.values(databases)) await dropDatabase(url);
    rmSync(mediaDir, { recursive: true, force: true });
  };

  // A shop that fails to start stops what it started: processes left running would keep jest from exiting.
  try {
    const sandboxUrl = await sandbox.start();
    await Promise.all(WITH_DATABASES.map((name) => migrateBuiltService(name, databases[name])));
    const common = { NATS_URL: natsUrl, LOG_LEVEL: 'warn', STOREFRONT_URL: 'http://shop.test' };
    const ownSettings: Record<string, Record<string, string>> = {
      customer: {
        GOOGLE_TOKENINFO_URL: `${sandboxUrl}/oauth2/v3/tokeninfo`,
        GOOGLE_USERINFO_URL: `${sandboxUrl}/oauth2/v3/userinfo`,
      },
      order: { PHONEPE_BASE_URL: `${sandboxUrl}/apis/pg-sandbox`, ...env.order },
      review: { REVIEW_UNSUBSCRIBE_SECRET: randomUUID() + randomUUID(), QUEUE_PREFIX: `test-${gatewayPort}-${Date.now()}`, ...env.review },
      trade: { ...env.trade },
    };
    for (const name of WITH_DATABASES) {
      services[name] = new ServiceProcess(name, { ...common, DATABASE_URL: databases[name], ...ownSettings[name] }, await freePort());
    }
    // A queue of this test run's own: other stacks on the same Redis must not take its jobs.
    const queuePrefix = `test-${gatewayPort}-${Date.now()}`;
    services.notification = new ServiceProcess(
      'notification',
      { ...common, SMTP_PORT: String(mail.smtpPort), QUEUE_PREFIX: queuePrefix },
      await freePort(),
    );
    services.media = new ServiceProcess('media', { ...common, QUEUE_PREFIX: queuePrefix, MEDIA_DIR: mediaDir }, await freePort());
    // Every start settles before any failure is reported, so none is still polling when the shop stops.
    const started = await Promise.allSettled(Object.values(services).map((s) => s.start()));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;

    const pages: Record<string, string> = {};
    if (env.renderer) {
      const rendererPort = await freePort();
      const staticDir = join(workspaceRoot, 'frontend', 'dist');
      pages.STATIC_DIR = staticDir;
      pages.RENDERER_URL = `http://127.0.0.1:${rendererPort}`;
      services.renderer = new ServiceProcess(
        'renderer',
        { NODE_ENV: 'production', PORT: String(rendererPort), GATEWAY_URL: base, STATIC_DIR: staticDir, ...env.renderer },
        await freePort(),
        join('frontend', 'dist-server', 'main.js'),
      );
      await services.renderer.start();
    }

    // The tests stand in for a proxy on loopback: X-Forwarded-For makes each request a client of its own.
    gateway = await startGateway(
      { NATS_URL: natsUrl, GOOGLE_AUTHORIZATION_URL: `${sandboxUrl}/o/oauth2/v2/auth`, GOOGLE_TOKEN_URL: `${sandboxUrl}/token`, TRUST_PROXY: 'loopback', MEDIA_DIR: mediaDir, ...pages, ...env.gateway },
      gatewayPort,
    );
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }

  return {
    base,
    mail,
    sandbox,
    services,
    databases,
    mediaDir,
    natsUrl,
    post: (path, body, headers = {}) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }),
    stop,
  };
}

/**
 * A gateway in-process on the test NATS, listening on loopback: the shop's, or a second one with
 * other settings beside it. `settings` are added to the test defaults. Each counts rate limits on
 * its own (a Redis key prefix of its own) unless given a RATE_LIMIT_KEY_PREFIX: tests running at
 * once, and runs within a minute of each other, share the test Redis and the client 127.0.0.1.
 */
export async function startGateway(settings: Record<string, string> = {}, port?: number): Promise<INestApplication> {
  const gateway = await createGateway(
    gatewayConfigSchema.parse({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      NATS_URL: TEST_NATS_URL,
      SESSION_SECRET: TEST_SECRETS.SESSION_SECRET,
      GOOGLE_CLIENT_SECRET: TEST_SECRETS.GOOGLE_CLIENT_SECRET,
      REQUEST_TIMEOUT_MS: 5000,
      SHUTDOWN_GRACE_MS: 1000,
      RATE_LIMIT_KEY_PREFIX: `test:rate-limit:${randomUUID()}`,
      ...settings,
    }),
  );
  try {
    await gateway.listen(port ?? (await freePort()), '127.0.0.1');
  } catch (error) {
    await gateway.close();
    throw error;
  }
  return gateway;
}

/** A new order number, always 20 characters long (`ORD-`, the time in ms and three random digits): tests may size input by it. */
export const orderNumber = () => `ORD-${Date.now()}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
