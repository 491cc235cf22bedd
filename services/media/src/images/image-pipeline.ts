import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { FULL_IMAGE_MAX_DIMENSION, MAX_IMAGE_PIXELS, RESPONSIVE_IMAGE_WIDTHS } from '@shop/contracts';
import sharp from 'sharp';

/** Full sizes are what a product page shows large; the smaller copies fill lists and cards. */
const FULL_QUALITY = 82;
const RESPONSIVE_QUALITY = 78;

export interface WrittenSizes {
  /** The full size's width and height, upright. */
  width: number;
  height: number;
  /** Every file written, full size first. */
  files: string[];
}

/**
 * Writes an uploaded original's sizes into `folder` as WebP: `<name>.webp` (longest side at most
 * FULL_IMAGE_MAX_DIMENSION) and `<name>-480w.webp`, `<name>-960w.webp`, never enlarged. The
 * image is turned upright by its EXIF orientation and written with no metadata at all (EXIF with
 * its camera and GPS fields, XMP, ICC: sharp keeps none unless asked; the pixels are sRGB).
 *
 * The original is decoded once, to the full size's pixels; the smaller copies are made from those.
 * Each file appears whole (written beside it under a dot name, then renamed), so the gateway never
 * serves half a file, and writing the same image again just replaces the files with equal ones.
 */
export async function writeImageSizes(original: string, folder: string, name: string): Promise<WrittenSizes> {
  await mkdir(folder, { recursive: true });
  const { data, info } = await sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', sequentialRead: true })
    .rotate()
    .resize({ width: FULL_IMAGE_MAX_DIMENSION, height: FULL_IMAGE_MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

  const full = join(folder, `${name}.webp`);
  await writeWhole(pixels().webp({ quality: FULL_QUALITY }), full);
  const files = [full];
  for (const width of RESPONSIVE_IMAGE_WIDTHS) {
    const file = join(folder, `${name}-${width}w.webp`);
    await writeWhole(pixels().resize({ width, withoutEnlargement: true }).webp({ quality: RESPONSIVE_QUALITY }), file);
    files.push(file);
  }
  return { width: info.width, height: info.height, files };
}

async function writeWhole(image: sharp.Sharp, file: string): Promise<void> {
  const slash = file.lastIndexOf('/');
  const partial = `${file.slice(0, slash + 1)}.${file.slice(slash + 1)}.${randomBytes(4).toString('hex')}.partial`;
  try {
    await image.toFile(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
