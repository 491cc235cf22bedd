import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root, wherever the scripts are started from. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');

/** Git-ignored working data of the local stack: server data folders, test result files. */
export const DATA_DIR = join(ROOT, '.data');
