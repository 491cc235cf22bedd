import 'reflect-metadata';
import { loadConfigOrExit } from '@shop/config';
import { runService } from '@shop/service-runtime';
import { AppModule } from './app.module';
import { wishlistSettings } from './config';

const config = loadConfigOrExit(wishlistSettings);
void runService({
  name: 'wishlist',
  module: AppModule.register(config),
  healthPort: config.HEALTH_PORT,
  logLevel: config.LOG_LEVEL,
  shutdownGraceMs: config.SHUTDOWN_GRACE_MS,
});
