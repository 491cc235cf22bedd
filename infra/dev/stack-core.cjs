'use strict';
// The pure decisions of the local stack: which processes run, on which ports, with which
// settings, and how their output and test results are summarised. No I/O happens here.
// It is CommonJS (unlike the .mjs scripts that use it) so jest can unit-test it without
// experimental ESM support.

const DEFAULTS = {
  pgHost: '127.0.0.1',
  pgPort: 5432,
  pgUser: 'postgres',
  redisUrl: 'redis://127.0.0.1:6379',
  natsUrl: 'nats://127.0.0.1:4222',
  gatewayPort: 8080,
  sandboxPort: 8090,
  /** The page renderer (frontend/src/server), which the gateway forwards page requests to. */
  rendererPort: 8085,
  rendererHealthPort: 9110,
  /** Its page processes (RENDERER_PROCESSES): one renders on one core at a time, and the shop's machine has two or more. */
  rendererProcesses: 2,
  staffOwnerEmail: 'owner@example.in',
  /** The gateway's internal port for health and metrics (the services' are 9101…). */
  gatewayHealthPort: 9100,
  databasePrefix: 'shop_',
};

/** Replicas of one service listen on base + REPLICA_PORT_STEP × index, so 9101, 9111, 9121… */
const REPLICA_PORT_STEP = 10;

/** `order-history` → `ORDER_HISTORY_REPLICAS`. */
function replicasVariable(serviceName) {
  return `${serviceName.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_REPLICAS`;
}

function replicaCount(serviceName, env) {
  const variable = replicasVariable(serviceName);
  const raw = env[variable];
  if (raw === undefined || raw === '') return 1;
  if (!/^[1-9]\d*$/.test(raw)) {
    throw new Error(`${variable} must be a whole number of at least 1, got "${raw}"`);
  }
  return Number(raw);
}

