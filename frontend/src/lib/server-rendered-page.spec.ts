import { PAINT_WAIT_LIMIT_MS, whenPainted } from './server-rendered-page';

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
