import { refusePublishedCredentials, secret, serviceSettings, z } from '@shop/config';

export const orderSettings = z.object({
  ...serviceSettings,
  /** PhonePe Standard Checkout (PG v2). The defaults point at the local provider sandbox. */
  PHONEPE_BASE_URL: z.string().url().default('http://localhost:8090/apis/pg-sandbox'),
  /** PhonePe issues tokens from another host in production (…/apis/identity-manager/v1/oauth/token). */
  PHONEPE_TOKEN_URL: z.string().url().optional(),
  /** The client id is no secret, so it defaults to the sandbox's; production refuses that one. */
  PHONEPE_CLIENT_ID: z.string().min(1).default('SANDBOX_CLIENT'),
  PHONEPE_CLIENT_SECRET: secret(),
  PHONEPE_CLIENT_VERSION: z.string().default('1'),
  /** The username and password configured for webhooks on PhonePe's dashboard. */
  PHONEPE_WEBHOOK_USERNAME: secret(),
  PHONEPE_WEBHOOK_PASSWORD: secret(),
  /** Where PhonePe sends the shopper back: the public address of the storefront. */
  STOREFRONT_URL: z.string().url().default('http://localhost:8080'),
  /** When reconciliation first asks PhonePe about a new payment (PhonePe recommends 20-25 s). */
  PAYMENT_FIRST_CHECK_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  /** How often pending gateway payments are checked against PhonePe's status API. */
  RECONCILE_INTERVAL_MS: z.coerce.number().int().min(200).max(600_000).default(3000),
  /**
   * The HSN code a tax invoice gives the prints of a medium, as JSON by the medium's name
   * (`{"Museum-Grade Canvas":"4911"}`); a medium not named here is 4911, printed pictures.
   */
  INVOICE_HSN_CODES: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string().trim().min(1), z.string().regex(/^[0-9]{4}([0-9]{2}){0,2}$/, 'an HSN code is 4, 6 or 8 digits')))
    .optional(),
}).superRefine(refusePublishedCredentials(['PHONEPE_CLIENT_ID', 'PHONEPE_CLIENT_SECRET', 'PHONEPE_WEBHOOK_USERNAME', 'PHONEPE_WEBHOOK_PASSWORD']));
export type OrderConfig = z.output<typeof orderSettings>;

export const ORDER_CONFIG = Symbol('ORDER_CONFIG');
