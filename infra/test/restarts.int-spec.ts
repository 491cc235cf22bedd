import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// npm start restarts a process that crashes, with a growing pause, and says so in its log
// (infra/dev/restarts.mjs). Run as the scripts run: plain Node on the ES modules.

const dev = (file: string) => pathToFileURL(join(__dirname, '../dev', file)).href;

/** Supervises a process that crashes 100 ms after each start, for `forMs`; answers the log lines and how often it started. */
function superviseCrashingProcess(forMs: number, restart: boolean): { lines: string[]; starts: number } {
  const script = `
    import { ManagedProcess } from '${dev('processes.mjs')}';
    import { superviseCrashes } from '${dev('restarts.mjs')}';
    const lines = [];
    let starts = 0;
    let running = true;
    const child = new ManagedProcess({ name: 'catalog', command: process.execPath, args: ['-e', 'setTimeout(() => process.exit(3), 100)'], log: () => {} });
    const start = child.start.bind(child);
    child.start = () => { starts += 1; return start(); };
    child.start();
    superviseCrashes(child, { log: (line) => lines.push(line), keepRunning: () => running, restart: ${restart} });
    setTimeout(() => { running = false; process.stdout.write(JSON.stringify({ lines, starts })); process.exit(0); }, ${forMs});
  `;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as { lines: string[]; starts: number };
}

describe('crash restarts under npm start', () => {
  it('starts a crashed process again after 1 s, then 2 s, and logs each crash', () => {
    const { lines, starts } = superviseCrashingProcess(3800, true);
    expect(lines.slice(0, 2)).toEqual([
      'catalog exited with code 3 unexpectedly; restarting it in 1.0s (crash 1 in a row)',
      'catalog exited with code 3 unexpectedly; restarting it in 2.0s (crash 2 in a row)',
    ]);
    expect(starts).toBe(3);
  });

  it('only logs the crash where restarts are off (tests, benchmark, chaos run)', () => {
    const { lines, starts } = superviseCrashingProcess(1500, false);
    expect(lines).toEqual(['catalog exited with code 3 unexpectedly']);
    expect(starts).toBe(1);
  });
});
