import { applyDeferredStylesheets, DEFERRED_STYLESHEET_ATTRIBUTE, PAINT_WAIT_LIMIT_MS, whenPainted } from './server-rendered-page';

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

/** Lets the fake clock run `ms`, settling promises along the way. */
const pass = (ms: number) => jest.advanceTimersByTimeAsync(ms);

describe('whenPainted', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
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
});

describe('applyDeferredStylesheets', () => {
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  afterEach(() => (document.head.innerHTML = ''));

  function linked(loaded: boolean) {
    document.head.innerHTML = `<link rel="stylesheet" media="print" ${DEFERRED_STYLESHEET_ATTRIBUTE} href="/assets/style-abc.css">`;
    const link = document.head.querySelector('link') as HTMLLinkElement;
    Object.defineProperty(link, 'sheet', { configurable: true, get: () => (loaded ? {} : null) });
    return link;
  }

  it('applies the whole stylesheet to the screen at once when it has loaded', async () => {
    const link = linked(true);
    await applyDeferredStylesheets();
    expect(link.media).toBe('all');
  });

  it('waits for a stylesheet still loading, and not for one that failed', async () => {
    const link = linked(false);
    const applied = watch(applyDeferredStylesheets());
    expect(link.media).toBe('all');
    await settled();
    expect(applied.resolved).toBe(false);
    link.dispatchEvent(new Event('load'));
    await settled();
    expect(applied.resolved).toBe(true);

    const failed = linked(false);
    const given = applyDeferredStylesheets();
    failed.dispatchEvent(new Event('error'));
    await expect(given).resolves.toBeUndefined();
  });
});
