// `npm start`: dependencies, servers, build, then every process of the shop, until Ctrl-C.
import { build, ensureDependencies, ensureInfrastructure, startMailSink, startStack, stopAll, timed } from './stack.mjs';
import { defaultLog as log, onShutdownSignal } from './processes.mjs';
import core from './stack-core.cjs';

const started = performance.now();
let infrastructure = null;
let mailSink = null;
let stack = null;
let stopping = null;

function shutdown(exitCode) {
  stopping ??= (async () => {
    try {
      await stack?.stop();
      await stopAll(); // whatever a step left half-started when the signal came
      await mailSink?.stop();
      await infrastructure?.stop();
      log('Stopped.');
    } catch (error) {
      log(`While stopping: ${error.message}`);
      exitCode ||= 1;
    }
    process.exit(exitCode);
  })();
  return stopping;
}

onShutdownSignal((signal) => {
  log(`\n${signal}: stopping everything npm start started…`);
  shutdown(0);
});

try {
  await timed('dependencies', () => ensureDependencies({ log }));
  infrastructure = await timed('Postgres, Redis, NATS', () => ensureInfrastructure({ log }));
  mailSink = await timed('mail sink', () => startMailSink({ log }));
  await timed('build', () => build({ log }));
  stack = await timed('migrate and start services and gateway', () => startStack({ log, restartCrashed: true }));
  if (!stopping) {
    log(`\nMail sink: ${mailSink.url}`);
    log(`Storefront: ${stack.url}  (ready in ${core.formatDuration(performance.now() - started)}; Ctrl-C stops everything)\n`);
  }
} catch (error) {
  if (!stopping) {
    log(`\n${error.message}\n`);
    await shutdown(1);
  }
}
