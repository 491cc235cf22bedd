import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);
const url = (protocols: string[]) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a ${protocols.join(' or ')} URL`);

/** Settings every process shares. */
export const commonSettings = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /** Upper bound on every NATS request, in milliseconds. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(50).max(60000).default(3000),
};

/** Settings of a service that answers NATS requests and owns a database. */
export const serviceSettings = {
  ...commonSettings,
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  /** Internal HTTP port for health and metrics. */
  HEALTH_PORT: port,
  /** Time given to in-flight work on SIGTERM before the process exits. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120000).default(10000),
};

/** Settings of a worker that consumes events and sends email; it owns no database. */
export const workerSettings = {
  ...commonSettings,
  HEALTH_PORT: port,
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120000).default(10000),
  REDIS_URL: url(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
};

export const gatewaySettings = {
  ...commonSettings,
  PORT: port.default(8080),
  /** Signs session cookies. Required in production; development and tests use a fixed one. */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
  /** The storefront's public address: where the Google redirect flow comes back to. */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  /** Google OAuth client; the secret enables the server-side redirect flow. */
  GOOGLE_CLIENT_ID: z.string().default('sandbox-client.apps.googleusercontent.com'),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTHORIZATION_URL: z.string().url().default('http://localhost:8090/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('http://localhost:8090/token'),
  /** Folder holding the built SPA; the gateway serves it with history fallback. */
  STATIC_DIR: z.string().optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120000).default(10000),
};

export const settingSchemas = { port, url };
