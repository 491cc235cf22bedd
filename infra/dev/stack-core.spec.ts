import {
  databaseUrl,
  formatDuration,
  formatLogLine,
  infrastructureEndpoints,
  planStack,
  replicaCount,
  selectProcesses,
  summariseJestResults,
  restartDelayMs,
} from './stack-core.cjs';

const services = [
  { name: 'catalog', healthPort: 9101, database: 'catalog' },
  { name: 'pricing', healthPort: 9102, database: 'pricing' },
];

const sandboxProviders = (port: number) => ({
  PHONEPE_BASE_URL: `http://localhost:${port}/apis/pg-sandbox`,
  GOOGLE_TOKENINFO_URL: `http://localhost:${port}/oauth2/v3/tokeninfo`,
  GOOGLE_USERINFO_URL: `http://localhost:${port}/oauth2/v3/userinfo`,
  GOOGLE_AUTHORIZATION_URL: `http://localhost:${port}/o/oauth2/v2/auth`,
  GOOGLE_TOKEN_URL: `http://localhost:${port}/token`,
});

describe('planStack', () => {
  it('runs one process per service, the page renderer and the gateway, with the documented defaults', () => {
    const plan = planStack({ services, env: {}, staticDir: '/repo/frontend/dist' });

    expect(plan.url).toBe('http://localhost:8080');
    expect(plan.processes.map((p) => [p.name, p.port, p.readyUrl])).toEqual([
      ['catalog', 9101, 'http://127.0.0.1:9101/health/ready'],
      ['pricing', 9102, 'http://127.0.0.1:9102/health/ready'],
      ['sandbox', 8090, 'http://127.0.0.1:8090/health'],
      ['renderer', 8085, 'http://127.0.0.1:9110/health/ready'],
      ['gateway', 8080, 'http://127.0.0.1:8080/api/health'],
    ]);
    expect(plan.processes[0].env).toEqual({
      NATS_URL: 'nats://127.0.0.1:4222',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop_catalog',
      HEALTH_PORT: '9101',
      STOREFRONT_URL: 'http://localhost:8080',
      ...sandboxProviders(8090),
    });
    expect(plan.processes[2].env).toEqual({
      SANDBOX_PORT: '8090',
      PHONEPE_WEBHOOK_URL: 'http://127.0.0.1:8080/api/payments/phonepe/webhook',
    });
    expect(plan.processes[3].env).toEqual({
      NODE_ENV: 'production',
      PORT: '8085',
      HEALTH_PORT: '9110',
      GATEWAY_URL: 'http://127.0.0.1:8080',
      PUBLIC_ORIGIN: 'http://localhost:8080',
      STATIC_DIR: '/repo/frontend/dist',
      RENDERER_PROCESSES: '2',
    });
    expect(plan.processes[4].env).toEqual({
      NATS_URL: 'nats://127.0.0.1:4222',
      PORT: '8080',
      HEALTH_PORT: '9100',
      STATIC_DIR: '/repo/frontend/dist',
      PUBLIC_URL: 'http://localhost:8080',
      RENDERER_URL: 'http://127.0.0.1:8085',
      ...sandboxProviders(8090),
    });
  });

  it('gives a service without a database no migration and no DATABASE_URL', () => {
    const plan = planStack({
      services: [...services, { name: 'notification', healthPort: 9106, database: null }],
      env: {},
      gatewayPort: 18080,
      staticDir: '/d',
    });
    expect(plan.migrations.map((m) => m.service)).toEqual(['catalog', 'pricing']);
    expect(plan.processes.find((p) => p.name === 'notification')?.env).toEqual({
      NATS_URL: 'nats://127.0.0.1:4222',
      HEALTH_PORT: '9106',
      STOREFRONT_URL: 'http://localhost:18080',
      ...sandboxProviders(8090),
    });
  });

  it('gives each replica its own health port, ten apart, and a numbered name', () => {
    const plan = planStack({ services, env: { CATALOG_REPLICAS: '3' }, staticDir: '/d' });
    const catalog = plan.processes.filter((p) => p.service === 'catalog');

    expect(catalog.map((p) => [p.name, p.port])).toEqual([
      ['catalog-1', 9101],
      ['catalog-2', 9111],
      ['catalog-3', 9121],
    ]);
    // Replicas share one database: they are copies of the same service.
    expect(new Set(catalog.map((p) => p.env.DATABASE_URL)).size).toBe(1);
  });

  it('runs the page renderer in as many page processes as RENDERER_PROCESSES says', () => {
    const renderer = planStack({ services, env: { RENDERER_PROCESSES: '4' }, staticDir: '/d' }).processes.find((p) => p.name === 'renderer');
    expect(renderer?.env.RENDERER_PROCESSES).toBe('4');
  });

  it('moves every port and database for a second stack beside the first', () => {
    const plan = planStack({
      services,
      env: {},
      staticDir: '/d',
      gatewayPort: 8180,
      healthPortOffset: 100,
      databasePrefix: 'shop_e2e_',
    });

    expect(plan.url).toBe('http://localhost:8180');
    expect(plan.processes.map((p) => p.port)).toEqual([9201, 9202, 8190, 8185, 8180]);
    expect(plan.processes.find((p) => p.name === 'gateway')?.env.HEALTH_PORT).toBe('9200');
    expect(plan.migrations.map((m) => m.env.DATABASE_URL)).toEqual([
      'postgres://postgres@127.0.0.1:5432/shop_e2e_catalog',
      'postgres://postgres@127.0.0.1:5432/shop_e2e_pricing',
    ]);
  });

  it('takes the gateway port and server addresses from the environment', () => {
    const plan = planStack({
      services,
      env: { PORT: '3000', NATS_URL: 'nats://10.0.0.5:4333', PGHOST: 'db', PGPORT: '6543' },
      staticDir: '/d',
    });

    expect(plan.url).toBe('http://localhost:3000');
    expect(plan.processes[0].env.NATS_URL).toBe('nats://10.0.0.5:4333');
    expect(plan.processes[0].env.DATABASE_URL).toBe('postgres://postgres@db:6543/shop_catalog');
  });

  it('points services at the provider sandbox unless the environment names the real providers', () => {
    const real = 'https://api.phonepe.com/apis/pg';
    const plan = planStack({ services, env: { PHONEPE_BASE_URL: real }, staticDir: '/d' });
    expect(plan.processes[0].env.PHONEPE_BASE_URL).toBe(real);
    expect(plan.processes[0].env.GOOGLE_TOKENINFO_URL).toBe('http://localhost:8090/oauth2/v3/tokeninfo');
  });

  it('refuses a plan in which two processes would share a port', () => {
    // The tenth catalog replica listens on 9101 + 90.
    expect(() => planStack({ services, env: { CATALOG_REPLICAS: '10' }, staticDir: '/d', gatewayPort: 9191 })).toThrow('gateway and catalog-10 would both listen on port 9191');
  });

  it('migrates every service once, whatever its replica count', () => {
    const plan = planStack({ services, env: { PRICING_REPLICAS: '2' }, staticDir: '/d' });

    expect(plan.migrations.map((m) => [m.name, m.script])).toEqual([
      ['migrate:catalog', 'services/catalog/dist/db/migrate.js'],
      ['migrate:pricing', 'services/pricing/dist/db/migrate.js'],
    ]);
  });
});

