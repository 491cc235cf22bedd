import pino from 'pino';
import { readSandboxEnvironment, SandboxConfigError, sandboxOptionsFrom, type SandboxEnvironment } from './config';
import { startSandbox } from './create-sandbox';
import { AUTHORIZE_PATH } from './google/consent';
import { PHONEPE_API_PREFIX } from './phonepe/phonepe-simulator';

function environmentOrExit(): SandboxEnvironment {
  try {
    return readSandboxEnvironment();
  } catch (error) {
    if (error instanceof SandboxConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG, as the shop's services
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const env = environmentOrExit();
  // A synchronous destination: with pino's default one, process.exit hangs once the reader of
  // stdout has gone (a closed pipe), and a SIGTERM would then never end the process.
  const logger = pino(
    { level: env.LOG_LEVEL, base: { service: 'sandbox' }, timestamp: pino.stdTimeFunctions.isoTime },
    pino.destination({ dest: 1, sync: true }),
  );
  const running = await startSandbox(sandboxOptionsFrom(env), { port: env.SANDBOX_PORT, host: env.SANDBOX_HOST }, logger).catch((error: NodeJS.ErrnoException) => {
    const reason = error.code === 'EADDRINUSE' ? `port ${env.SANDBOX_PORT} is already in use (set SANDBOX_PORT)` : error.message;
    logger.fatal({ err: error }, `sandbox could not start: ${reason}`);
    process.exit(1);
  });
  const publicUrl = env.SANDBOX_PUBLIC_URL ?? running.url;
  logger.info(
    {
      url: running.url,
      phonepeApi: `${publicUrl}${PHONEPE_API_PREFIX}`,
      phonepeWebhook: env.PHONEPE_WEBHOOK_URL,
      googleConsent: `${publicUrl}${AUTHORIZE_PATH}`,
      googleClientId: env.GOOGLE_CLIENT_ID,
    },
    'provider sandbox ready (state is in memory; a restart forgets orders and tokens)',
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Armed first, so nothing below can leave the process running after the signal.
    setTimeout(() => {
      logger.error(`shutdown took longer than ${env.SANDBOX_SHUTDOWN_GRACE_MS} ms, exiting`);
      process.exit(1);
    }, env.SANDBOX_SHUTDOWN_GRACE_MS).unref();
    running.stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
    logger.info(`${signal} received, shutting down`);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

void main();
