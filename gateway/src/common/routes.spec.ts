import { httpRoutes, type HttpRoute } from '@shop/contracts';
import Fastify from 'fastify';

const key = (route: HttpRoute) => `${route.method} ${route.path}`;

/** A path the route answers, its parameters filled in the way a browser would. */
const SAMPLE_PARAMS: Record<string, string> = { id: '1', productId: '2', orderNumber: 'ORD-123456', kind: 'frame', size: '18X14', reviewId: '3', photoId: 'a'.repeat(64), token: 'q'.repeat(43), document: 'INV-26-27-000123', pincode: '560025' };
const concrete = (path: string) =>
  path.replace(/:([a-zA-Z]+)/g, (_match, name: string) => {
    const sample = SAMPLE_PARAMS[name];
    if (!sample) throw new Error(`No sample value for :${name}: add one to SAMPLE_PARAMS`);
    return sample;
  });

/** A router (Fastify's, as the gateway runs on) with every route of the API, registered in the given order. */
async function routerWith(routes: ReadonlyArray<HttpRoute>) {
  const app = Fastify();
  for (const route of routes) app.route({ method: route.method, url: route.path, handler: async () => ({ answeredBy: key(route) }) });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return { base, close: () => app.close() };
}

describe('the HTTP routes of libs/contracts', () => {
  it('are each declared once', () => {
    const keys = httpRoutes.map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are answered by the same route whatever order they are registered in', async () => {
    const forward = await routerWith(httpRoutes);
    const backward = await routerWith([...httpRoutes].reverse());
    try {
      for (const route of httpRoutes) {
        for (const router of [forward, backward]) {
          const res = await fetch(`${router.base}${concrete(route.path)}`, { method: route.method });
          expect({ path: concrete(route.path), answeredBy: ((await res.json()) as { answeredBy: string }).answeredBy }).toEqual({
            path: concrete(route.path),
            answeredBy: key(route),
          });
        }
      }
    } finally {
      await forward.close();
      await backward.close();
    }
  });
});
