import { loadConfigOrExit, serviceSettings, z } from '@shop/config';
import { runMigrationCli } from '@shop/database';
import { reviewDatabase } from './database';

const { DATABASE_URL } = loadConfigOrExit(z.object({ DATABASE_URL: serviceSettings.DATABASE_URL }));
void runMigrationCli('review', reviewDatabase(DATABASE_URL));
