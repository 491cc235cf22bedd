/** Intrinsic size of an image, as the API reports it in a product's `media` map. */
export interface ImageSize {
  width: number;
  height: number;
}

/** The full-size width of every product image; smaller copies sit beside it (see `responsiveSources`). */
export const FULL_IMAGE_WIDTH = 1600;
export const SMALLER_IMAGE_WIDTHS = [480, 960] as const;

/** `/media/a/artwork.webp` at 480 px → `/media/a/artwork-480w.webp`. */
export function imageAtWidth(url: string, width: number): string {
  const fileStart = url.lastIndexOf('/') + 1;
  const dot = url.lastIndexOf('.');
  const stem = dot > fileStart ? url.slice(0, dot) : url;
  const extension = dot > fileStart ? url.slice(dot) : '';
  return `${stem}-${width}w${extension}`;
}

export interface ResponsiveSources {
  src: string;
  srcSet: string;
  width?: number;
  height?: number;
}

/**
 * `src`, `srcset` and intrinsic size for a product image. Each image is stored at 1600 px wide
 * with 480 and 960 px copies named `name-480w.webp` and `name-960w.webp` beside it, so the
 * browser can pick the smallest one that is sharp enough for the slot.
 */
export function responsiveSources(url: string, media: Readonly<Record<string, ImageSize>>): ResponsiveSources {
  const size = media[url];
  const srcSet = [
    ...SMALLER_IMAGE_WIDTHS.map((width) => `${imageAtWidth(url, width)} ${width}w`),
    `${url} ${FULL_IMAGE_WIDTH}w`,
  ].join(', ');
  return { src: url, srcSet, width: size?.width, height: size?.height };
}
