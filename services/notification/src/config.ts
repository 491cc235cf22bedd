import { workerSettings, z } from '@shop/config';

export const notificationSettings = z.object({
  ...workerSettings,
  SMTP_HOST: z.string().default('127.0.0.1'),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(1025),
  /** TLS from the first byte (port 465); otherwise STARTTLS is used when the server offers it. */
  SMTP_SECURE: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  /** Connections to the SMTP server kept open and used in parallel; relays cap this per client. */
  SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(8),
  /**
   * Email jobs one worker runs at once. Each spends most of its time waiting (the order, then
   * the SMTP server), so the queue drains at about this many jobs per round trip.
   */
  EMAIL_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(32),
  MAIL_FROM: z.string().default('Curated Art & Decor <orders@curatedartdecor.in>'),
  /**
   * Prefix of the queue's Redis keys. Stacks that share a Redis (development beside its tests,
   * say) need different prefixes, or one stack's worker takes the other's jobs.
   */
  QUEUE_PREFIX: z.string().regex(/^[a-z0-9_-]{1,40}$/i, 'must be 1-40 letters, digits, - or _').default('shop'),
  /** Where links in emails point: the public address of the storefront. */
  STOREFRONT_URL: z.string().url().default('http://localhost:8080'),
});
export type NotificationConfig = z.output<typeof notificationSettings>;

export const NOTIFICATION_CONFIG = Symbol('NOTIFICATION_CONFIG');
