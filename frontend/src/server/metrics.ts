/** The renderer's figures at one moment: its own counts and its page cache's. */
export interface RendererCounts {
  rendered: number;
  renderSeconds: number;
  degraded: number;
  failed: number;
  /** Kept pages found unchanged by their data and served on without a render. */
  renewals: number;
  /** Pages held. */
  kept: number;
}

/** What the renderer has done since it started, as Prometheus reads it (GET /metrics on the health port). */
export class RendererMetrics {
  private rendered = 0;
  private renderSeconds = 0;
  private degraded = 0;
  private failed = 0;

  /** A page rendered with its data, in `seconds`; degraded when some of its data was missing. */
  pageRendered(seconds: number, degraded: boolean): void {
    this.rendered += 1;
    this.renderSeconds += seconds;
    if (degraded) this.degraded += 1;
  }

  /** A page that could not be rendered at all (the shopper got the SPA). */
  renderFailed(): void {
    this.failed += 1;
  }

  /** The counts so far, with the page cache's own figures. */
  counts(cache: { size: number; renewals: number }): RendererCounts {
    return { rendered: this.rendered, renderSeconds: this.renderSeconds, degraded: this.degraded, failed: this.failed, renewals: cache.renewals, kept: cache.size };
  }

  /** The exposition text, with the page cache's own figures. */
  text(cache: { size: number; renewals: number }): string {
    return metricsText(this.counts(cache));
  }
}

/** The counts of several page processes as one renderer's (RENDERER_PROCESSES). */
export function sumCounts(all: RendererCounts[]): RendererCounts {
  const sum: RendererCounts = { rendered: 0, renderSeconds: 0, degraded: 0, failed: 0, renewals: 0, kept: 0 };
  for (const counts of all) for (const name of Object.keys(sum) as Array<keyof RendererCounts>) sum[name] += counts[name];
  return sum;
}

/** The Prometheus exposition text of `counts`. */
export function metricsText(counts: RendererCounts): string {
  const metric = (name: string, type: 'counter' | 'gauge', help: string, value: number) => `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n${name} ${value}\n`;
  return [
    metric('renderer_pages_rendered_total', 'counter', 'Pages rendered with their data.', counts.rendered),
    metric('renderer_render_seconds_total', 'counter', 'Time spent rendering pages, their data requests included.', Number(counts.renderSeconds.toFixed(6))),
    metric('renderer_pages_degraded_total', 'counter', 'Pages rendered without some of their data (answered 503, not kept).', counts.degraded),
    metric('renderer_render_failures_total', 'counter', 'Pages that failed to render (answered with the SPA).', counts.failed),
    metric('renderer_pages_renewed_total', 'counter', 'Kept pages found unchanged by their data and served on without a render.', counts.renewals),
    metric('renderer_pages_kept', 'gauge', 'Pages the renderer holds.', counts.kept),
  ].join('');
}
