/**
 * Uploaded images (issue 18): what the back office accepts and the names the media service
 * writes. Imports nothing, so the SPA may import it at run time.
 */

/** Image formats accepted, as sharp names them after reading the file's content (never its name). */
export const ACCEPTED_IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type AcceptedImageFormat = (typeof ACCEPTED_IMAGE_FORMATS)[number];

/** The extension an original keeps under MEDIA_DIR/originals, by format. */
export const ORIGINAL_EXTENSIONS: Readonly<Record<AcceptedImageFormat, string>> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** An original's file name under MEDIA_DIR/originals: its id and the extension of its format. */
export const originalFileName = (id: string, format: AcceptedImageFormat) => `${id}.${ORIGINAL_EXTENSIONS[format]}`;

/** Default largest file, per file: the 40 MB (MEDIA_UPLOAD_MAX_BYTES changes it). */
export const DEFAULT_UPLOAD_MAX_BYTES = 40 * 1024 * 1024;
/** Default most files in one upload request (MEDIA_UPLOAD_MAX_FILES changes it). */
export const DEFAULT_UPLOAD_MAX_FILES = 20;

/**
 * Largest image, in pixels, anything decodes: a small file can declare enormous dimensions (a
 * decompression bomb) and would take gigabytes to decode. 80 megapixels holds a 40 MB photograph
 * (a 6000 × 6000 JPEG is 36).
 */
export const MAX_IMAGE_PIXELS = 80_000_000;

/** The full-size copy's longest side: more than any screen shows a print at, and far lighter than a camera's original. */
export const FULL_IMAGE_MAX_DIMENSION = 2400;
/** The smaller copies beside the full size, as the storefront's srcset names them (`name-480w.webp`). */
export const RESPONSIVE_IMAGE_WIDTHS = [480, 960] as const;

export const UPLOADED_IMAGE_STATUSES = ['processing', 'ready', 'failed'] as const;
export type UploadedImageStatus = (typeof UPLOADED_IMAGE_STATUSES)[number];

/** Where processed uploads are served: content-addressed, so cached for a year. */
export const UPLOADS_URL_PREFIX = '/media/uploads/';

/**
 * An uploaded file's name as a URL segment: letters and digits of its base name (no folders, no
 * extension), lower case, joined by hyphens, at most 60 characters; `image` when none are left.
 */
export function uploadedImageName(originalFilename: string): string {
  const base = originalFilename.split(/[\\/]/).pop() ?? '';
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  const name = stem
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return name || 'image';
}

/**
 * The URLs an upload is served at: `/media/uploads/<first 16 hex of its sha256>/<name>.webp`
 * (the full size) and `<name>-480w.webp`, `<name>-960w.webp` beside it.
 */
export function uploadedImageUrls(id: string, name: string): { url: string; variants: Array<{ width: number; url: string }> } {
  const folder = `${UPLOADS_URL_PREFIX}${id.slice(0, 16)}/`;
  return {
    url: `${folder}${name}.webp`,
    variants: RESPONSIVE_IMAGE_WIDTHS.map((width) => ({ width, url: `${folder}${name}-${width}w.webp` })),
  };
}
