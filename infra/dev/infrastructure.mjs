// Makes sure Postgres, Redis and NATS (with JetStream) answer where the settings say, and
// starts the missing ones: from local binaries with data under .data/, or with Docker.
import { spawnSync } from 'node:child_process';
import { accessSync, chmodSync, chownSync, constants, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { delimiter, dirname, join } from 'node:path';

import { DATA_DIR, ROOT } from './paths.mjs';
import { ManagedProcess, defaultLog, run } from './processes.mjs';
import core from './stack-core.cjs';

const { infrastructureEndpoints, isLoopback, formatDuration } = core;

const PROBE_TIMEOUT_MS = 1500;
const LOCAL_START_TIMEOUT_MS = 60000;
// A first `docker compose up` may pull images.
const DOCKER_START_TIMEOUT_MS = 300000;

const SERVERS = {
  postgres: {
    title: 'Postgres',
    setting: 'PGHOST/PGPORT',
    install: 'Debian/Ubuntu: sudo apt-get install postgresql · macOS: brew install postgresql@16',
  },
  redis: {
    title: 'Redis',
    setting: 'REDIS_URL',
    install: 'Debian/Ubuntu: sudo apt-get install redis-server · macOS: brew install redis',
  },
  nats: {
    title: 'NATS',
    setting: 'NATS_URL',
    install: 'Debian/Ubuntu: sudo apt-get install nats-server · macOS: brew install nats-server',
  },
};

/**
 * Checks the three servers and starts those that are down. Resolves once all answer;
 * `stop()` stops exactly the servers this call started.
 *
 * @param {{ log?: (line: string) => void, env?: NodeJS.ProcessEnv }} [options]
 */
export async function ensureInfrastructure({ log = defaultLog, env = process.env } = {}) {
  const endpoints = infrastructureEndpoints(env);
  const states = Object.fromEntries(
    await Promise.all(Object.entries(endpoints).map(async ([kind, endpoint]) => [kind, await probe(kind, endpoint)])),
  );

  const problems = [];
  const toStart = [];
  for (const [kind, endpoint] of Object.entries(endpoints)) {
    const { title, setting } = SERVERS[kind];
    const state = states[kind];
    const where = `${endpoint.host}:${endpoint.port}`;
    if (state.status === 'foreign') {
      problems.push(`Something answers at ${where} but it is not ${title}. Stop it or point ${setting} elsewhere.`);
    } else if (state.status === 'up' && kind === 'nats' && !state.jetstream) {
      problems.push(`NATS at ${where} runs without JetStream. Restart it with -js (nats-server -js).`);
    } else if (state.status === 'down' && !isLoopback(endpoint.host)) {
      problems.push(`${title} is not reachable at ${where}. Start it there or change ${setting}.`);
    } else if (state.status === 'down') {
      toStart.push(kind);
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));

  const local = [];
  const viaDocker = [];
  for (const kind of toStart) {
    const launcher = LOCAL_LAUNCHERS[kind]();
    if (launcher.available) local.push({ kind, launcher });
    else viaDocker.push({ kind, reason: launcher.reason });
  }
  const compose = viaDocker.length > 0 ? dockerCompose() : null;
  if (viaDocker.length > 0 && !compose) throw new Error(missingServersMessage(viaDocker, endpoints));

  const started = [];
  const stop = async () => {
    for (const server of [...started].reverse()) await server.stop();
  };
  try {
    for (const { kind, launcher } of local) {
      log(`  starting ${SERVERS[kind].title} from ${launcher.binary} (data in ${launcher.dataDir})`);
      started.push(await launcher.start(endpoints[kind], env));
    }
    if (compose) {
      const names = viaDocker.map(({ kind }) => kind);
      log(`  starting ${names.join(', ')} with ${compose.join(' ')}`);
      started.push(await startWithDocker(compose, names, endpoints, env));
    }
    await Promise.all(
      Object.entries(endpoints).map(([kind, endpoint]) => {
        const server = started.find((candidate) => candidate.kinds.includes(kind));
        return waitUntilUp(kind, endpoint, server);
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }

  for (const [kind, endpoint] of Object.entries(endpoints)) {
    const how = started.some((server) => server.kinds.includes(kind)) ? 'started' : 'already running';
    log(`  ${SERVERS[kind].title.padEnd(8)} ${endpoint.host}:${endpoint.port} (${how})`);
  }
  return { started: started.flatMap((server) => server.kinds), stop };
}

function missingServersMessage(missing, endpoints) {
  const lines = ['Cannot start the servers the shop needs:'];
  for (const { kind, reason } of missing) {
    const { title, install } = SERVERS[kind];
    const { host, port } = endpoints[kind];
    lines.push(`  - ${title} is not running at ${host}:${port} and ${reason}.`, `    Install it: ${install}`);
  }
  lines.push(
    'Install them and run the command again (it starts them itself), start them yourself (and set',
    'PGHOST/PGPORT, REDIS_URL or NATS_URL if they run elsewhere), or start a Docker engine so they',
    'can run in containers (`docker info` must succeed).',
  );
  return lines.join('\n');
}

async function waitUntilUp(kind, endpoint, server) {
  const timeoutMs = server?.timeoutMs ?? LOCAL_START_TIMEOUT_MS;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await probe(kind, endpoint);
    if (state.status === 'up') return;
    const exited = server?.exitedEarly();
    if (exited) throw new Error(exited);
    if (Date.now() > deadline) {
      const output = server ? `\n${server.recentOutput()}` : '';
      throw new Error(
        `${SERVERS[kind].title} did not answer at ${endpoint.host}:${endpoint.port} within ${formatDuration(timeoutMs)}.${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// ---------------------------------------------------------------------------------------
// Probes: each speaks just enough of the server's protocol to tell "up", "starting"
// (accepting connections but not ready), "down" (nothing listens) and "foreign"
// (something else listens there).

function probe(kind, { host, port }) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    let connected = false;
    let received = Buffer.alloc(0);
    const finish = (state) => {
      socket.destroy();
      resolve(state);
    };
    // Once connected, silence or a closed connection means another kind of server listens there.
    const unanswered = () => finish({ status: connected ? 'foreign' : 'down' });
    socket.setTimeout(PROBE_TIMEOUT_MS, unanswered);
    socket.once('close', unanswered);
    socket.once('error', () => finish({ status: 'down' }));
    socket.once('connect', () => {
      connected = true;
      if (kind === 'postgres') socket.write(postgresStartupMessage());
      if (kind === 'redis') socket.write('PING\r\n');
    });
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const state = PARSERS[kind](received);
      if (state) finish(state);
    });
  });
}

/** A protocol 3.0 StartupMessage for user and database "postgres". */
function postgresStartupMessage() {
  const parameters = Buffer.from('user\0postgres\0database\0postgres\0\0');
  const message = Buffer.alloc(8 + parameters.length);
  message.writeInt32BE(message.length, 0);
  message.writeInt32BE(196608, 4);
  parameters.copy(message, 8);
  return message;
}

const PARSERS = {
  postgres(data) {
    const type = String.fromCharCode(data[0]);
    // 'R': an authentication request, so the server accepts connections.
    if (type === 'R') return { status: 'up' };
    if (type !== 'E') return { status: 'foreign' };
    if (data.length < 5 || data.length < data.readInt32BE(1) + 1) return null; // wait for the whole message
    // SQLSTATE 57P03 = cannot_connect_now: starting up, shutting down or in recovery.
    return { status: data.includes(Buffer.from('C57P03\0')) ? 'starting' : 'up' };
  },
  redis(data) {
    const text = data.toString('latin1');
    if (!text.includes('\r\n')) return null;
    if (text.startsWith('+PONG')) return { status: 'up' };
    if (text.startsWith('-LOADING')) return { status: 'starting' };
    // Any other error reply (e.g. NOAUTH) still comes from a running Redis.
    return { status: text.startsWith('-') ? 'up' : 'foreign' };
  },
  nats(data) {
    const text = data.toString('utf8');
    const end = text.indexOf('\r\n');
    if (end === -1) return null;
    if (!text.startsWith('INFO ')) return { status: 'foreign' };
    try {
      return { status: 'up', jetstream: JSON.parse(text.slice(5, end)).jetstream === true };
    } catch {
      return { status: 'foreign' };
    }
  },
};

// ---------------------------------------------------------------------------------------
// Local binaries

/** Searches PATH and the sbin folders, which Debian leaves out of ordinary users' PATH (nats-server is there). */
function findExecutable(name) {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/local/sbin', '/usr/sbin', '/sbin'];
  for (const dir of dirs) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

/** Debian keeps the server binaries out of PATH, one folder per major version; prefer the newest. */
function postgresBinDirs() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(base, version, 'bin'));
}

/** uid/gid of a system user, read from /etc/passwd (no getpwnam in Node). */
function systemUser(name) {
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith(`${name}:`));
    if (!line) return null;
    const [, , uid, gid] = line.split(':');
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return null;
  }
}

function localServer(kind, child) {
  return {
    kinds: [kind],
    timeoutMs: LOCAL_START_TIMEOUT_MS,
    stop: () => child.stop(),
    recentOutput: () => child.recentOutput(),
    exitedEarly: () =>
      child.running ? null : `${SERVERS[kind].title} (${child.command}) stopped while starting. Last output:\n${child.recentOutput()}`,
  };
}

/** The address a server should bind for a host name the clients use. */
function bindAddress(host) {
  return host === 'localhost' ? '127.0.0.1' : host;
}

const LOCAL_LAUNCHERS = {
  postgres() {
    const onPath = findExecutable('postgres');
    const binDir = [...postgresBinDirs(), ...(onPath ? [dirname(onPath)] : [])].find(
      (dir) => existsSync(join(dir, 'postgres')) && existsSync(join(dir, 'initdb')),
    );
    if (!binDir) return { available: false, reason: 'no postgres/initdb binaries were found (in /usr/lib/postgresql/*/bin or PATH)' };
    // Postgres refuses to run as root; as root we run it as the "postgres" system user.
    const owner = process.getuid?.() === 0 ? systemUser('postgres') : null;
    if (process.getuid?.() === 0 && !owner) {
      return { available: false, reason: 'this runs as root, Postgres refuses root and there is no "postgres" system user' };
    }
    const dataDir = join(DATA_DIR, 'pg');
    return {
      available: true,
      binary: join(binDir, 'postgres'),
      dataDir,
      async start({ host, port }, env) {
        if (!existsSync(join(dataDir, 'PG_VERSION'))) {
          // A folder without PG_VERSION is the remains of an interrupted initdb, never a usable cluster.
          rmSync(dataDir, { recursive: true, force: true });
          mkdirSync(DATA_DIR, { recursive: true });
          mkdirSync(dataDir, { mode: 0o700 });
          if (owner) {
            chownSync(dataDir, owner.uid, owner.gid);
            // The postgres user must be able to pass through .data to reach its own folder.
            chmodSync(DATA_DIR, statSync(DATA_DIR).mode | 0o001);
          }
          await run({
            name: 'initdb',
            command: join(binDir, 'initdb'),
            args: ['-D', dataDir, '--username=postgres', '--auth=trust', '--encoding=UTF8', '--no-locale'],
            cwd: ROOT,
            env,
            ...owner,
          });
        }
        const server = new ManagedProcess({
          name: 'postgres',
          command: join(binDir, 'postgres'),
          // Socket in /tmp: the packaged default (/var/run/postgresql) may not be writable.
          args: ['-D', dataDir, '-k', '/tmp', '-p', String(port), '-h', bindAddress(host)],
          cwd: ROOT,
          env,
          stopSignal: 'SIGINT', // "fast" shutdown; SIGTERM would wait for every client to leave
          detached: true,
          ...owner,
        }).start();
        return localServer('postgres', server);
      },
    };
  },

  redis() {
    const binary = findExecutable('redis-server');
    if (!binary) return { available: false, reason: 'no redis-server binary was found in PATH' };
    const dataDir = join(DATA_DIR, 'redis');
    return {
      available: true,
      binary,
      dataDir,
      async start({ host, port }, env) {
        mkdirSync(dataDir, { recursive: true });
        const server = new ManagedProcess({
          name: 'redis',
          command: binary,
          // Development data is disposable: no snapshots, no append-only file.
          args: ['--port', String(port), '--bind', bindAddress(host), '--save', '', '--appendonly', 'no', '--dir', dataDir],
          cwd: ROOT,
          env,
          detached: true,
        }).start();
        return localServer('redis', server);
      },
    };
  },

  nats() {
    const binary = findExecutable('nats-server');
    if (!binary) return { available: false, reason: 'no nats-server binary was found in PATH or /usr/sbin' };
    const dataDir = join(DATA_DIR, 'nats');
    return {
      available: true,
      binary,
      dataDir,
      async start({ host, port }, env) {
        mkdirSync(dataDir, { recursive: true });
        const server = new ManagedProcess({
          name: 'nats',
          command: binary,
          args: ['-a', bindAddress(host), '-p', String(port), '-js', '-sd', dataDir],
          cwd: ROOT,
          env,
          detached: true,
        }).start();
        return localServer('nats', server);
      },
    };
  },
};

// ---------------------------------------------------------------------------------------
// Docker

/** The compose command when a Docker engine answers, otherwise null. */
function dockerCompose() {
  const succeeds = (command, args) => {
    const result = spawnSync(command, args, { stdio: 'ignore', timeout: 15000 });
    return result.status === 0;
  };
  if (!succeeds('docker', ['info'])) return null;
  if (succeeds('docker', ['compose', 'version'])) return ['docker', 'compose'];
  if (succeeds('docker-compose', ['version'])) return ['docker-compose'];
  throw new Error(
    'A Docker engine answers but Docker Compose is missing. Install the compose plugin ' +
      '(https://docs.docker.com/compose/install/) or Debian\'s docker-compose package.',
  );
}

async function startWithDocker(compose, kinds, endpoints, env) {
  const [command, ...prefix] = compose;
  // docker-compose.yml publishes the servers on these host ports, so they appear where the settings expect them.
  const composeEnv = {
    ...env,
    PGPORT: String(endpoints.postgres.port),
    REDIS_PORT: String(endpoints.redis.port),
    NATS_PORT: String(endpoints.nats.port),
  };
  const runCompose = (args) =>
    run({ name: compose.join(' '), command, args: [...prefix, '-f', join(ROOT, 'docker-compose.yml'), ...args], cwd: ROOT, env: composeEnv });

  await runCompose(['up', '-d', ...kinds]);
  return {
    kinds,
    timeoutMs: DOCKER_START_TIMEOUT_MS,
    stop: () => runCompose(['stop', ...kinds]),
    recentOutput: () => `    (see: ${compose.join(' ')} logs ${kinds.join(' ')})`,
    exitedEarly: () => null,
  };
}
