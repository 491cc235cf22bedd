import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './service-process';

const NATS_BINARIES = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'];
const START_TIMEOUT_MS = 10_000;

export interface PrivateNatsOptions {
  /** Default: a free port. */
  port?: number;
  /** The JetStream store; default a throw-away folder, removed by stop(). A folder given here is kept. */
  storeDir?: string;
}

export interface PrivateNats {
  url: string;
  port: number;
  /** The JetStream store, kept across kill() and restart(). */
  storeDir: string;
  /** Whether the server process is running now. */
  readonly running: boolean;
  /** Ends the server as a crash (SIGKILL, the default) or an operator (SIGTERM) would; the store stays. */
  kill(signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
  /** Starts the server again on the same port with the same store, after kill(). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function launch(binary: string, port: number, store: string): Promise<ChildProcess> {
  const child = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], { stdio: 'ignore' });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nats-server did not start on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return child;
}

/**
 * A NATS server with JetStream of the test run's own, on a free port with a throw-away store,
 * so tests never answer (or steal) the requests of a development stack running beside them.
 * It can be killed and restarted on the same port with the same store, as the chaos run does.
 * Answers null when no nats-server binary is installed; tests then use NATS_URL.
 */
export async function startPrivateNats(options: PrivateNatsOptions = {}): Promise<PrivateNats | null> {
  const binary = NATS_BINARIES.find((path) => existsSync(path));
  if (!binary) return null;
  const port = options.port ?? (await freePort());
  const ownStore = options.storeDir === undefined;
  const store = options.storeDir ?? mkdtempSync(join(tmpdir(), 'shop-nats-'));
  let child = await launch(binary, port, store);
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    url: `nats://127.0.0.1:${port}`,
    port,
    storeDir: store,
    get running() {
      return running();
    },
    async kill(signal = 'SIGKILL') {
      if (!running()) return;
      const done = exited(child);
      child.kill(signal);
      await done;
    },
    async restart() {
      if (running()) throw new Error(`nats-server on port ${port} is still running; kill() it first`);
      child = await launch(binary, port, store);
    },
    async stop() {
      if (running()) {
        const done = exited(child);
        child.kill('SIGTERM');
        await done;
      }
      if (ownStore) rmSync(store, { recursive: true, force: true });
    },
  };
}
