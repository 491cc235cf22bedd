import { refusePublishedCredentials, serviceSettings, z } from '@shop/config';

export const customerSettings = z.object({
  ...serviceSettings,
  /** Our OAuth client id: a Google token is accepted only when it was issued to it. */
  GOOGLE_CLIENT_ID: z.string().default('sandbox-client.apps.googleusercontent.com'),
  /** Google's endpoints; the defaults point at the local provider sandbox. */
  GOOGLE_TOKENINFO_URL: z.string().url().default('http://localhost:8090/oauth2/v3/tokeninfo'),
  GOOGLE_USERINFO_URL: z.string().url().default('http://localhost:8090/oauth2/v3/userinfo'),
  /**
   * The back office's owner (issue 17): the Google account with every permission, staff
   * management included, who invites everyone else. Required: a shop without one cannot be run.
   */
  STAFF_OWNER_EMAIL: z
    .string({ error: 'is required: the Google account of the back office owner' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'must be an email address' })),
}).superRefine(refusePublishedCredentials(['GOOGLE_CLIENT_ID']));
export type CustomerConfig = z.output<typeof customerSettings>;

export const CUSTOMER_CONFIG = Symbol('CUSTOMER_CONFIG');
