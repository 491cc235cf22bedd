import { refusePublishedCredentials, secret, serviceSettings, workerSettings, z } from '@shop/config';

export const reviewSettings = z
  .object({
    ...serviceSettings,
    /** Where the review request emails wait for their day (a delayed BullMQ job per order). */
    REDIS_URL: workerSettings.REDIS_URL,
    /** Prefix of the queue's Redis keys: stacks sharing a Redis need different ones (as the notification service's). */
    QUEUE_PREFIX: z.string().regex(/^[a-z0-9_-]{1,40}$/i, 'must be 1-40 letters, digits, - or _').default('shop'),
    /** Days after delivery the review request email goes out; fractions allowed (tests use seconds' worth). */
    REVIEW_REQUEST_DELAY_DAYS: z.coerce.number().min(0).max(90).default(7),
    /** Signs the unsubscribe links of review request emails: whoever has it could unsubscribe anyone. */
    REVIEW_UNSUBSCRIBE_SECRET: secret(32),
    /** Where links in emails point: the public address of the storefront. */
    STOREFRONT_URL: z.string().url().default('http://localhost:8080'),
    /** Products whose approved reviews each replica keeps in memory (least recently read ones go first). */
    REVIEW_CACHE_PRODUCTS: z.coerce.number().int().min(1).max(100_000).default(2000),
  })
  .superRefine(refusePublishedCredentials(['REVIEW_UNSUBSCRIBE_SECRET']));
export type ReviewConfig = z.output<typeof reviewSettings>;

export const REVIEW_CONFIG = Symbol('REVIEW_CONFIG');
