import type { Shop } from './shop';

/** A JSON call from our own site, as the SPA makes it, with this cookie (or none). */
export function fromOurSite(shop: Shop, path: string, init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  return fetch(`${shop.base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'sec-fetch-site': 'same-origin',
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}
