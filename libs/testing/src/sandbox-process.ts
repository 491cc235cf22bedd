import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './service-process';
import { TEST_SECRETS } from './test-secrets';

/** The provider sandbox (PhonePe and Google simulators, `infra/sandbox`), built, as its own process. */
export class SandboxProcess {
  private child: ChildProcess | null = null;
  private output = '';
  url = '';

  constructor(private readonly env: Record<string, string>) {}

  /**
   * Starts the sandbox on a free port. A port found free can be taken by another test worker's
   * process before the sandbox listens on it: then it starts again on another, a few times.
   */
  async start(): Promise<string> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.startOnce();
      } catch (error) {
        if (attempt >= 3 || !this.output.includes('EADDRINUSE')) throw error;
        this.output = '';
      }
    }
  }

  private async startOnce(): Promise<string> {
    const port = await freePort();
    this.url = `http://127.0.0.1:${port}`;
    const main = join(__dirname, '..', '..', '..', 'infra', 'sandbox', 'dist', 'main.js');
    this.child = spawn(process.execPath, [main], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...TEST_SECRETS, ...this.env, SANDBOX_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (chunk) => (this.output += chunk));
    this.child.stderr?.on('data', (chunk) => (this.output += chunk));
    const deadline = Date.now() + 15_000;
    while (!(await fetch(`${this.url}/health`).then((r) => r.ok, () => false))) {
      if (this.child.exitCode !== null || Date.now() > deadline) throw new Error(`The sandbox did not start:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return this.url;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}
