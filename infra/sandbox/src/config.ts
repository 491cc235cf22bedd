import { z } from 'zod';

const httpUrl = z.string().refine((value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, 'must be an http or https URL');

const origin = httpUrl.refine((value) => new URL(value).origin === value.replace(/\/$/, ''), 'must be an origin (scheme, host, port) without a path');

/** The sandbox's settings, named as environment variables. Defaults match DESIGN.md's ports. */
export const sandboxEnvironment = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  /** Loopback by default: the test controls can mark any order paid, so they stay off the network unless asked. */
  SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  /** Where browsers reach the sandbox, when services call it by another name (e.g. http://sandbox:8090 in compose). */
  SANDBOX_PUBLIC_URL: httpUrl.optional(),
  SANDBOX_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86400).default(3600),
  SANDBOX_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120000).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PHONEPE_CLIENT_ID: z.string().min(1).default('SANDBOX_CLIENT'),
  // The shop's own secrets, given to the sandbox too (npm start makes them on first run): none is in the source.
  PHONEPE_CLIENT_SECRET: z.string().min(1),
  PHONEPE_CLIENT_VERSION: z.coerce.number().int().min(1).default(1),
  PHONEPE_WEBHOOK_URL: httpUrl.default('http://localhost:8080/api/payments/phonepe/webhook'),
  PHONEPE_WEBHOOK_USERNAME: z.string().min(1),
  PHONEPE_WEBHOOK_PASSWORD: z.string().min(1),
  GOOGLE_CLIENT_ID: z.string().min(1).default('sandbox-client.apps.googleusercontent.com'),
  /** The shop's client secret, which the /token exchange checks; without it no code is exchanged. */
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Comma-separated origins a consent may redirect to; unset allows any http loopback origin (any port). */
  GOOGLE_REDIRECT_ORIGINS: z
    .string()
    .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(origin).min(1))
    .optional(),
});

export type SandboxEnvironment = z.output<typeof sandboxEnvironment>;

export interface PhonePeOptions {
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  tokenTtlSeconds: number;
  webhook: {
    url: string;
    username: string;
    password: string;
    /** Pause before each retry of a webhook the merchant did not accept; its length is the number of retries. */
    retryDelaysMs: number[];
    /** How long one delivery attempt may take before it counts as failed. */
    timeoutMs: number;
  };
}

export interface GoogleOptions {
  clientId: string;
  /** What a client exchanging an authorization code at /token must present. */
  clientSecret?: string;
  /** Exact origins a consent may redirect to; undefined allows any http loopback origin. */
  redirectOrigins?: string[];
}

export interface SandboxOptions {
  publicUrl?: string;
  phonepe: PhonePeOptions;
  google: GoogleOptions;
}

/** Backoff between webhook attempts: quick enough for a merchant that is restarting, bounded at about 40 s. */
export const WEBHOOK_RETRY_DELAYS_MS = [1000, 3000, 9000, 27000];

export class SandboxConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid sandbox configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'SandboxConfigError';
  }
}

/** Reads and validates the environment; every problem is reported at once, named by its variable. */
export function readSandboxEnvironment(env: Record<string, string | undefined> = process.env): SandboxEnvironment {
  const input: Record<string, string> = {};
  for (const key of Object.keys(sandboxEnvironment.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const result = sandboxEnvironment.safeParse(input);
  if (result.success) return result.data;
  throw new SandboxConfigError(
    // Values are left out of the message: some of these settings are secrets.
    result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  );
}

export function sandboxOptionsFrom(env: SandboxEnvironment): SandboxOptions {
  return {
    publicUrl: env.SANDBOX_PUBLIC_URL,
    phonepe: {
      clientId: env.PHONEPE_CLIENT_ID,
      clientSecret: env.PHONEPE_CLIENT_SECRET,
      clientVersion: env.PHONEPE_CLIENT_VERSION,
      tokenTtlSeconds: env.SANDBOX_TOKEN_TTL_SECONDS,
      webhook: {
        url: env.PHONEPE_WEBHOOK_URL,
        username: env.PHONEPE_WEBHOOK_USERNAME,
        password: env.PHONEPE_WEBHOOK_PASSWORD,
        retryDelaysMs: WEBHOOK_RETRY_DELAYS_MS,
        timeoutMs: 5000,
      },
    },
    google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, redirectOrigins: env.GOOGLE_REDIRECT_ORIGINS },
  };
}
