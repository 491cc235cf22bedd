// The killer of the chaos run: at random moments it ends one of the order service, the
// notification worker, the gateway or the NATS server (SIGKILL as a crash would, sometimes
// SIGTERM as a deployment would), leaves it down a little, and starts it again. One at a time.
import stackCore from '../dev/stack-core.cjs';
import core from './chaos-core.cjs';
import { sleep } from './shoppers.mjs';

const { formatDuration } = stackCore;
const { planKill } = core;

/** Restarts that fail (not ready in time) are tried again this often before the run gives up on it. */
const RESTART_ATTEMPTS = 3;

/** Sleeps `ms`, waking early once `stop()` is true. */
async function pause(ms, stop) {
  const until = Date.now() + ms;
  while (Date.now() < until && !stop()) await sleep(Math.min(200, until - Date.now()));
}

/**
 * @param {object} options
 * @param {{ processes: Array<{ name: string, stop(): Promise<unknown> }>, kill(name: string): Promise<void>, restart(name: string): Promise<void> }} options.stack
 * @param {{ kill(signal?: string): Promise<void>, restart(): Promise<void> }} options.nats
 * @param {ReturnType<typeof core.createRandom>} options.random
 * @param {object} options.stats  kills, killsByTarget, restarted, lastRestartAt, recovering, restartFailures (filled in here)
 * @param {() => boolean} options.shouldStop  make no new kill once true
 * @param {(line: string) => void} options.progress
 * @param {[number, number]} [options.gapMs]  the wait before each kill is drawn from this range
 */
export async function runKiller({ stack, nats, random, stats, shouldStop, progress, gapMs = [1000, 5000] }) {
  const take = async (target, signal) => {
    if (target === 'nats') return nats.kill(signal);
    if (signal === 'SIGKILL') return stack.kill(target);
    // SIGTERM, waiting for the clean stop (ManagedProcess kills it after 15 s).
    await Promise.all(stack.processes.filter((child) => child.name === target).map((child) => child.stop()));
  };
  const bringBack = async (target) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (target === 'nats') await nats.restart();
        else await stack.restart(target);
        return;
      } catch (error) {
        stats.restartFailures.push(`${target}: ${error.message.split('\n')[0]}`);
        progress(`  ${target} did not come back (attempt ${attempt}): ${error.message.split('\n')[0]}`);
        if (attempt >= RESTART_ATTEMPTS) throw error;
      }
    }
  };

  while (!shouldStop()) {
    await pause(random.between(...gapMs), shouldStop);
    if (shouldStop()) break;
    const { target, signal, downMs } = planKill(random);
    const started = performance.now();
    await take(target, signal);
    stats.kills += 1;
    stats.killsByTarget[target] = (stats.killsByTarget[target] ?? 0) + 1;
    const stopped = performance.now();
    await sleep(downMs);
    const restarting = performance.now();
    await bringBack(target);
    stats.restarted += 1;
    stats.lastRestartAt = Date.now();
    // The shoppers note how long after this the next order is placed: the shop's recovery time.
    stats.recovering = { target, since: Date.now() };
    progress(
      `kill ${stats.kills}: ${signal} ${target} (gone in ${formatDuration(stopped - started)}), ` +
        `down ${formatDuration(downMs)}, back in ${formatDuration(performance.now() - restarting)}`,
    );
  }
}
