import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { loadConfig, type z } from '@shop/config';

// Finding 1 and 2 of issue 14: sessions and payments forged with credentials anyone can read in
// the source. Each deployable that holds a credential is started as production starts it, with
// one published credential (or none where the source's default is the sandbox's), and must
// refuse to start, naming the setting and never echoing the value.

const root = join(__dirname, '../../..');
const EX_CONFIG = 78;
const own = (name: string) => `${name.toLowerCase()}-of-this-shop-${'x'.repeat(24)}`;

/** What each deployable needs to start in production, every credential its own. */
const DEPLOYABLES = {
  gateway: {
    script: 'gateway/dist/main.js',
    env: { SESSION_SECRET: own('SESSION_SECRET'), GOOGLE_CLIENT_ID: '1234-shop.apps.googleusercontent.com' },
  },
  order: {
    script: 'services/order/dist/main.js',
    env: {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop_order',
      HEALTH_PORT: '1',
      PHONEPE_CLIENT_ID: 'M22SHOPLIVE',
      PHONEPE_CLIENT_SECRET: own('PHONEPE_CLIENT_SECRET'),
      PHONEPE_WEBHOOK_USERNAME: own('PHONEPE_WEBHOOK_USERNAME'),
      PHONEPE_WEBHOOK_PASSWORD: own('PHONEPE_WEBHOOK_PASSWORD'),
    },
  },
  customer: {
    script: 'services/customer/dist/main.js',
    env: { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop_customer', HEALTH_PORT: '1', GOOGLE_CLIENT_ID: '1234-shop.apps.googleusercontent.com', STAFF_OWNER_EMAIL: 'owner@curatedartdecor.in' },
  },
} as const;

function start(deployable: keyof typeof DEPLOYABLES, change: Record<string, string | undefined>) {
  const { script, env } = DEPLOYABLES[deployable];
  const settings: Record<string, string> = { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'silent', NATS_URL: 'nats://127.0.0.1:1' };
  for (const [name, value] of Object.entries({ ...env, ...change })) if (value !== undefined) settings[name] = value;
  // It exits on its configuration before connecting anywhere; the timeout only guards a regression.
  const run = spawnSync(process.execPath, [join(root, script)], { env: settings, encoding: 'utf8', timeout: 15_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const published = 'is a published sandbox or default credential';

describe.each([
  ['gateway', 'SESSION_SECRET', 'development-only-session-secret-not-for-production', published],
  ['gateway', 'SESSION_SECRET', 'local-compose-session-secret-change-me-0123456789', published],
  ['gateway', 'SESSION_SECRET', undefined, 'missing required setting SESSION_SECRET'],
  ['gateway', 'GOOGLE_CLIENT_ID', 'sandbox-client.apps.googleusercontent.com', published],
  ['gateway', 'GOOGLE_CLIENT_ID', undefined, 'missing required setting GOOGLE_CLIENT_ID'],
  ['order', 'PHONEPE_CLIENT_ID', 'SANDBOX_CLIENT', published],
  ['order', 'PHONEPE_CLIENT_ID', undefined, 'missing required setting PHONEPE_CLIENT_ID'],
  ['order', 'PHONEPE_CLIENT_SECRET', 'sandbox-secret', published],
  ['order', 'PHONEPE_CLIENT_SECRET', undefined, 'missing required setting PHONEPE_CLIENT_SECRET'],
  ['order', 'PHONEPE_WEBHOOK_USERNAME', 'sandbox-webhook', published],
  ['order', 'PHONEPE_WEBHOOK_PASSWORD', 'sandbox-webhook-secret', published],
  ['order', 'PHONEPE_WEBHOOK_PASSWORD', undefined, 'missing required setting PHONEPE_WEBHOOK_PASSWORD'],
  ['customer', 'GOOGLE_CLIENT_ID', 'sandbox-client.apps.googleusercontent.com', published],
  ['customer', 'GOOGLE_CLIENT_ID', undefined, 'missing required setting GOOGLE_CLIENT_ID'],
] as const)('%s in production with %s = %p', (deployable, name, value, problem) => {
  it('refuses to start, naming the setting and not its value', () => {
    const { status, output } = start(deployable, { [name]: value });
    expect(status).toBe(EX_CONFIG);
    expect(output).toContain(problem === published ? `setting ${name} is invalid: ${published}` : problem);
    if (value) expect(output).not.toContain(value);
  });
});

/** The one settings schema a deployable's `config.ts` exports, which its main loads at start-up. */
async function settingsSchemaOf(deployable: keyof typeof DEPLOYABLES): Promise<z.ZodObject> {
  const path = join(root, deployable === 'gateway' ? 'gateway/src/config' : `services/${deployable}/src/config`);
  const schemas = Object.values((await import(path)) as Record<string, unknown>).filter((value) => typeof (value as z.ZodObject).safeParse === 'function');
  expect(schemas).toHaveLength(1);
  return schemas[0] as z.ZodObject;
}

describe('a deployable whose every credential is its own', () => {
  // Read in-process: a process that passes its check goes on to connect to NATS, so its exit says nothing quickly.
  it.each(Object.keys(DEPLOYABLES) as Array<keyof typeof DEPLOYABLES>)('%s passes its configuration check in production', async (deployable) => {
    const schema = await settingsSchemaOf(deployable);
    expect(() => loadConfig(schema, { NODE_ENV: 'production', ...DEPLOYABLES[deployable].env })).not.toThrow();
  });
});
