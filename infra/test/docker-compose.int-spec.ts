import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { parse } from 'yaml';

// docker-compose.yml against the list of deployables in infra/dev/stack.mjs, through
// `docker-compose config`: the compose file as Docker would run it (anchors merged, variables
// filled in), which needs no Docker engine.

const root = resolve(__dirname, '../..');

interface DependsOn {
  condition: string;
}
interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  command?: string[] | string;
  environment?: Record<string, string | number>;
  ports?: Array<string | { published?: string | number; target: number }>;
  container_name?: string;
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, DependsOn> | string[];
  deploy?: { replicas?: number };
  volumes?: Array<string | { source: string; target: string }>;
}
interface ServiceEntry {
  name: string;
  healthPort: number;
  database: string | null;
  nodeOptions?: string;
}

function composeCommand(): string[] {
  const works = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
  if (works('docker-compose', ['version'])) return ['docker-compose'];
  if (works('docker', ['compose', 'version'])) return ['docker', 'compose'];
  throw new Error('Neither docker-compose nor the docker compose plugin is installed (Debian: apt-get install docker-compose)');
}

/** An empty env file: a developer's own .env beside docker-compose.yml must not change what is checked. */
const noEnvFile = join(mkdtempSync(join(tmpdir(), 'compose-')), 'empty.env');
writeFileSync(noEnvFile, '');

/** The resolved compose file; only the variables given here are set, so defaults apply. */
function composeConfig(variables: Record<string, string> = {}): Record<string, ComposeService> {
  const [command, ...prefix] = composeCommand();
  const output = execFileSync(command, [...prefix, '--env-file', noEnvFile, '-f', join(root, 'docker-compose.yml'), 'config'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...variables },
    encoding: 'utf8',
  });
  return parse(output).services;
}

/** SERVICES as Node sees it: stack.mjs is an ES module, which this CommonJS test cannot import. */
function stackServices(): ServiceEntry[] {
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '--eval', 'const { SERVICES } = await import(process.argv[1]); console.log(JSON.stringify(SERVICES));', join(root, 'infra/dev/stack.mjs')],
    { encoding: 'utf8' },
  );
  return JSON.parse(output);
}

const dependencies = (service: ComposeService): Record<string, DependsOn> =>
  Array.isArray(service.depends_on)
    ? Object.fromEntries(service.depends_on.map((name) => [name, { condition: 'service_started' }]))
    : (service.depends_on ?? {});

const commandText = (service: ComposeService) => [service.command ?? []].flat().join(' ');

const dockerfileOf = (service: ComposeService) => {
  const { context, dockerfile } = service.build!;
  return isAbsolute(dockerfile) ? dockerfile : join(context, dockerfile);
};

const services = stackServices();
const compose = composeConfig();

