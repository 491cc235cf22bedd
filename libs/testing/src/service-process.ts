import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_SECRETS, TEST_STAFF_OWNER_EMAIL } from './test-secrets';

/** Ports this test process has handed out: the system may offer a port it has just released again. */
const handedOut = new Set<number>();

/** A port nothing listens on now, and one this process has not handed out before (so two calls never collide). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port: found } = server.address() as { port: number };
        server.close(() => resolve(found));
      });
    });
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

const workspaceRoot = join(__dirname, '..', '..', '..');

/** The Node.js flags a service runs with everywhere (infra/dev/node-options.json): tests run it as production does. */
const NODE_OPTIONS: Record<string, string> = JSON.parse(readFileSync(join(workspaceRoot, 'infra', 'dev', 'node-options.json'), 'utf8'));

/**
 * A built service (`services/<name>/dist/main.js`) run as its own process, as in production:
 * tests can kill it outright and start it again.
 */
export class ServiceProcess {
  private child: ChildProcess | null = null;
  private output = '';
  readonly healthUrl: string;

  /** `script`: another built entry point than the service's, relative to the workspace (`gateway/dist/main.js`). */
  constructor(
    readonly name: string,
    private readonly env: Record<string, string>,
    readonly healthPort: number,
    private readonly script = join('services', name, 'dist', 'main.js'),
  ) {
    this.healthUrl = `http://127.0.0.1:${healthPort}/health/ready`;
  }

  async start(timeoutMs = 20_000): Promise<void> {
    const main = join(workspaceRoot, this.script);
    this.output = '';
    const child = spawn(process.execPath, [main], {
      env: {
        PATH: process.env.PATH ?? '',
        ...TEST_SECRETS,
        STAFF_OWNER_EMAIL: TEST_STAFF_OWNER_EMAIL,
        ...(NODE_OPTIONS[this.name] ? { NODE_OPTIONS: NODE_OPTIONS[this.name] } : {}),
        ...this.env,
        HEALTH_PORT: String(this.healthPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (this.output += chunk));
    child.stderr?.on('data', (chunk) => (this.output += chunk));
    this.child = child;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${this.name} exited with ${child.exitCode}:\n${this.output}`);
      const ready = await fetch(this.healthUrl).then((r) => r.ok, () => false);
      if (ready) return;
      if (Date.now() > deadline) throw new Error(`${this.name} was not ready in ${timeoutMs} ms:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /**
   * Stops the process with a signal (SIGKILL: no chance to clean up), waits for it to exit and
   * answers its exit code (null when a signal ended it; undefined when it was not running).
   */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null | undefined> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return undefined;
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill(signal);
    const code = await exited;
    this.child = null;
    return code;
  }

  /** Sends a signal without waiting: SIGSTOP freezes the process (requests to it hang), SIGCONT resumes it. */
  signal(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }

  get logs(): string {
    return this.output;
  }
}
