import { createHash } from 'node:crypto';
import { access, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';
import {
  ARTWORK_SIZE,
  DETAIL_SIZE,
  RESPONSIVE_WIDTHS,
  ROOM_SIZE,
  SAMPLE_ARTWORKS,
  artworkImages,
  type SampleArtwork,
} from './sample-artworks';
import { createArtwork } from './artwork-svg';
import { roomArtworkSize, roomSvg } from './room-svg';

/** Bump when the output changes in a way the inputs hash cannot see (for example a new encoder setting). */
export const GENERATOR_VERSION = 1;
export const STAMP_FILE = '.media-stamp.json';

/** Full-size images are re-encoded at lower quality until they fit; product pages load several of them. */
const BYTE_BUDGET = 230 * 1024;
const QUALITY_STEPS = [80, 70, 62, 56];
const RESPONSIVE_QUALITY = 78;
/** Low-moderate effort: files within a few percent of the maximum effort's, several times faster to encode. */
const EFFORT = 2;

export interface GenerateOptions {
  /** How many artworks are rendered at once; one per CPU by default. */
  concurrency?: number;
}

export interface GenerateResult {
  skipped: boolean;
  filesWritten: number;
  milliseconds: number;
}

export interface Stamp {
  generator: number;
  inputs: string;
}

type RawImage = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/** Where a catalog URL (/media/products/x/artwork.webp) lives under the output directory. */
export function mediaPath(outDir: string, url: string): string {
  if (!url.startsWith('/media/')) throw new Error(`not a media URL: ${url}`);
  return join(outDir, ...url.slice('/media/'.length).split('/'));
}

/** The name of a responsive variant: artwork.webp → artwork-480w.webp (works for URLs and file paths alike). */
export function responsiveUrl(url: string, width: number): string {
  return url.replace(/\.webp$/, `-${width}w.webp`);
}

/** The URL of every file the generator writes: each catalog image and its responsive variants. */
export function expectedUrls(): string[] {
  return SAMPLE_ARTWORKS.flatMap((artwork) =>
    Object.keys(artworkImages(artwork).media).flatMap((url) => [url, ...RESPONSIVE_WIDTHS.map((w) => responsiveUrl(url, w))]),
  );
}

/**
 * What the output depends on: the sample artworks, the sizes, the sharp/libvips version and the drawing code
 * itself (this folder's sources), so editing a motif regenerates without anyone remembering to bump a number.
 */
async function inputsHash(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ GENERATOR_VERSION, SAMPLE_ARTWORKS, ARTWORK_SIZE, DETAIL_SIZE, ROOM_SIZE, RESPONSIVE_WIDTHS }));
  hash.update(JSON.stringify(sharp.versions));
  for (const file of await sourceFiles(__dirname)) hash.update(await readFile(file));
  return hash.digest('hex');
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await sourceFiles(path)));
    else if (/\.(ts|js)$/.test(entry.name) && !/\.(spec|d)\.ts$/.test(entry.name)) files.push(path);
  }
  return files;
}

/** The stamp a finished run leaves in the output directory. */
export async function currentStamp(): Promise<Stamp> {
  return { generator: GENERATOR_VERSION, inputs: await inputsHash() };
}

/** True when the output directory holds a run of this generator on these inputs, with every file present. */
export async function isUpToDate(outDir: string, stamp?: Stamp): Promise<boolean> {
  const expected = stamp ?? (await currentStamp());
  const previous = await readStamp(outDir);
  return previous?.generator === expected.generator && previous.inputs === expected.inputs && (await allExist(outDir));
}

async function readStamp(outDir: string): Promise<Stamp | undefined> {
  try {
    return JSON.parse(await readFile(join(outDir, STAMP_FILE), 'utf8')) as Stamp;
  } catch {
    return undefined;
  }
}

async function allExist(outDir: string): Promise<boolean> {
  try {
    await Promise.all(expectedUrls().map((url) => access(mediaPath(outDir, url))));
    return true;
  } catch {
    return false;
  }
}

async function render(svg: string, expected: { width: number; height: number }, what: string): Promise<RawImage> {
  const image = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (image.info.width !== expected.width || image.info.height !== expected.height) {
    throw new Error(`${what} rendered at ${image.info.width}x${image.info.height}, expected ${expected.width}x${expected.height}`);
  }
  return image;
}