describe('docker-compose.yml', () => {
  it('has an entry for every service in infra/dev/stack.mjs and for the gateway', () => {
    expect(services.length).toBeGreaterThan(0);
    for (const name of [...services.map((service) => service.name), 'gateway']) {
      expect(Object.keys(compose)).toContain(name);
    }
  });

  it.each(['postgres', 'redis', 'nats'])('gives %s a healthcheck for the others to wait on', (name) => {
    expect(compose[name].healthcheck?.test).toBeDefined();
  });

  it('runs NATS with JetStream', () => {
    expect(commandText(compose.nats)).toMatch(/(^|\s)(-js|--jetstream)(\s|$)/);
  });

  it('pins no container name anywhere, so any service can be scaled or run twice', () => {
    const named = Object.entries(compose).filter(([, service]) => service.container_name);
    expect(named.map(([name]) => name)).toEqual([]);
  });

  it('mounts the script that creates the databases, and it exists', () => {
    const script = compose.postgres.volumes
      ?.map((volume) => (typeof volume === 'string' ? volume.split(':')[0] : volume.source))
      .find((source) => source.endsWith('create-databases.sh'));
    expect(script).toBeDefined();
    expect(existsSync(script!)).toBe(true);
  });

  describe.each(services.map((service) => [service.name, service] as const))('service %s', (name, entry) => {
    const service = () => compose[name];

    it('is built from the shared service Dockerfile for its own folder', () => {
      expect(existsSync(dockerfileOf(service()))).toBe(true);
      expect(service().build?.args?.SERVICE).toBe(name);
      expect(existsSync(join(root, 'services', name, 'package.json'))).toBe(true);
    });

    it('publishes no host port and sets its health port as stack.mjs does', () => {
      expect(service().ports ?? []).toEqual([]);
      expect(String(service().environment?.HEALTH_PORT)).toBe(String(entry.healthPort));
    });

    it('runs with the Node.js flags stack.mjs gives it (the catalog: a bounded heap)', () => {
      expect(service().environment?.NODE_OPTIONS).toBe(entry.nodeOptions);
    });

    it(`scales with ${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_REPLICAS`, () => {
      const variable = `${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_REPLICAS`;
      expect(service().deploy?.replicas).toBe(1);
      expect(composeConfig({ [variable]: '3' })[name].deploy?.replicas).toBe(3);
    });
  });

  describe.each(services.filter((service) => service.database).map((service) => [service.name, service] as const))(
    'service %s with a database',
    (name, entry) => {
      const service = () => compose[name];

      it('uses its own database, which the Postgres init script creates', () => {
        const database = `shop_${entry.database}`;
        expect(service().environment?.DATABASE_URL).toBe(`postgres://postgres@postgres:5432/${database}`);
        expect(String(compose.postgres.environment?.SHOP_DATABASES).split(/\s+/)).toContain(database);
      });

      it('starts after NATS is healthy and its migration has finished, migrating once for all replicas', () => {
        const waitsFor = dependencies(service());
        expect(waitsFor.nats?.condition).toBe('service_healthy');

        const migrations = Object.entries(waitsFor)
          .filter(([, dependency]) => dependency.condition === 'service_completed_successfully')
          .map(([migrationName]) => compose[migrationName]);
        expect(migrations).toHaveLength(1);
        const [migration] = migrations;
        expect(commandText(migration)).toBe('node dist/db/migrate.js');
        expect(migration.image).toBe(service().image);
        expect(migration.environment?.DATABASE_URL).toBe(service().environment?.DATABASE_URL);
        expect(dependencies(migration).postgres?.condition).toBe('service_healthy');
      });
    },
  );

  describe.each(services.filter((service) => !service.database).map((service) => [service.name] as const))(
    'service %s without a database',
    (name) => {
      it('has no database setting and waits for no migration', () => {
        expect(compose[name].environment?.DATABASE_URL).toBeUndefined();
        const waitsFor = dependencies(compose[name]);
        expect(Object.values(waitsFor).map((d) => d.condition)).not.toContain('service_completed_successfully');
        expect(waitsFor.nats?.condition).toBe('service_healthy');
      });
    },
  );

  describe('gateway', () => {
    it('is built from its Dockerfile, serves the SPA it builds, and is published on 8080', () => {
      const gateway = compose.gateway;
      expect(existsSync(dockerfileOf(gateway))).toBe(true);
      expect(gateway.environment?.STATIC_DIR).toBe('/app/frontend/dist');
      const published = (gateway.ports ?? []).map((port) =>
        typeof port === 'string' ? port.split(':').slice(-2).join(':') : `${port.published}:${port.target}`,
      );
      expect(published).toEqual(['8080:8080']);
      expect(dependencies(gateway).nats?.condition).toBe('service_healthy');
    });
  });

  describe('provider sandbox', () => {
    const sandboxAddress = (value: string | number | undefined) => new URL(String(value)).host;

    it('runs from its own image, and PhonePe webhooks go to the gateway', () => {
      const sandbox = compose.sandbox;
      expect(sandbox).toBeDefined();
      expect(existsSync(dockerfileOf(sandbox))).toBe(true);
      expect(sandbox.image).toMatch(/^curated-art-shop\/sandbox:/);
      expect(sandboxAddress(sandbox.environment?.PHONEPE_WEBHOOK_URL)).toBe('gateway:8080');
    });

    it('is where the gateway and the services find PhonePe and Google, server to server', () => {
      expect(sandboxAddress(compose.order.environment?.PHONEPE_BASE_URL)).toBe('sandbox:8090');
      expect(sandboxAddress(compose.customer.environment?.GOOGLE_TOKENINFO_URL)).toBe('sandbox:8090');
      expect(sandboxAddress(compose.customer.environment?.GOOGLE_USERINFO_URL)).toBe('sandbox:8090');
      expect(sandboxAddress(compose.gateway.environment?.GOOGLE_TOKEN_URL)).toBe('sandbox:8090');
      // The consent page opens in the shopper's browser, on the host.
      expect(new URL(String(compose.gateway.environment?.GOOGLE_AUTHORIZATION_URL)).port).toBe('8090');
      expect(dependencies(compose.order).sandbox).toBeDefined();
      expect(dependencies(compose.customer).sandbox).toBeDefined();
    });
  });

  describe('credentials', () => {
    const CREDENTIALS: Record<string, string[]> = {
      gateway: ['SESSION_SECRET', 'GOOGLE_CLIENT_ID'],
      customer: ['GOOGLE_CLIENT_ID'],
      order: ['PHONEPE_CLIENT_ID', 'PHONEPE_CLIENT_SECRET', 'PHONEPE_WEBHOOK_USERNAME', 'PHONEPE_WEBHOOK_PASSWORD'],
      sandbox: ['PHONEPE_CLIENT_ID', 'PHONEPE_CLIENT_SECRET', 'PHONEPE_WEBHOOK_USERNAME', 'PHONEPE_WEBHOOK_PASSWORD', 'GOOGLE_CLIENT_ID'],
    };
    const rows = Object.entries(CREDENTIALS).flatMap(([service, names]) => names.map((name) => [service, name] as const));

    it.each(rows)('writes no value for %s %s: unset, it is empty and the process refuses to start', (service, name) => {
      expect(String(compose[service].environment?.[name] ?? '')).toBe('');
    });

    it('gives the shop and the sandbox the same credentials from the environment (.env, made by infra/docker/make-env.mjs)', () => {
      const given = Object.fromEntries([...new Set(rows.map(([, name]) => name))].map((name) => [name, `value-of-${name.toLowerCase()}`]));
      const configured = composeConfig(given);
      for (const [service, name] of rows) expect(`${service} ${name}=${configured[service].environment?.[name]}`).toBe(`${service} ${name}=${given[name]}`);
    });

    it('keeps sessions in Redis and trusts no proxy in front of the published gateway', () => {
      expect(compose.gateway.environment?.REDIS_URL).toBe('redis://redis:6379');
      expect(dependencies(compose.gateway).redis?.condition).toBe('service_healthy');
      expect(compose.gateway.environment?.TRUST_PROXY).toBe('none');
    });
  });

  it('gives the gateway a health and metrics port that it does not publish', () => {
    expect(compose.gateway.environment?.HEALTH_PORT).toBe('9100');
    const published = (compose.gateway.ports ?? []).map((port) => (typeof port === 'string' ? port : String(port.target)));
    expect(published.join(' ')).not.toContain('9100');
  });

  describe.each(['service.Dockerfile', 'gateway.Dockerfile', 'sandbox.Dockerfile'])('infra/docker/%s', (file) => {
    const text = readFileSync(join(root, 'infra/docker', file), 'utf8');

    it('builds in stages and ships a runtime with production dependencies only', () => {
      expect(text.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
      expect(text).toMatch(/npm install --omit=dev/);
    });

    it('runs as a non-root user and declares a HEALTHCHECK', () => {
      expect(text).toMatch(/^USER node$/m);
      expect(text).toMatch(/^HEALTHCHECK /m);
    });
  });
});
