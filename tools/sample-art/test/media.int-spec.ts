import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { RESPONSIVE_WIDTHS, SAMPLE_ARTWORKS, artworkImages } from '../src/sample-artworks';
import { generateMedia, mediaPath, responsiveUrl, type GenerateResult } from '../src/generate-media';

const MAX_FULL_SIZE_BYTES = 250 * 1024;

const catalogImages = SAMPLE_ARTWORKS.flatMap((artwork) =>
  Object.entries(artworkImages(artwork).media).map(([url, size]) => ({ url, ...size })),
);

describe('product image generator', () => {
  let outDir: string;
  let first: GenerateResult;

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'media-'));
    first = await generateMedia(outDir);
  }, 180_000);

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('writes every image and its two responsive variants', () => {
    expect(first).toMatchObject({ skipped: false, filesWritten: catalogImages.length * (1 + RESPONSIVE_WIDTHS.length) });
  });

  it.each(catalogImages.map((image) => [image.url, image] as const))('serves %s as WebP at the size the catalog stores', async (url, image) => {
    const path = mediaPath(outDir, url);
    const metadata = await sharp(path).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: image.width, height: image.height });
    expect((await stat(path)).size).toBeLessThan(MAX_FULL_SIZE_BYTES);
  });

  it.each(catalogImages.map((image) => [image.url, image] as const))('writes -480w and -960w versions of %s in the same proportions', async (url, image) => {
    for (const width of RESPONSIVE_WIDTHS) {
      const metadata = await sharp(mediaPath(outDir, responsiveUrl(url, width))).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height: Math.round((image.height * width) / image.width) });
    }
  });

  it('skips a second run into the same directory, leaving the files untouched', async () => {
    const someFile = mediaPath(outDir, catalogImages[0].url);
    const before = (await stat(someFile)).mtimeMs;
    const second = await generateMedia(outDir);
    expect(second).toMatchObject({ skipped: true, filesWritten: 0 });
    expect(second.milliseconds).toBeLessThan(2000);
    expect((await stat(someFile)).mtimeMs).toBe(before);
  });
});
