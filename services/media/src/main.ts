import 'reflect-metadata';
import { loadConfigOrExit } from '@shop/config';
import { runService } from '@shop/service-runtime';
import { AppModule } from './app.module';
import { mediaServiceSettings } from './config';

const config = loadConfigOrExit(mediaServiceSettings);
void runService({
  name: 'media',
  module: AppModule.register(config),
  healthPort: config.HEALTH_PORT,
  logLevel: config.LOG_LEVEL,
  shutdownGraceMs: config.SHUTDOWN_GRACE_MS,
});
