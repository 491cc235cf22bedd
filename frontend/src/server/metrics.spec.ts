import { metricsText, RendererMetrics, sumCounts } from './metrics';

describe('the renderer’s metrics', () => {
  it('counts renders, their time, degraded and failed pages, and the cache’s renewals and size', () => {
    const metrics = new RendererMetrics();
    metrics.pageRendered(0.04, false);
    metrics.pageRendered(0.06, true);
    metrics.renderFailed();
    const text = metrics.text({ size: 7, renewals: 12 });
    const value = (name: string) => new RegExp(`^${name} (.+)$`, 'm').exec(text)?.[1];
    expect(value('renderer_pages_rendered_total')).toBe('2');
    expect(value('renderer_render_seconds_total')).toBe('0.1');
    expect(value('renderer_pages_degraded_total')).toBe('1');
    expect(value('renderer_render_failures_total')).toBe('1');
    expect(value('renderer_pages_renewed_total')).toBe('12');
    expect(value('renderer_pages_kept')).toBe('7');
    expect(text).toContain('# TYPE renderer_pages_kept gauge\n');
  });

  it('adds up the counts of several page processes as one renderer’s', () => {
    const first = new RendererMetrics();
    first.pageRendered(0.25, false);
    const second = new RendererMetrics();
    second.pageRendered(0.5, true);
    second.pageRendered(0.25, false);
    second.renderFailed();
    const sum = sumCounts([first.counts({ size: 3, renewals: 4 }), second.counts({ size: 5, renewals: 6 })]);
    expect(sum).toEqual({ rendered: 3, renderSeconds: 1, degraded: 1, failed: 1, renewals: 10, kept: 8 });
    expect(metricsText(sum)).toContain('\nrenderer_pages_rendered_total 3\n');
  });
});