function portSetting(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a TCP port (1-65535), got "${raw}"`);
  }
  return port;
}

/** Host and port of a `scheme://[user[:pass]@]host[:port]` URL; NATS allows a comma-separated list, the first is used. */
function endpointOf(url, defaultPort) {
  const first = url.split(',')[0].trim();
  let parsed;
  try {
    parsed = new URL(first);
  } catch {
    throw new Error(`"${url}" is not a valid URL`);
  }
  // URL keeps the brackets of an IPv6 literal; sockets want the bare address.
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1') || '127.0.0.1';
  return { host, port: parsed.port ? Number(parsed.port) : defaultPort };
}

/** Where Postgres, Redis and NATS are expected, from the same settings the processes read. */
function infrastructureEndpoints(env) {
  return {
    postgres: { host: env.PGHOST || DEFAULTS.pgHost, port: portSetting(env, 'PGPORT', DEFAULTS.pgPort) },
    redis: endpointOf(env.REDIS_URL || DEFAULTS.redisUrl, 6379),
    nats: endpointOf(env.NATS_URL || DEFAULTS.natsUrl, 4222),
  };
}

function isLoopback(host) {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

function databaseUrl(env, databaseName) {
  const { host, port } = infrastructureEndpoints(env).postgres;
  const user = encodeURIComponent(env.PGUSER || DEFAULTS.pgUser);
  const password = env.PGPASSWORD ? `:${encodeURIComponent(env.PGPASSWORD)}` : '';
  const hostPart = host.includes(':') ? `[${host}]` : host;
  return `postgres://${user}${password}@${hostPart}:${port}/${databaseName}`;
}

/**
 * Every process of the stack with the settings that differ per process; the caller adds
 * them on top of its own environment. Ports are checked for clashes here so a bad offset
 * or replica count fails before anything starts.
 */
function planStack({
  services,
  env,
  staticDir,
  gatewayPort = portSetting(env, 'PORT', DEFAULTS.gatewayPort),
  healthPortOffset = 0,
  databasePrefix = DEFAULTS.databasePrefix,
}) {
  const natsUrl = env.NATS_URL || DEFAULTS.natsUrl;
  const migrations = [];
  const processes = [];

  const storefrontUrl = `http://localhost:${gatewayPort}`;
  // The provider sandbox (PhonePe and Google simulators); settings already in the environment
  // win, so the same stack can point at the real providers.
  const sandboxPort = DEFAULTS.sandboxPort + healthPortOffset;
  const sandboxUrl = `http://localhost:${sandboxPort}`;
  const providers = {
    PHONEPE_BASE_URL: env.PHONEPE_BASE_URL || `${sandboxUrl}/apis/pg-sandbox`,
    GOOGLE_TOKENINFO_URL: env.GOOGLE_TOKENINFO_URL || `${sandboxUrl}/oauth2/v3/tokeninfo`,
    GOOGLE_USERINFO_URL: env.GOOGLE_USERINFO_URL || `${sandboxUrl}/oauth2/v3/userinfo`,
    GOOGLE_AUTHORIZATION_URL: env.GOOGLE_AUTHORIZATION_URL || `${sandboxUrl}/o/oauth2/v2/auth`,
    GOOGLE_TOKEN_URL: env.GOOGLE_TOKEN_URL || `${sandboxUrl}/token`,
  };
  // The back office's owner, whom the customer service provisions: the sandbox's consent page signs in any address.
  const staffOwnerEmail = env.STAFF_OWNER_EMAIL || DEFAULTS.staffOwnerEmail;
  for (const service of services) {
    const databaseEnv = {};
    if (service.database) {
      databaseEnv.DATABASE_URL = databaseUrl(env, `${databasePrefix}${service.database}`);
      migrations.push({
        name: `migrate:${service.name}`,
        service: service.name,
        script: `services/${service.name}/dist/db/migrate.js`,
        env: databaseEnv,
      });
    }

    const replicas = replicaCount(service.name, env);
    for (let index = 0; index < replicas; index += 1) {
      const healthPort = service.healthPort + healthPortOffset + REPLICA_PORT_STEP * index;
      processes.push({
        name: replicas === 1 ? service.name : `${service.name}-${index + 1}`,
        service: service.name,
        script: `services/${service.name}/dist/main.js`,
        port: healthPort,
        env: {
          NATS_URL: natsUrl,
          ...databaseEnv,
          HEALTH_PORT: String(healthPort),
          STOREFRONT_URL: storefrontUrl,
          ...(service.name === 'customer' ? { STAFF_OWNER_EMAIL: staffOwnerEmail } : {}),
          ...providers,
          ...(service.nodeOptions ? { NODE_OPTIONS: [env.NODE_OPTIONS, service.nodeOptions].filter(Boolean).join(' ') } : {}),
        },
        readyUrl: `http://127.0.0.1:${healthPort}/health/ready`,
      });
    }
  }

  processes.push({
    name: 'sandbox',
    service: 'sandbox',
    script: 'infra/sandbox/dist/main.js',
    port: sandboxPort,
    env: { SANDBOX_PORT: String(sandboxPort), PHONEPE_WEBHOOK_URL: `http://127.0.0.1:${gatewayPort}/api/payments/phonepe/webhook` },
    readyUrl: `http://127.0.0.1:${sandboxPort}/health`,
  });

  // The page renderer renders the public pages with their data from the gateway's API.
  const rendererPort = DEFAULTS.rendererPort + healthPortOffset;
  const rendererHealthPort = DEFAULTS.rendererHealthPort + healthPortOffset;
  processes.push({
    name: 'renderer',
    service: 'renderer',
    script: 'frontend/dist-server/main.js',
    port: rendererPort,
    env: {
      // React and Redux Toolkit run their production builds (the development ones render several times slower).
      NODE_ENV: 'production',
      PORT: String(rendererPort),
      HEALTH_PORT: String(rendererHealthPort),
      GATEWAY_URL: `http://127.0.0.1:${gatewayPort}`,
      PUBLIC_ORIGIN: storefrontUrl,
      STATIC_DIR: staticDir,
      RENDERER_PROCESSES: env.RENDERER_PROCESSES || String(DEFAULTS.rendererProcesses),
    },
    readyUrl: `http://127.0.0.1:${rendererHealthPort}/health/ready`,
  });

  processes.push({
    name: 'gateway',
    service: 'gateway',
    script: 'gateway/dist/main.js',
    port: gatewayPort,
    env: {
      NATS_URL: natsUrl,
      PORT: String(gatewayPort),
      HEALTH_PORT: String(DEFAULTS.gatewayHealthPort + healthPortOffset),
      STATIC_DIR: staticDir,
      PUBLIC_URL: storefrontUrl,
      RENDERER_URL: `http://127.0.0.1:${rendererPort}`,
      ...providers,
    },
    readyUrl: `http://127.0.0.1:${gatewayPort}/api/health`,
  });

  const owners = new Map();
  for (const { name, port } of processes) {
    if (owners.has(port)) throw new Error(`${name} and ${owners.get(port)} would both listen on port ${port}`);
    owners.set(port, name);
  }

  return { url: storefrontUrl, migrations, processes };
}

/** Processes addressed by `name`: one process by its own name, or every replica of a service. */
function selectProcesses(processes, name) {
  const exact = processes.filter((process) => process.name === name);
  return exact.length > 0 ? exact : processes.filter((process) => process.service === name);
}

const PINO_LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
// Fields that are the same on every line of a process (its name is already the line's prefix)
// or shown in their own place.
const SHOWN_ELSEWHERE = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'name', 'service', 'context', 'v']);

