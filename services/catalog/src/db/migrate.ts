import { loadConfigOrExit, serviceSettings, z } from '@shop/config';
import { runMigrationCli } from '@shop/database';
import { catalogDatabase } from './database';

const { DATABASE_URL } = loadConfigOrExit(z.object({ DATABASE_URL: serviceSettings.DATABASE_URL }));
void runMigrationCli('catalog', catalogDatabase(DATABASE_URL));
