import { loadConfigOrExit, serviceSettings, z } from '@shop/config';
import { runMigrationCli } from '@shop/database';
import { orderDatabase } from './database';

const { DATABASE_URL } = loadConfigOrExit(z.object({ DATABASE_URL: serviceSettings.DATABASE_URL }));
void runMigrationCli('order', orderDatabase(DATABASE_URL));
