import { PAINT_WAIT_LIMIT_MS, PRESENTATION_WAIT_MS, whenPainted } from './server-rendered-page';

/** A page with one image of each kind: the first to load (`fetchpriority="high"`) and a lazy one. */
function pageWithImages({ firstLoaded }: { firstLoaded: boolean }) {
  document.body.innerHTML = `
    <img id="first" src="/media/a-960w.webp" fetchpriority="high" />
    <img id="lazy" src="/media/b-480w.webp" loading="lazy" />`;
  const first = document.getElementById('first') as HTMLImageElement;
  Object.defineProperty(first, 'complete', { configurable: true, get: () => firstLoaded });
  // The lazy image never loads: it must not hold the app back.
  Object.defineProperty(document.getElementById('lazy'), 'complete', { get: () => false });
  return first;
}

/** Resolves `whenPainted` while recording whether it has resolved. */
function watch(promise: Promise<void>) {
  const state = { resolved: false };
  void promise.then(() => (state.resolved = true));
  return state;
}

/**
 * The browser's reports of the page's largest paint, faked (jsdom makes none): `report(element)`
 * delivers the entry a browser delivers once it has shown `element` as the largest paint so far.
 */
function largestPaintReports() {
  const watching = new Set<FakeObserver>();
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
    constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
    observe(options: { type: string; buffered?: boolean }) {
      expect(options).toEqual({ type: 'largest-contentful-paint', buffered: true });
      watching.add(this);
    }
    disconnect() {
      watching.delete(this);
    }
    deliver(element: Element) {
      this.callback({ getEntries: () => [{ entryType: 'largest-contentful-paint', element }] });
    }
  }
  Object.defineProperty(globalThis, 'PerformanceObserver', { configurable: true, writable: true, value: FakeObserver });
  return {
    report: (element: Element) => [...watching].forEach((observer) => observer.deliver(element)),
    watching: () => watching.size,
  };
}

/** Lets the fake clock run `ms`, settling promises along the way. */
const pass = (ms: number) => jest.advanceTimersByTimeAsync(ms);

describe('whenPainted', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  it('resolves after the next frame on a page whose first images have loaded', async () => {
    pageWithImages({ firstLoaded: true });
    const painted = watch(whenPainted());
    await pass(0);
    expect(painted.resolved).toBe(false);
    await pass(50);
    expect(painted.resolved).toBe(true);
  });

  it('waits for the first image to load, then for the frame that shows it', async () => {
    const first = pageWithImages({ firstLoaded: false });
    const painted = watch(whenPainted());
    await pass(500);
    expect(painted.resolved).toBe(false);

    first.dispatchEvent(new Event('load'));
    await pass(0);
    expect(painted.resolved).toBe(false);
    await pass(50);
    expect(painted.resolved).toBe(true);
  });

  it('does not wait longer for an image that failed to load', async () => {
    const first = pageWithImages({ firstLoaded: false });
    const painted = watch(whenPainted());
    first.dispatchEvent(new Event('error'));
    await pass(50);
    expect(painted.resolved).toBe(true);
  });

  it('gives up on an image that never loads at the limit', async () => {
    pageWithImages({ firstLoaded: false });
    const painted = watch(whenPainted());
    await pass(PAINT_WAIT_LIMIT_MS - 1);
    expect(painted.resolved).toBe(false);
    await pass(1);
    expect(painted.resolved).toBe(true);
  });

  describe('in a browser that reports its largest paint', () => {
    it('waits after the frame until the browser reports the first image on the screen', async () => {
      const paints = largestPaintReports();
      const first = pageWithImages({ firstLoaded: true });
      const painted = watch(whenPainted());
      await pass(50);
      expect(painted.resolved).toBe(false);

      paints.report(first);
      await pass(0);
      expect(painted.resolved).toBe(true);
      expect(paints.watching()).toBe(0);
    });

    it('counts a report that came before the frame (the browser delivers earlier reports too)', async () => {
      const paints = largestPaintReports();
      const first = pageWithImages({ firstLoaded: true });
      const painted = watch(whenPainted());
      paints.report(first);
      await pass(0);
      expect(painted.resolved).toBe(false);
      await pass(50);
      expect(painted.resolved).toBe(true);
    });

    it('does not take a larger paint of something else for the image, and stops waiting a while after the frame', async () => {
      const paints = largestPaintReports();
      pageWithImages({ firstLoaded: true });
      const painted = watch(whenPainted());
      await pass(50);
      paints.report(document.body);
      await pass(0);
      expect(painted.resolved).toBe(false);

      await pass(PRESENTATION_WAIT_MS);
      expect(painted.resolved).toBe(true);
      expect(paints.watching()).toBe(0);
    });

    it('on a page without first images, waits for any paint to be reported', async () => {
      const paints = largestPaintReports();
      document.body.innerHTML = '<h1>Heritage prints</h1>';
      const painted = watch(whenPainted());
      await pass(50);
      expect(painted.resolved).toBe(false);

      paints.report(document.querySelector('h1') as Element);
      await pass(0);
      expect(painted.resolved).toBe(true);
    });
  });
});
