import { RendererMetrics } from './metrics';

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
});
