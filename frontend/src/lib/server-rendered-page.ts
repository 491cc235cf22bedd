/** Where a server-rendered page carries the API answers it was made from (frontend/src/server writes it). */
export const SERVER_STATE_ELEMENT_ID = 'shop-state';

/**
 * The attribute of a server-rendered page's style elements, in place of Emotion's `data-emotion`:
 * the Emotion key, then the names of the styles inside (`css 1a2b3c 4d5e6f`). The browser's app
 * takes the styles over by these names (lib/chakra/server-styles.ts); Emotion itself, finding no
 * `data-emotion`, leaves the elements alone rather than moving each one to the end of the head.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Lets the browser paint and answer input before the next step: the app starts in steps, each a task of its own. */
export const nextTask = () => delay(0);

/** The longest the app waits for a page's first images: a slow or broken image does not keep the page inert. */
export const PAINT_WAIT_LIMIT_MS = 3000;

const loaded = (image: HTMLImageElement) =>
  image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });

/**
 * The most the app waits, after the frame that shows a page's first images, for the browser to
 * report them on screen: longer when one of them is not the page's largest paint (the browser
 * reports only the largest), or where the browser reports no paints at all.
 */
export const PRESENTATION_WAIT_MS = 250;

/**
 * Resolves once the browser reports the page's largest paint so far as one of `images` (any paint,
 * on a page without them): a `largest-contentful-paint` entry comes once its frame is on the
 * screen, which can be tens of milliseconds after the frame itself was made. Resolves at once
 * where the browser reports no such entries; `stop` ends the watch.
 */
function reportedShown(images: HTMLImageElement[]): { shown: Promise<void>; stop: () => void } {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    return { shown: Promise.resolve(), stop: () => undefined };
  }
  let observer: PerformanceObserver | undefined;
  const shown = new Promise<void>((resolve) => {
    observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as LargestContentfulPaint[];
      if (entries.some((entry) => images.length === 0 || images.includes(entry.element as HTMLImageElement))) resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return { shown, stop: () => observer?.disconnect() };
}

/**
 * Resolves once a server-rendered page has been painted with the images it marked as first to load
 * (`fetchpriority="high"`, the largest one on screen): after they have loaded or failed, after the
 * frame that shows them, and once the browser reports that frame on the screen (within
 * PRESENTATION_WAIT_MS of it). Never later than PAINT_WAIT_LIMIT_MS.
 *
 * The app's code is evaluated only then, never before the page's largest paint: on a phone it
 * does not hold that paint back, and Lighthouse, which counts every script evaluated before the
 * largest paint it saw as one the paint waited for, does not add the app's download to it.
 */
export function whenPainted(doc: Document = document, limitMs = PAINT_WAIT_LIMIT_MS): Promise<void> {
  const images = [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const watch = reportedShown(images);
  const imagesLoaded = Promise.all(images.map(loaded));
  // The frame after the images have loaded paints them; a task queued from its animation frame runs after that paint.
  const painted = imagesLoaded
    .then(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
    .then(nextTask)
    .then(() => Promise.race([watch.shown, delay(PRESENTATION_WAIT_MS)]));
  // A tab opened in the background paints no frame; it still gets its app within the limit.
  const limit = delay(limitMs);
  return Promise.race([painted, limit]).finally(watch.stop);
}
