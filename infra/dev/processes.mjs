// Child processes of the local stack: started with their output prefixed by name, kept
// with their last lines for error messages, and stopped politely before being killed.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { createInterface } from 'node:readline';

import core from './stack-core.cjs';

const { formatDuration, formatLogLine } = core;

const KEPT_LINES = 40;
const COLOURS = [36, 35, 33, 32, 34, 91, 96, 95, 93, 92];
const useColour = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR && process.env.TERM !== 'dumb';
let nextColour = 0;

/** Every child that is running now, in start order, so a supervisor can stop what is left. */
const live = new Set();

export const defaultLog = (message) => process.stdout.write(`${message}\n`);

/** Runs `action`, logging its title when it starts and its duration when it ends or fails. */
export async function timed(title, action, log = defaultLog) {
  const started = performance.now();
  log(`▸ ${title}`);
  try {
    const result = await action();
    log(`✓ ${title} (${formatDuration(performance.now() - started)})`);
    return result;
  } catch (error) {
    log(`✗ ${title} (${formatDuration(performance.now() - started)})`);
    throw error;
  }
}

export class ManagedProcess {
  #child = null;
  #alive = false;
  #recent = [];
  #stopping = false;
  #prefix;

  /**
   * @param {object} options
   * @param {string} options.name  shown before every output line and in errors
   * @param {string} options.command
   * @param {string[]} [options.args]
   * @param {string} options.cwd
   * @param {NodeJS.ProcessEnv} options.env  the complete environment of the child
   * @param {(line: string) => void} [options.log]  receives the prefixed output; without it the output is only kept
   * @param {boolean} [options.inheritOutput]  write straight to the terminal (colours, progress bars) instead
   * @param {NodeJS.Signals} [options.stopSignal]  the signal that means "shut down cleanly"
   * @param {boolean} [options.detached]  own process group, so a Ctrl-C in the terminal does not reach it and
   *   the supervisor decides when it stops (servers must outlive the processes that use them)
   * @param {number} [options.keptLines]  how many of the last output lines to keep for error messages
   * @param {number} [options.labelWidth]  width the name is padded to, so the output of several processes lines up
   * @param {number} [options.uid]
   * @param {number} [options.gid]
   */
  constructor({
    name,
    command,
    args = [],
    cwd,
    env,
    log,
    inheritOutput = false,
    stopSignal = 'SIGTERM',
    detached = false,
    keptLines = KEPT_LINES,
    labelWidth = name.length,
    uid,
    gid,
  }) {
    Object.assign(this, { name, command, args, cwd, env, log, inheritOutput, stopSignal, detached, keptLines, uid, gid });
    const colour = COLOURS[nextColour++ % COLOURS.length];
    const label = name.padEnd(labelWidth);
    this.#prefix = useColour ? `\x1b[${colour}m${label}\x1b[0m │ ` : `${label} │ `;
    this.exited = Promise.resolve({ code: null, signal: null });
  }

  get pid() {
    return this.#child?.pid;
  }

  get running() {
    return this.#alive;
  }

  start() {
    this.#stopping = false;
    this.#recent = [];
    const child = spawn(this.command, this.args, {
      cwd: this.cwd,
      env: this.env,
      uid: this.uid,
      gid: this.gid,
      detached: this.detached,
      stdio: this.inheritOutput ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    this.#alive = true;
    live.add(this);
    this.exited = new Promise((resolve) => {
      const ended = (outcome) => {
        this.#alive = false;
        live.delete(this);
        resolve(outcome);
      };
      // 'error' without 'exit' happens when the command cannot be spawned at all.
      child.once('error', (error) => {
        this.#remember(`cannot start ${this.command}: ${error.message}`);
        ended({ code: null, signal: null, error });
      });
      child.once('exit', (code, signal) => ended({ code, signal, expected: this.#stopping }));
    });
    if (!this.inheritOutput) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => this.#remember(line));
      }
    }
    return this;
  }

  #remember(line) {
    this.#recent.push(line);
    if (this.#recent.length > this.keptLines) this.#recent.shift();
    if (this.log) {
      const text = formatLogLine(line);
      this.log(text.split('\n').map((part) => this.#prefix + part).join('\n'));
    }
  }

  /** The last lines the process printed, indented, for error messages. */
  recentOutput() {
    if (this.inheritOutput) return '    (output above)';
    return this.#recent.length === 0 ? '    (no output)' : this.#recent.map((line) => `    ${line}`).join('\n');
  }

  /** Sends the stop signal, waits up to `timeoutMs`, then kills it (with its process group when it has one). */
  async stop({ timeoutMs = 15000 } = {}) {
    if (!this.running) return this.exited;
    this.#stopping = true;
    this.signal(this.stopSignal);
    let timer;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const outcome = await Promise.race([this.exited, timeout]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      this.log?.(`${this.#prefix}did not stop within ${formatDuration(timeoutMs)}; killing it`);
      this.signal('SIGKILL', { group: true });
    }
    return this.exited;
  }

  /** Ends the process abruptly, as a crash would, without giving it a chance to clean up. */
  async kill() {
    if (!this.running) return this.exited;
    this.#stopping = true;
    this.signal('SIGKILL', { group: true });
    return this.exited;
  }

  signal(signal, { group = false } = {}) {
    try {
      process.kill(group && this.detached ? -this.#child.pid : this.#child.pid, signal);
    } catch (error) {
      if (error.code !== 'ESRCH') throw error; // already gone
    }
  }
}

/** Describes how a process ended, for messages. */
export function describeExit({ code, signal, error }) {
  if (error) return `could not be started (${error.message})`;
  if (signal) return `was killed by ${signal}`;
  return `exited with code ${code}`;
}

/** Runs a command to completion; rejects with its whole output when it fails, as a failed build needs. */
export async function run({ name, command, args, cwd, env, log, uid, gid }) {
  const child = new ManagedProcess({ name, command, args, cwd, env, log, uid, gid, keptLines: Infinity }).start();
  const outcome = await child.exited;
  if (outcome.code !== 0) {
    throw new Error(`${name} ${describeExit(outcome)}. Output:\n${child.recentOutput()}`);
  }
}

/** Runs a command with the terminal as its output; resolves to its exit code (128 + n when killed by signal n, as shells do). */
export async function runInTerminal(command, args, { cwd, env }) {
  const outcome = await new ManagedProcess({ name: command, command, args, cwd, env, inheritOutput: true }).start().exited;
  if (outcome.error) {
    process.stderr.write(`cannot start ${command}: ${outcome.error.message}\n`);
    return 127;
  }
  return outcome.signal ? 128 + constants.signals[outcome.signal] : outcome.code;
}

/** Stops every child still running, newest first, so servers outlive the processes that use them. */
export async function stopAll() {
  for (const child of [...live].reverse()) await child.stop();
}

/**
 * Passes a shutdown signal on to the children that share the terminal's process group. A Ctrl-C
 * already reaches them; a SIGTERM sent to the supervisor alone would not.
 */
export function signalForeground(signal) {
  for (const child of live) if (!child.detached) child.signal(signal);
}

/**
 * Calls `handler` once on the first SIGINT, SIGTERM or SIGHUP. Later signals are ignored:
 * npm passes the terminal's Ctrl-C on, so one keypress can arrive twice.
 */
export function onShutdownSignal(handler) {
  let received = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (received) return;
      received = true;
      handler(signal);
    });
  }
}
