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

  /** The exposition text, with the page cache's own figures. */
  text(cache: { size: number; renewals: number }): string {
    const metric = (name: string, type: 'counter' | 'gauge', help: string, value: number) => `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n${name} ${value}\n`;
    return [
      metric('renderer_pages_rendered_total', 'counter', 'Pages rendered with their data.', this.rendered),
      metric('renderer_render_seconds_total', 'counter', 'Time spent rendering pages, their data requests included.', Number(this.renderSeconds.toFixed(6))),
      metric('renderer_pages_degraded_total', 'counter', 'Pages rendered without some of their data (answered 503, not kept).', this.degraded),
      metric('renderer_render_failures_total', 'counter', 'Pages that failed to render (answered with the SPA).', this.failed),
      metric('renderer_pages_renewed_total', 'counter', 'Kept pages found unchanged by their data and served on without a render.', cache.renewals),
      metric('renderer_pages_kept', 'gauge', 'Pages the renderer holds.', cache.size),
    ].join('');
  }
}
