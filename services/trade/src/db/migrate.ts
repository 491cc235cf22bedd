import { loadConfigOrExit, serviceSettings, z } from '@shop/config';
import { runMigrationCli } from '@shop/database';
import { tradeDatabase } from './database';

const { DATABASE_URL } = loadConfigOrExit(z.object({ DATABASE_URL: serviceSettings.DATABASE_URL }));
void runMigrationCli('trade', tradeDatabase(DATABASE_URL));
