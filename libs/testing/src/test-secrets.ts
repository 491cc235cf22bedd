import { createHash, randomBytes } from 'node:crypto';

const random = () => randomBytes(32).toString('base64url');

/**
 * The secrets of the shops tests start: made at random by each test process and given to the
 * gateway, the services and the provider sandbox alike, as `npm start` does with its own.
 */
export const TEST_SECRETS = {
  SESSION_SECRET: random(),
  PHONEPE_CLIENT_SECRET: random(),
  PHONEPE_WEBHOOK_USERNAME: `webhook-${randomBytes(4).toString('hex')}`,
  PHONEPE_WEBHOOK_PASSWORD: random(),
  /** The Google client's secret: the gateway presents it at the sandbox's /token (staff sign-in). */
  GOOGLE_CLIENT_SECRET: random(),
} as const;

/** The back office's owner in every shop tests start (STAFF_OWNER_EMAIL); staff tests sign in as them first. */
export const TEST_STAFF_OWNER_EMAIL = 'owner@example.in';

/** The Authorization header PhonePe sends with a webhook: sha256 of `username:password`, in hex. */
export function webhookAuthorization(username: string = TEST_SECRETS.PHONEPE_WEBHOOK_USERNAME, password: string = TEST_SECRETS.PHONEPE_WEBHOOK_PASSWORD): string {
  return createHash('sha256').update(`${username}:${password}`).digest('hex');
}
