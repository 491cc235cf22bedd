import { isIP } from 'node:net';
import { z } from 'zod';
import { secret } from './credentials';

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

/**
 * Copies of each JetStream stream a service creates: 1 on a single NATS server, 3 on a
 * three-node cluster (the production overlay), so events survive the loss of a server.
 */
const jetStreamReplicas = z.coerce.number().int().min(1).max(5).default(1);

/** Settings of a service that answers NATS requests and owns a database. */
export const serviceSettings = {
  ...commonSettings,
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  /** Internal HTTP port for health and metrics. */
  HEALTH_PORT: port,
  /** Time given to in-flight work on SIGTERM before the process exits. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120000).default(10000),
  JETSTREAM_REPLICAS: jetStreamReplicas,
};

/** Settings of a worker that consumes events and sends email; it owns no database. */
export const workerSettings = {
  ...commonSettings,
  HEALTH_PORT: port,
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120000).default(10000),
  REDIS_URL: url(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
  JETSTREAM_REPLICAS: jetStreamReplicas,
};

/** Named address ranges `proxy-addr` (and so Fastify) knows. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string) => {
  if (PROXY_RANGES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * Which peers may tell the gateway the client's address in X-Forwarded-For: a comma-separated
 * list of addresses, CIDR ranges and `loopback`, `linklocal`, `uniquelocal` (the ingress or load
 * balancer in front of it), or `none`. Anyone else's X-Forwarded-* headers are ignored. There is
 * deliberately no hop count: it trusts whoever connects, so a client reaching the gateway
 * directly could name itself anyone (GHSA-3m5p-2c4r-xxw2).
 */
const trustProxy = z
  .string()
  .default('none')
  .refine((value) => value.trim() === 'none' || value.split(',').every((entry) => isProxyAddress(entry.trim())), {
    message: 'must be none, or addresses, CIDR ranges and loopback/linklocal/uniquelocal separated by commas',
  })
  .transform((value): false | string[] => (value.trim() === 'none' ? false : value.split(',').map((entry) => entry.trim())));

/** Requests one client may make per minute on a rate-limited route. */
const perMinute = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000_000).default(fallback);

export const gatewaySettings = {
  ...commonSettings,
  PORT: port.default(8080),
  /** Internal port for health probes and Prometheus metrics, never exposed publicly. */
  HEALTH_PORT: port.default(9100),
  /** Signs session and checkout cookies. Required everywhere; `npm start` makes one on first run. */
  SESSION_SECRET: secret(32),
  /**
   * Secrets that signed sessions before the current one, comma-separated: such sessions are
   * still accepted (never used to sign), so rotating SESSION_SECRET signs nobody out.
   */
  SESSION_PREVIOUS_SECRETS: z
    .string()
    .transform((value) => value.split(',').map((secret) => secret.trim()).filter(Boolean))
    .pipe(z.array(z.string().min(32, 'each must be at least 32 characters')))
    .default([]),
  /** A session ends this long after sign-in, whatever happens. */
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
  /** …and sooner, after this long without a request. */
  SESSION_IDLE_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 3),
  /** How long a guest's checkout credential (from POST /api/customers) stays valid. */
  CHECKOUT_TTL_MINUTES: z.coerce.number().int().min(5).max(24 * 60).default(180),
  /**
   * Where sessions live, so that signing out or a revocation ends them on the server, and where
   * every replica counts rate limits.
   */
  REDIS_URL: url(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
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
  TRUST_PROXY: trustProxy,
  /** Largest request body (JSON or webhook) the gateway reads; larger ones answer 413. */
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10 * 1024 * 1024).default(100 * 1024),
  /** Sign-in attempts (token and redirect flow together) per client. */
  RATE_LIMIT_SIGN_IN_PER_MINUTE: perMinute(10),
  /**
   * The trade portal's account calls per client (issue 20): applying, verifying, signing in,
   * resetting a password. A budget of their own, so a design studio's traffic never keeps a
   * shopper behind the same address from signing in; each designer is also locked after
   * repeated wrong passwords, whatever their address.
   */
  RATE_LIMIT_DESIGNER_SIGN_IN_PER_MINUTE: perMinute(10),
  /** Orders placed per client: cash on delivery and PhonePe checkouts together. */
  RATE_LIMIT_ORDERS_PER_MINUTE: perMinute(30),
  /** Order tracking look-ups per client. */
  RATE_LIMIT_TRACKING_PER_MINUTE: perMinute(20),
  /** Payment state checks per client (the shopper's return from PhonePe). */
  RATE_LIMIT_PAYMENT_CHECKS_PER_MINUTE: perMinute(60),
  /** Checkout details (POST /api/customers) per client. */
  RATE_LIMIT_CHECKOUT_DETAILS_PER_MINUTE: perMinute(30),
  /** PhonePe webhook deliveries per sending address. */
  RATE_LIMIT_WEBHOOKS_PER_MINUTE: perMinute(600),
  /**
   * Product searches per client: one the catalog has not seen costs Postgres a search of the
   * whole catalogue. Generous, since a debounced search box asks a few times a word and many
   * shoppers share one address behind a mobile carrier's NAT.
   */
  RATE_LIMIT_SEARCHES_PER_MINUTE: perMinute(300),
  /**
   * Review writes, "Was this helpful?" votes and review photo uploads per client, together. The
   * review service also limits each shopper's reviews per hour, whatever their address.
   */
  RATE_LIMIT_REVIEWS_PER_MINUTE: perMinute(30),
  /**
   * PIN code look-ups and delivery promises per client, together (issue 22): a checkout asks a
   * few, and the whole directory should not be read off the shop a minute at a time.
   */
  RATE_LIMIT_PINCODE_LOOKUPS_PER_MINUTE: perMinute(60),
  /**
   * Where in Redis rate limits count: every replica of one shop must share it, and shops (or
   * test runs) sharing one Redis need different ones.
   */
  RATE_LIMIT_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,100}$/, 'must be 1 to 100 letters, digits and _ : . -')
    .default('shop:rate-limit'),
};

export const settingSchemas = { port, url };
