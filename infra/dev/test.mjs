// `npm test`: lint, type checks, unit, integration and browser tests, stopping at the first
// failure. Servers it had to start are stopped at the end.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { DATA_DIR, ROOT, build, ensureDependencies, ensureInfrastructure, stopAll, timed } from './stack.mjs';
import { defaultLog as log, onShutdownSignal, runInTerminal, signalForeground } from './processes.mjs';
import core from './stack-core.cjs';

const { formatDuration, summariseJestResults } = core;

const startedAt = performance.now();
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const durations = [];
const jestPhases = [];
let failedPhase = null;
let interrupted = null;

onShutdownSignal((signal) => {
  interrupted = signal;
  log(`\n${signal}: stopping the tests…`);
  signalForeground(signal);
});

async function phase(title, action) {
  if (interrupted) throw new Error(`Interrupted by ${interrupted}.`);
  const started = performance.now();
  try {
    return await timed(title, action, log);
  } catch (error) {
    failedPhase = title;
    throw error;
  } finally {
    durations.push(`${title} ${formatDuration(performance.now() - started)}`);
  }
}

async function inTerminal(description, command, args) {
  const code = await runInTerminal(command, args, { cwd: ROOT, env: process.env });
  if (code !== 0) throw new Error(`${description} failed (exit code ${code}).`);
}

/** One jest run; its --json results feed the summary line, whether it passes or not. */
async function jest(phaseName, args) {
  const outputFile = join(DATA_DIR, `jest-${phaseName}.json`);
  mkdirSync(DATA_DIR, { recursive: true });
  rmSync(outputFile, { force: true }); // a stale file must not count as this run
  try {
    await inTerminal(`jest (${phaseName})`, bin('jest'), [...args, '--json', `--outputFile=${outputFile}`]);
  } finally {
    const result = existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')) : null;
    jestPhases.push({ phase: phaseName, result });
  }
}

let infrastructure = null;
let exitCode = 0;
try {
  await phase('dependencies', () => ensureDependencies({ log }));
  infrastructure = await phase('Postgres, Redis, NATS', () => ensureInfrastructure({ log }));
  await phase('lint', () => inTerminal('npm run lint', 'npm', ['run', 'lint']));
  await phase('build and type check', async () => {
    await build({ log }); // tsc -b type-checks the backend while building it
    await inTerminal('type check of the frontend', bin('tsc'), ['-p', 'frontend/tsconfig.json', '--noEmit']);
  });
  // A worker per core: jest's default leaves one core to its parent, which does little while they run.
  await phase('unit tests', () => jest('unit', ['--selectProjects', 'unit', 'web', '--maxWorkers=100%']));
  // Integration test files run side by side too: each makes databases, queues and rate-limit keys
  // of its own, a shop under test has its own NATS, and each worker its own for the rest.
  await phase('integration tests', () => jest('integration', ['--selectProjects', 'integration', '--maxWorkers=100%']));
  await phase('browser tests', () => jest('e2e', ['--selectProjects', 'e2e', '--runInBand']));
} catch (error) {
  log(`\n${error.message}`);
  exitCode = interrupted ? 130 : 1;
} finally {
  try {
    await stopAll();
    await infrastructure?.stop();
  } catch (error) {
    log(`While stopping servers: ${error.message}`);
    exitCode ||= 1;
  }
}

log(`\nPhases: ${durations.join(' · ')}`);
const total = formatDuration(performance.now() - startedAt);
log(exitCode === 0 ? `npm test passed in ${total}.` : `npm test FAILED${failedPhase ? ` in: ${failedPhase}` : ''} after ${total}.`);
// The last line is the plain 'Tests: N passed, N failed' alone, the closing line CI reads for the count.
if (jestPhases.length > 0) {
  const { byPhase, total: tests } = summariseJestResults(jestPhases);
  log(`By phase: ${byPhase}`);
  log(`Tests: ${tests}`);
} else {
  log('Tests: none ran');
}
process.exitCode = exitCode;
