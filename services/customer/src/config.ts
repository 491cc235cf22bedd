import { refusePublishedCredentials, serviceSettings, z } from '@shop/config';

export const customerSettings = z.object({
  ...serviceSettings,
  /** Our OAuth client id: a Google token is accepted only when it was issued to it. */
  GOOGLE_CLIENT_ID: z.string().default('sandbox-client.apps.googleusercontent.com'),
  /** Google's endpoints; the defaults point at the local provider sandbox. */
  GOOGLE_TOKENINFO_URL: z.string().url().default('http://localhost:8090/oauth2/v3/tokeninfo'),
  GOOGLE_USERINFO_URL: z.string().url().default('http://localhost:8090/oauth2/v3/userinfo'),
}).superRefine(refusePublishedCredentials(['GOOGLE_CLIENT_ID']));
export type CustomerConfig = z.output<typeof customerSettings>;

export const CUSTOMER_CONFIG = Symbol('CUSTOMER_CONFIG');
