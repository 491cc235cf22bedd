/** The page renderer's settings, from its environment; a wrong one stops it at start-up with the reason. */
export interface RendererSettings {
  /** Where the renderer listens for the gateway's page requests. */
  port: number;
  /** /health/live and /health/ready, as every service of the shop has. */
  healthPort: number;
  /** The gateway the pages' API requests go to (`http://127.0.0.1:8080`). */
  gatewayUrl: string;
  /** The shop's address as shoppers and crawlers see it, for canonical URLs and previews. */
  publicOrigin: string;
  /** The built SPA (index.html is the pages' template). */
  staticDir: string;
  /** How long a rendered page is served again before it is rendered afresh (0: never). */
  pageCacheMs: number;
  pageCacheEntries: number;
  shutdownGraceMs: number;
  /**
   * Processes rendering pages (RENDERER_PROCESSES, default 1): a renderer on a machine of its own
   * cores uses them all with as many. More than one, a first process shares the port among them,
   * restarts one that stops, and answers for them all on the health port. Where instances scale
   * (Kubernetes' autoscaler), each runs one.
   */
  processes: number;
}

function origin(name: string, value: string | undefined, fallback: string): string {
  const text = value ?? fallback;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be an http(s) address, not "${text}"`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new Error(`${name} must be an http(s) address, not "${text}"`);
  return url.origin;
}

function whole(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  const number = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${value}"`);
  return number;
}

export function readSettings(env: NodeJS.ProcessEnv): RendererSettings {
  const port = whole('PORT', env.PORT, 8085, 1, 65535);
  return {
    port,
    healthPort: whole('HEALTH_PORT', env.HEALTH_PORT, 9110, 1, 65535),
    gatewayUrl: origin('GATEWAY_URL', env.GATEWAY_URL, 'http://127.0.0.1:8080'),
    publicOrigin: origin('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN, 'http://localhost:8080'),
    staticDir: env.STATIC_DIR ?? new URL('../dist', import.meta.url).pathname,
    // A changed product or price shows within a second (issue 21): a page lives at most that long.
    pageCacheMs: whole('PAGE_CACHE_MS', env.PAGE_CACHE_MS, 1000, 0, 1000),
    pageCacheEntries: whole('PAGE_CACHE_ENTRIES', env.PAGE_CACHE_ENTRIES, 5000, 1, 1_000_000),
    shutdownGraceMs: whole('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, 10000, 0, 120000),
    processes: whole('RENDERER_PROCESSES', env.RENDERER_PROCESSES, 1, 1, 64),
  };
}
