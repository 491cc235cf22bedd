/** Where a server-rendered page carries the API answers it was made from (frontend/src/server writes it). */
export const SERVER_STATE_ELEMENT_ID = 'shop-state';

/**
 * The attribute of a server-rendered page's style elements, in place of Emotion's `data-emotion`:
 * the Emotion key, then the names of the styles inside (`css 1a2b3c 4d5e6f`). The browser's app
 * takes the styles over by these names (lib/chakra/server-styles.ts); Emotion itself, finding no
 * `data-emotion`, leaves the elements alone rather than moving each one to the end of the head.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/** Lets the browser paint and answer input before the next step: the app starts in steps, each a task of its own. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
 * Resolves once a server-rendered page has been painted with the images it marked as first to load
 * (`fetchpriority="high"`, the largest one on screen): after they have loaded or failed, and after
 * the frame that shows them. Never later than PAINT_WAIT_LIMIT_MS.
 */
export function whenPainted(doc: Document = document, limitMs = PAINT_WAIT_LIMIT_MS): Promise<void> {
  const images = [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const imagesLoaded = Promise.all(images.map(loaded));
  // The frame after the images have loaded paints them; a task queued from its animation frame runs after that paint.
  const painted = imagesLoaded.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  // A tab opened in the background paints no frame; it still gets its app within the limit.
  const limit = new Promise<void>((resolve) => setTimeout(resolve, limitMs));
  return Promise.race([painted, limit]);
}
