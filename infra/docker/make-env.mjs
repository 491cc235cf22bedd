// Writes `.env` (git-ignored) beside docker-compose.yml with credentials of this machine's own,
// made at random, unless one is there already: `docker compose up` reads it. The services run in
// production mode there and refuse to start without these, or with the sandbox's published ones.
//   node infra/docker/make-env.mjs
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../dev/paths.mjs';

const file = join(ROOT, '.env');
if (existsSync(file)) {
  console.log(`${file} already exists; delete it to make new credentials.`);
} else {
  const hex = (bytes) => randomBytes(bytes).toString('hex');
  const settings = {
    SESSION_SECRET: hex(32),
    // The provider sandbox takes whatever it is given: these are its credentials and the shop's.
    GOOGLE_CLIENT_ID: `compose-${hex(8)}.apps.googleusercontent.com`,
    PHONEPE_CLIENT_ID: `COMPOSE_${hex(8).toUpperCase()}`,
    PHONEPE_CLIENT_SECRET: hex(32),
    PHONEPE_WEBHOOK_USERNAME: `webhook-${hex(6)}`,
    PHONEPE_WEBHOOK_PASSWORD: hex(32),
    // Signs the unsubscribe links of review request emails.
    REVIEW_UNSUBSCRIBE_SECRET: hex(32),
  };
  writeFileSync(file, `${Object.entries(settings).map(([name, value]) => `${name}=${value}`).join('\n')}\n`, { mode: 0o600 });
  console.log(`Wrote ${file}: docker compose up --build`);
}