function pipeline(image: RawImage) {
  return sharp(image.data, { raw: image.info });
}

/** Writes the full-size WebP (within the byte budget) and its -480w / -960w siblings. Returns the file count. */
async function writeImage(image: RawImage, path: string): Promise<number> {
  await mkdir(dirname(path), { recursive: true });
  let encoded: Buffer | undefined;
  for (const quality of QUALITY_STEPS) {
    encoded = await pipeline(image).webp({ quality, effort: EFFORT }).toBuffer();
    if (encoded.length <= BYTE_BUDGET) break;
  }
  await writeFile(path, encoded as Buffer);
  await Promise.all(
    RESPONSIVE_WIDTHS.map(async (width) => {
      const height = Math.round((image.info.height * width) / image.info.width);
      const small = await pipeline(image).resize(width, height, { kernel: 'lanczos3' }).webp({ quality: RESPONSIVE_QUALITY, effort: EFFORT }).toBuffer();
      await writeFile(responsiveUrl(path, width), small);
    }),
  );
  return 1 + RESPONSIVE_WIDTHS.length;
}

async function generateArtwork(outDir: string, artwork: SampleArtwork): Promise<number> {
  const { art, orientation, slug } = artwork;
  const images = artworkImages(artwork);
  const [detail1, detail2] = images.images.slice(1, 3);
  let written = 0;

  const picture = createArtwork(art, orientation);
  const full = await render(picture.svg(), images.media[images.mainImage], `${slug} artwork`);
  written += await writeImage(full, mediaPath(outDir, images.mainImage));

  for (const [index, url] of [detail1, detail2].entries()) {
    const detail = await render(picture.svg({ view: picture.detailViews[index], output: DETAIL_SIZE }), images.media[url], `${slug} detail`);
    written += await writeImage(detail, mediaPath(outDir, url));
  }

  // The room is drawn around the finished print, resized to exactly the size it hangs at.
  const print = roomArtworkSize(art, orientation);
  const jpeg = await pipeline(full).resize(print.width, print.height, { kernel: 'lanczos3' }).jpeg({ quality: 92 }).toBuffer();
  const room = await render(roomSvg(art, orientation, `data:image/jpeg;base64,${jpeg.toString('base64')}`), images.media[images.mockupImage], `${slug} room`);
  written += await writeImage(room, mediaPath(outDir, images.mockupImage));
  return written;
}

async function inPool<T>(items: readonly T[], size: number, task: (item: T) => Promise<number>): Promise<number> {
  let next = 0;
  let total = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      const count = await task(item);
      total += count;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(size, items.length)) }, worker));
  return total;
}

/**
 * Renders every sample artwork's images into `outDir` (URL /media/x maps to <outDir>/x). Skips all work
 * when the stamp file shows the same generator and inputs and every file is present.
 */
export async function generateMedia(outDir: string, options: GenerateOptions = {}): Promise<GenerateResult> {
  const started = Date.now();
  const root = resolve(outDir);
  const stamp = await currentStamp();
  if (await isUpToDate(root, stamp)) return { skipped: true, filesWritten: 0, milliseconds: Date.now() - started };
  // No stamp while files are being replaced: an interrupted run is redone next time.
  await mkdir(root, { recursive: true });
  await rm(join(root, STAMP_FILE), { force: true });
  const concurrency = options.concurrency ?? availableParallelism();
  const filesWritten = await inPool(SAMPLE_ARTWORKS, concurrency, (artwork) => generateArtwork(root, artwork));
  await writeFile(join(root, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
  return { skipped: false, filesWritten, milliseconds: Date.now() - started };
}

async function main(): Promise<void> {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: node tools/sample-art/dist/generate-media.js <output-dir>   (e.g. frontend/public/media)');
    process.exit(2);
  }
  try {
    const result = await generateMedia(outDir);
    const seconds = (result.milliseconds / 1000).toFixed(1);
    console.log(
      result.skipped
        ? `generate-media: up to date (${STAMP_FILE} matches), 0 files written in ${seconds} s`
        : `generate-media: wrote ${result.filesWritten} files for ${SAMPLE_ARTWORKS.length} artworks to ${resolve(outDir)} in ${seconds} s`,
    );
  } catch (error) {
    console.error(`generate-media: failed to generate product images into ${resolve(outDir)}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

if (require.main === module) void main();