describe('replicaCount', () => {
  it('defaults to one and reads <SERVICE>_REPLICAS', () => {
    expect(replicaCount('catalog', {})).toBe(1);
    expect(replicaCount('catalog', { CATALOG_REPLICAS: '' })).toBe(1);
    expect(replicaCount('order-history', { ORDER_HISTORY_REPLICAS: '4' })).toBe(4);
  });

  it.each(['0', '-1', '1.5', 'two'])('rejects %p with a message naming the setting', (value) => {
    expect(() => replicaCount('catalog', { CATALOG_REPLICAS: value })).toThrow(
      `CATALOG_REPLICAS must be a whole number of at least 1, got "${value}"`,
    );
  });
});

describe('infrastructureEndpoints', () => {
  it('defaults to the three servers on the loopback address', () => {
    expect(infrastructureEndpoints({})).toEqual({
      postgres: { host: '127.0.0.1', port: 5432 },
      redis: { host: '127.0.0.1', port: 6379 },
      nats: { host: '127.0.0.1', port: 4222 },
    });
  });

  it('reads credentials-bearing URLs, IPv6 hosts and NATS server lists', () => {
    const endpoints = infrastructureEndpoints({
      REDIS_URL: 'redis://:secret@[::1]:6380/0',
      NATS_URL: 'nats://a.example:4223,nats://b.example:4224',
    });
    expect(endpoints.redis).toEqual({ host: '::1', port: 6380 });
    expect(endpoints.nats).toEqual({ host: 'a.example', port: 4223 });
  });

  it('names the setting that is wrong', () => {
    expect(() => infrastructureEndpoints({ PGPORT: '70000' })).toThrow('PGPORT must be a TCP port (1-65535), got "70000"');
    expect(() => infrastructureEndpoints({ NATS_URL: 'not a url' })).toThrow('"not a url" is not a valid URL');
  });
});

