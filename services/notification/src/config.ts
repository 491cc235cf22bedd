import { workerSettings, z } from '@shop/config';

export const notificationSettings = z.object({
  ...workerSettings,
  SMTP_HOST: z.string().default('127.0.0.1'),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(1025),
  /** TLS from the first byte (port 465); otherwise STARTTLS is used when the server offers it. */
  SMTP_SECURE: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().default('Curated Art & Decor <orders@curatedartdecor.in>'),
  /** Where links in emails point: the public address of the storefront. */
  STOREFRONT_URL: z.string().url().default('http://localhost:8080'),
});
export type NotificationConfig = z.output<typeof notificationSettings>;

export const NOTIFICATION_CONFIG = Symbol('NOTIFICATION_CONFIG');
