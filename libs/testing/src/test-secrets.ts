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
} as const;

/** The Authorization header PhonePe sends with a webhook: sha256 of `username:password`, in hex. */
export function webhookAuthorization(username: string = TEST_SECRETS.PHONEPE_WEBHOOK_USERNAME, password: string = TEST_SECRETS.PHONEPE_WEBHOOK_PASSWORD): string {
  return createHash('sha256').update(`${username}:${password}`).digest('hex');
}