describe('databaseUrl', () => {
  it('encodes the user and password from PGUSER and PGPASSWORD', () => {
    expect(databaseUrl({ PGUSER: 'shop', PGPASSWORD: 'p@ss/word' }, 'shop_catalog')).toBe(
      'postgres://shop:p%40ss%2Fword@127.0.0.1:5432/shop_catalog',
    );
  });
});

describe('selectProcesses', () => {
  const processes = [
    { name: 'catalog-1', service: 'catalog' },
    { name: 'catalog-2', service: 'catalog' },
    { name: 'gateway', service: 'gateway' },
  ];

  it('finds one process by its name or every replica by the service name', () => {
    expect(selectProcesses(processes, 'catalog-2')).toEqual([processes[1]]);
    expect(selectProcesses(processes, 'catalog')).toEqual([processes[0], processes[1]]);
    expect(selectProcesses(processes, 'pricing')).toEqual([]);
  });
});

describe('formatLogLine', () => {
  it('shows a pino line as level, message and the fields that matter', () => {
    const line = JSON.stringify({ level: 30, time: 1, pid: 7, hostname: 'h', msg: 'listening', port: 9101 });
    expect(formatLogLine(line)).toBe('INFO  listening {"port":9101}');
  });

  it('shows the logging context in brackets and drops the service name the prefix already shows', () => {
    const line = JSON.stringify({ level: 40, msg: 'slow reply', service: 'catalog', context: 'Bootstrap', ms: 900 });
    expect(formatLogLine(line)).toBe('WARN  [Bootstrap] slow reply {"ms":900}');
  });

  it('puts an error stack under the message', () => {
    const line = JSON.stringify({ level: 50, msg: 'boom', err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x' } });
    expect(formatLogLine(line)).toBe('ERROR boom\nError: boom\n    at x');
  });

  it('leaves plain text and JSON that is not a log entry as it is', () => {
    expect(formatLogLine('Nest application started')).toBe('Nest application started');
    expect(formatLogLine('{"items":[1]}')).toBe('{"items":[1]}');
    expect(formatLogLine('{ not json')).toBe('{ not json');
  });
});

describe('formatDuration', () => {
  it('uses the unit a person reads fastest', () => {
    expect(formatDuration(420)).toBe('420ms');
    expect(formatDuration(12345)).toBe('12.3s');
    expect(formatDuration(125000)).toBe('2m05s');
    expect(formatDuration(119999)).toBe('2m00s');
  });
});

describe('summariseJestResults', () => {
  const result = (passed: number, failed: number, pending = 0, broken = 0) => ({
    numPassedTests: passed,
    numFailedTests: failed,
    numPendingTests: pending,
    numTodoTests: 0,
    numRuntimeErrorTestSuites: broken,
  });

  it('adds up every phase and shows each one', () => {
    expect(
      summariseJestResults([
        { phase: 'unit', result: result(40, 0, 2) },
        { phase: 'integration', result: result(10, 1) },
      ]),
    ).toEqual({ byPhase: 'unit 40/40; integration 10/11', total: '50 passed, 1 failed, 2 skipped' });
  });

  it('does not hide a phase that produced no results or a suite that could not run', () => {
    expect(
      summariseJestResults([
        { phase: 'unit', result: result(3, 0, 0, 1) },
        { phase: 'e2e', result: null },
      ]),
    ).toEqual({ byPhase: 'unit 3/3, 1 suite(s) failed to run; e2e: no results', total: '3 passed, 0 failed' });
  });
});

describe('restartDelayMs', () => {
  it('waits a second after a first crash, doubling for each crash in a row up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});
