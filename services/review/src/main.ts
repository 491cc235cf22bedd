import 'reflect-metadata';
import { loadConfigOrExit } from '@shop/config';
import { runService } from '@shop/service-runtime';
import { AppModule } from './app.module';
import { reviewSettings } from './config';

const config = loadConfigOrExit(reviewSettings);
void runService({
  name: 'review',
  module: AppModule.register(config),
  healthPort: config.HEALTH_PORT,
  logLevel: config.LOG_LEVEL,
  shutdownGraceMs: config.SHUTDOWN_GRACE_MS,
});
