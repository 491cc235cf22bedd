import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './service-process';

export interface CapturedEmail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string }>;
  headers: Record<string, string>;
}

export interface MailSink {
  smtpPort: number;
  /** maildev's web page and REST API (`GET /email`), e.g. `http://127.0.0.1:40123`: what a browser test reads. */
  webUrl: string;
  /** Every email received so far, through maildev's REST API. */
  emails(): Promise<CapturedEmail[]>;
  /** Freezes the sink (SIGSTOP): an SMTP delivery in progress hangs until `resume()`. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/** maildev, the development mail sink, on free ports of its own. */
export async function startMailSink(): Promise<MailSink> {
  const [smtpPort, webPort] = [await freePort(), await freePort()];
  const bin = join(require.resolve('maildev/package.json'), '..', 'bin', 'maildev');
  const child = spawn(process.execPath, [bin, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--silent'], {
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${webPort}`;
  const deadline = Date.now() + 15_000;
  while (!(await fetch(`${base}/email`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('maildev did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    smtpPort,
    webUrl: base,
    emails: async () => (await (await fetch(`${base}/email`)).json()) as CapturedEmail[],
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGCONT');
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
