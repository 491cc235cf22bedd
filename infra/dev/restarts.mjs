// Restarting what crashed, for `npm start`: a service that dies comes back, with a growing pause.
import { describeExit } from './processes.mjs';
import core from './stack-core.cjs';

const { STABLE_AFTER_MS, formatDuration, restartDelayMs } = core;

/**
 * Watches a started ManagedProcess: when it exits without being asked to, logs it and, while
 * `keepRunning()` says so, starts it again after `restartDelayMs` (1 s, doubling for each crash
 * in a row up to 30 s; a run longer than a minute resets the count), and watches it again.
 * `onRestart` is told of each restart (the stack waits for nothing: the process reports ready
 * on its health port as at start).
 *
 * @param {import('./processes.mjs').ManagedProcess} child
 * @param {{ log: (line: string) => void, keepRunning: () => boolean, restart: boolean }} options
 */
export function superviseCrashes(child, { log, keepRunning, restart }, crashesInARow = 0) {
  const startedAt = Date.now();
  child.exited.then((outcome) => {
    if (outcome.expected || !keepRunning()) return;
    if (!restart) return log(`${child.name} ${describeExit(outcome)} unexpectedly`);
    const inARow = Date.now() - startedAt > STABLE_AFTER_MS ? 1 : crashesInARow + 1;
    const delay = restartDelayMs(inARow);
    log(`${child.name} ${describeExit(outcome)} unexpectedly; restarting it in ${formatDuration(delay)} (crash ${inARow} in a row)`);
    setTimeout(() => {
      if (!keepRunning() || child.running) return;
      child.start();
      superviseCrashes(child, { log, keepRunning, restart }, inARow);
    }, delay).unref();
  });
}
