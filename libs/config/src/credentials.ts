import { z } from 'zod';

/**
 * Credentials anyone can read: the provider sandbox's identities, and every secret this
 * repository ever shipped as a default. A production process refuses each of them (and any
 * value that merely looks like a placeholder), so a copy of the source opens nothing.
 */
const PUBLISHED_CREDENTIALS = new Set([
  'SANDBOX_CLIENT',
  'sandbox-secret',
  'sandbox-webhook',
  'sandbox-webhook-secret',
  'sandbox-client.apps.googleusercontent.com',
  'development-only-session-secret-not-for-production',
  'local-compose-session-secret-change-me-0123456789',
]);
const PLACEHOLDER = /sandbox|change[-_ ]?me|development-only|not-for-production|^(secret|password|test|example)$/i;

/** Is this a value nobody should trust: published in the source, or a placeholder? */
export function isPublishedCredential(value: string): boolean {
  return PUBLISHED_CREDENTIALS.has(value.trim()) || PLACEHOLDER.test(value);
}

/** A secret with no default anywhere: the process does not start without it. */
export const secret = (minLength = 1) =>
  z.string().min(minLength, minLength > 1 ? `must be at least ${minLength} characters` : 'must not be empty');

/**
 * Refuses, in production, a published or placeholder value for any of `names`. The message
 * names the setting and never its value.
 */
export function refusePublishedCredentials<T extends { NODE_ENV: string }>(names: ReadonlyArray<keyof T & string>) {
  return (config: T, ctx: z.RefinementCtx) => {
    if (config.NODE_ENV !== 'production') return;
    for (const name of names) {
      const value = config[name];
      const values = Array.isArray(value) ? value : [value];
      if (values.some((one) => typeof one === 'string' && isPublishedCredential(one))) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is a published sandbox or default credential; production needs a value of its own',
        });
      }
    }
  };
}
