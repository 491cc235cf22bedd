// The secrets of a local stack: made at random on first use, kept in the git-ignored data
// folder, and given to the shop and the provider sandbox alike. No secret is written in the
// source, so nobody who reads it can sign a session or a PhonePe webhook for this stack.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR } from './paths.mjs';

const FILE = join(DATA_DIR, 'secrets.json');
const random = () => randomBytes(32).toString('base64url');

/** Every secret setting, with how a fresh one is made. */
const MAKERS = {
  SESSION_SECRET: random,
  PHONEPE_CLIENT_SECRET: random,
  PHONEPE_WEBHOOK_USERNAME: () => `webhook-${randomBytes(6).toString('hex')}`,
  PHONEPE_WEBHOOK_PASSWORD: random,
  // The Google client's secret, shared with the sandbox's /token: staff sign in with the redirect flow.
  GOOGLE_CLIENT_SECRET: random,
  // Signs the unsubscribe links of review request emails (the review service).
  REVIEW_UNSUBSCRIBE_SECRET: random,
};

/**
 * The stack's secrets: those in `.data/secrets.json`, any missing one made and saved (readable
 * by its owner only). A value set in the environment wins over the file.
 */
export function localSecrets(env = process.env) {
  const saved = existsSync(FILE) ? JSON.parse(readFileSync(FILE, 'utf8')) : {};
  const missing = Object.keys(MAKERS).filter((name) => typeof saved[name] !== 'string' || saved[name] === '');
  if (missing.length > 0) {
    for (const name of missing) saved[name] = MAKERS[name]();
    mkdirSync(DATA_DIR, { recursive: true });
    writeFileSync(FILE, `${JSON.stringify(saved, null, 2)}\n`, { mode: 0o600 });
  }
  const secrets = {};
  for (const name of Object.keys(MAKERS)) secrets[name] = env[name] || saved[name];
  return secrets;
}