/**
 * One output line of a child process, made readable: JSON log lines (pino) become
 * `LEVEL [context] message {other fields}` with any error stack below; other lines stay as they are.
 */
function formatLogLine(line) {
  if (!line.startsWith('{')) return line;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (entry === null || typeof entry !== 'object' || !('msg' in entry || 'level' in entry)) return line;

  const level = PINO_LEVELS[entry.level] || String(entry.level || '').toUpperCase();
  const fields = {};
  let stack = '';
  for (const [key, value] of Object.entries(entry)) {
    if (SHOWN_ELSEWHERE.has(key)) continue;
    if (key === 'err' && value && typeof value.stack === 'string') {
      stack = `\n${value.stack}`;
      continue;
    }
    fields[key] = value;
  }
  const extra = Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : '';
  const context = entry.context ? `[${entry.context}] ` : '';
  return `${level.padEnd(5)} ${context}${entry.msg ?? ''}${extra}${stack}`;
}

function formatDuration(ms) {
  if (ms < 1000) return `${Math.round(ms)}ms`;
  if (ms < 60000) return `${(ms / 1000).toFixed(1)}s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
}

/**
 * Totals over the `--json` result files of several jest runs. A phase whose file is
 * missing (jest crashed before testing anything) is reported as such, never as zero tests.
 * `total` is the plain 'N passed, N failed' that CI reads as the run's count.
 */
function summariseJestResults(phases) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  const parts = [];
  for (const { phase, result } of phases) {
    if (!result) {
      parts.push(`${phase}: no results`);
      continue;
    }
    const passed = result.numPassedTests;
    const failed = result.numFailedTests;
    const skipped = result.numPendingTests + result.numTodoTests;
    // A suite that fails to load (syntax error, failing hook) has no failed tests but still fails.
    const brokenSuites = result.numRuntimeErrorTestSuites || 0;
    total.passed += passed;
    total.failed += failed;
    total.skipped += skipped;
    parts.push(`${phase} ${passed}/${passed + failed}${brokenSuites ? `, ${brokenSuites} suite(s) failed to run` : ''}`);
  }
  const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
  return { byPhase: parts.join('; '), total: `${total.passed} passed, ${total.failed} failed${skipped}` };
}

/** A process that ran this long before it crashed counts as having recovered: its next restart is quick again. */
const STABLE_AFTER_MS = 60_000;

/**
 * How long to wait before restarting a process that crashed: 1 s, then doubling for each crash
 * in a row up to 30 s, so a process that cannot start does not spin. `crashesInARow` counts
 * this crash; it starts again at 1 after a run longer than STABLE_AFTER_MS.
 */
function restartDelayMs(crashesInARow) {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, crashesInARow - 1));
}

module.exports = {
  STABLE_AFTER_MS,
  restartDelayMs,
  replicaCount,
  infrastructureEndpoints,
  isLoopback,
  databaseUrl,
  planStack,
  selectProcesses,
  formatLogLine,
  formatDuration,
  summariseJestResults,
};
