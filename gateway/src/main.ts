import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfigOrExit } from '@shop/config';
import { gatewayConfigSchema } from './config';
import { createGateway } from './create-gateway';

async function main() {
  const config = loadConfigOrExit(gatewayConfigSchema);
  const app = await createGateway(config);
  await app.listen(config.PORT, '0.0.0.0');
  const log = new Logger('Bootstrap');
  log.log(`Storefront and API listening on http://localhost:${config.PORT}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.log(`${signal} received, shutting down`);
    setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS).unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

void main();
