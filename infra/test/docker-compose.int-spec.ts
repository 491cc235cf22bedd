import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { planStack } from '../dev/stack-core.cjs';

// docker-compose.yml against the list of deployables in infra/dev/stack.mjs, through
// `docker-compose config`: the compose file as Docker would run it (anchors merged, variables
// filled in), which needs no Docker engine.

const root = resolve(__dirname, '../..');

interface DependsOn {
  condition: string;
}
interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string>; target?: string };
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

/** The resolved compose file (with any overrides); only the variables given here are set, so defaults apply. */
function composeConfig(variables: Record<string, string> = {}, overrides: string[] = []): Record<string, ComposeService> {
  const [command, ...prefix] = composeCommand();
  const files = ['docker-compose.yml', ...overrides].flatMap((file) => ['-f', join(root, file)]);
  const output = execFileSync(command, [...prefix, '--env-file', noEnvFile, ...files, 'config'], {
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

/** The images `npm run images` builds, with every tag (infra/docker/images.mjs). */
function builtImages(): { deployables: string[]; local: string[] } {
  const output = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '--eval',
      `const { DEPLOYABLES, LOCAL_INFRASTRUCTURE, TAGS, imageOf, localImageOf } = await import(process.argv[1]);
       console.log(JSON.stringify({ deployables: DEPLOYABLES.flatMap(({ name }) => TAGS.map((tag) => imageOf(name, tag))), local: LOCAL_INFRASTRUCTURE.map(({ name }) => localImageOf(name)) }));`,
      join(root, 'infra/docker/images.mjs'),
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(output);
}

/** The page renderer as `npm start` runs it (infra/dev/stack-core.cjs): its ports and settings. */
function stackRenderer(): { port: number; env: Record<string, string> } {
  const renderer = planStack({ services: [], env: {}, staticDir: '/app/frontend/dist' }).processes.find((process: { name: string }) => process.name === 'renderer');
  if (!renderer) throw new Error('infra/dev/stack-core.cjs runs no renderer');
  return renderer;
}

const services = stackServices();
const renderer = stackRenderer();
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

  describe('page renderer', () => {
    it('is built from the gateway’s Dockerfile, its stage renderer, and publishes no port', () => {
      const service = compose.renderer;
      expect(service).toBeDefined();
      expect(dockerfileOf(service)).toBe(dockerfileOf(compose.gateway));
      expect(service.build?.target).toBe('renderer');
      expect(service.image).toMatch(/^curated-art-shop\/renderer:/);
      expect(service.ports ?? []).toEqual([]);
    });

    it('runs as npm start runs it: production builds of React, its ports, the gateway for data', () => {
      const environment = compose.renderer.environment ?? {};
      expect(environment.NODE_ENV).toBe(renderer.env.NODE_ENV);
      expect(String(environment.PORT)).toBe(String(renderer.port));
      expect(String(environment.HEALTH_PORT)).toBe(renderer.env.HEALTH_PORT);
      expect(new URL(String(environment.GATEWAY_URL)).host).toBe('gateway:8080');
      expect(new URL(String(environment.PUBLIC_ORIGIN)).origin).toBe('http://localhost:8080');
      expect(composeConfig({ STOREFRONT_URL: 'https://shop.example.in' }).renderer.environment?.PUBLIC_ORIGIN).toBe('https://shop.example.in');
    });

    it('takes the gateway’s page requests, and starts after the gateway, which does not wait for it', () => {
      expect(new URL(String(compose.gateway.environment?.RENDERER_URL)).host).toBe(`renderer:${compose.renderer.environment?.PORT}`);
      expect(dependencies(compose.renderer).gateway?.condition).toBe('service_healthy');
      expect(dependencies(compose.gateway).renderer).toBeUndefined();
    });

    it('scales with RENDERER_REPLICAS', () => {
      expect(compose.renderer.deploy?.replicas).toBe(1);
      expect(composeConfig({ RENDERER_REPLICAS: '3' }).renderer.deploy?.replicas).toBe(3);
    });
  });

  it('has no cycle in depends_on, so every service can start', () => {
    const cycles: string[] = [];
    const visit = (name: string, path: string[]) => {
      if (path.includes(name)) return void cycles.push([...path.slice(path.indexOf(name)), name].join(' → '));
      for (const next of Object.keys(dependencies(compose[name]))) visit(next, [...path, name]);
    };
    for (const name of Object.keys(compose)) visit(name, []);
    expect(cycles).toEqual([]);
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

  describe('images', () => {
    const built = builtImages();

    it('runs each of the shop’s own services from an image `npm run images` builds, and every one it builds', () => {
      const own = Object.values(compose).map((service) => service.image ?? '').filter((image) => image.startsWith('curated-art-shop/'));
      expect(own.filter((image) => !built.deployables.includes(image))).toEqual([]);
      expect(built.deployables.filter((image) => image.endsWith(':latest') && !own.includes(image))).toEqual([]);
    });

    it('runs Postgres, Redis, NATS and the mail sink from the official images unless told to run others', () => {
      const variables = { POSTGRES_IMAGE: 'local/postgres:1', REDIS_IMAGE: 'local/redis:1', NATS_IMAGE: 'local/nats:1', MAIL_IMAGE: 'local/maildev:1' };
      expect([compose.postgres.image, compose.redis.image, compose.nats.image, compose.mail.image]).toEqual(['postgres:16-alpine', 'redis:7-alpine', 'nats:2.10-alpine', 'maildev/maildev:2.2.1']);
      const given = composeConfig(variables);
      expect([given.postgres.image, given.redis.image, given.nats.image, given.mail.image]).toEqual(Object.values(variables));
      expect(built.local).toHaveLength(4);
    });
  });

  describe('on the host network (infra/docker/compose.host-network.yml, the compose smoke test)', () => {
    const onHost = composeConfig({}, ['infra/docker/compose.host-network.yml']);
    const names = Object.keys(compose);
    const settings = (service: ComposeService) => Object.entries(service.environment ?? {}).map(([name, value]) => [name, String(value)] as const);
    /** Every port a process of the stack listens on or is pointed at. */
    const portsOf = (service: ComposeService) =>
      settings(service).flatMap(([name, value]) => {
        if (/(_PORT|^PORT|^PGPORT)$/.test(name) && /^\d+$/.test(value)) return [Number(value)];
        return [...value.matchAll(/:\/\/[^/\s:]+:(\d+)/g)].map((match) => Number(match[1]));
      });

    it('covers every service of docker-compose.yml, each on the host network', () => {
      expect(Object.keys(onHost).sort()).toEqual([...names].sort());
      expect(Object.entries(onHost).filter(([, service]) => (service as { network_mode?: string }).network_mode !== 'host').map(([name]) => name)).toEqual([]);
    });

    it('names no service of the compose file as an address: there is no network to resolve it', () => {
      const problems = Object.entries(onHost).flatMap(([service, definition]) =>
        settings(definition)
          .filter(([name, value]) => names.some((host) => value.includes(`//${host}:`) || value.includes(`@${host}:`) || (name.endsWith('_HOST') && value === host)))
          .map(([name, value]) => `${service} ${name}=${value}`),
      );
      expect(problems).toEqual([]);
    });

    it('keeps off the ports of the machine’s own servers and of the local stack', () => {
      const local = new Set([5432, 6379, 4222, 8222, 1025, 1080, 8080, 8090, 9100, renderer.port, Number(renderer.env.HEALTH_PORT), ...services.map((service) => service.healthPort)]);
      const clashes = Object.entries(onHost).flatMap(([service, definition]) => portsOf(definition).filter((port) => local.has(port)).map((port) => `${service} ${port}`));
      expect(clashes).toEqual([]);
      expect(onHost.postgres.environment?.PGPORT).toBeDefined();
    });

    it('gives every process a health port of its own', () => {
      const healthPorts = Object.values(onHost).flatMap((service) => (service.environment?.HEALTH_PORT ? [String(service.environment.HEALTH_PORT)] : []));
      // The services', the gateway's and the renderer's.
      expect(healthPorts.length).toBe(services.length + 2);
      expect(new Set(healthPorts).size).toBe(healthPorts.length);
    });

    it('points the gateway and the renderer at each other’s ports on the host', () => {
      const { gateway, renderer: onHostRenderer } = onHost;
      expect(new URL(String(gateway.environment?.RENDERER_URL)).port).toBe(String(onHostRenderer.environment?.PORT));
      expect(new URL(String(onHostRenderer.environment?.GATEWAY_URL)).port).toBe(String(gateway.environment?.PORT));
      expect(new URL(String(onHostRenderer.environment?.PUBLIC_ORIGIN)).origin).toBe(String(gateway.environment?.PUBLIC_URL));
    });
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
