import type { Request } from 'express';

/**
 * The origin a browser reaches the sandbox at. Services may call the sandbox by another name
 * (a container host name), so a configured public URL wins; otherwise the request's own host
 * is used, which is right whenever browser and caller share it (and for tests on port 0).
 */
export function publicBaseUrl(req: Request, configured: string | undefined): string {
  if (configured) return configured.replace(/\/+$/, '');
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
