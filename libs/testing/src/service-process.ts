import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { TEST_SECRETS } from './test-secrets';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const workspaceRoot = join(__dirname, '..', '..', '..');

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
      env: { PATH: process.env.PATH ?? '', ...TEST_SECRETS, ...this.env, HEALTH_PORT: String(this.healthPort) },
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
