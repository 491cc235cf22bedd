import type { Shop } from './shop';

/** One figure of the shop's page renderer, read from /metrics on its health port. */
export async function rendererMetric(shop: Shop, name: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${shop.services.renderer.healthPort}/metrics`)).text();
  return Number(new RegExp(`^${name} (.+)$`, 'm').exec(text)?.[1]);
}

/** The page processes the renderer has started so far (RENDERER_PROCESSES), by pid, from its log. */
export function pageProcesses(shop: Shop): number[] {
  return [...shop.services.renderer.logs.matchAll(/"message":"A page process serves pages","process":(\d+)/g)].map((match) => Number(match[1]));
}
