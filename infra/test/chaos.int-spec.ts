import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// `npm run chaos` in small: a few orders, two kills. It must end by itself with the figures as
// its last line, having found nothing lost, duplicated or wrongly paid, and leave nothing running.
describe('npm run chaos', () => {
  it('places orders through kills and restarts, and reports zero lost, duplicate or wrong', async () => {
    const child = spawn(
      process.execPath,
      [join(ROOT, 'infra/chaos/run.mjs'), '--orders', '10', '--kills', '2', '--shoppers', '3', '--duration', '150', '--settle', '60', '--quiet', '5', '--seed', '11'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));

    const lines = output.trim().split('\n');
    const figures = JSON.parse(lines.at(-1) ?? '') as Record<string, unknown>;
    expect({ code, figures }).toMatchObject({
      code: 0,
      figures: { lost: 0, duplicateEmails: 0, wrongPayments: 0, missingEmails: 0, unexpectedEmails: 0, unsettledPayments: 0, refused: 0 },
    });
    expect(figures.orders).toBeGreaterThanOrEqual(10);
    expect(figures.kills).toBeGreaterThanOrEqual(2);
    expect(lines.some((line) => /kill 1: SIG(KILL|TERM) (order|notification|gateway|nats)/.test(line))).toBe(true);
    // Its gateway (18800) and PhonePe simulator (8090 + 1800) are gone.
    expect([await listening(18800), await listening(9890)]).toEqual([false, false]);
  }, 180_000);
});
