import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { writeImageSizes } from './image-pipeline';

/** A two-colour image: red on the left half, blue on the right, so a rotation shows. */
async function halves(width: number, height: number): Promise<sharp.Sharp> {
  const half = await sharp({ create: { width: Math.floor(width / 2), height, channels: 3, background: '#0000ff' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([{ input: half, left: width - Math.floor(width / 2), top: 0 }]);
}

describe('writeImageSizes', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'media-pipeline-'));
  });

  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('strips EXIF (camera, GPS, copyright) and every other piece of metadata', async () => {
    const original = join(dir, 'photo.jpg');
    await (await halves(800, 600))
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret Studio', Artist: 'Someone Private', Make: 'SpyCam' } } })
      .jpeg({ quality: 90 })
      .toFile(original);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const { files } = await writeImageSizes(original, join(dir, 'out'), 'photo');

    expect(files).toHaveLength(3);
    for (const file of files) {
      const metadata = await sharp(file).metadata();
      expect(metadata).toMatchObject({ format: 'webp' });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      const bytes = await readFile(file);
      for (const secret of ['Secret Studio', 'Someone Private', 'SpyCam', 'Exif']) expect(bytes.includes(secret)).toBe(false);
    }
  });

  it('turns the image upright by its EXIF orientation', async () => {
    const original = join(dir, 'sideways.jpg');
    // Orientation 6: stored 800 × 400, shown turned 90° clockwise (400 × 800), the left (red) half on top.
    await (await halves(800, 400)).withMetadata({ orientation: 6 }).jpeg({ quality: 95 }).toFile(original);

    const result = await writeImageSizes(original, join(dir, 'out'), 'sideways');

    expect(result).toMatchObject({ width: 400, height: 800 });
    const { data, info } = await sharp(result.files[0]).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const [topRed, , topBlue] = pixel(200, 100);
    const [bottomRed, , bottomBlue] = pixel(200, 700);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
    expect((await sharp(result.files[0]).metadata()).orientation).toBeUndefined();
  });

  it('writes the full size capped at 2400 px and 480 and 960 px wide copies, named as the storefront asks', async () => {
    const original = join(dir, 'large.png');
    await (await halves(3000, 2000)).png().toFile(original);

    const result = await writeImageSizes(original, join(dir, 'out'), 'large');

    expect(result.files).toEqual([join(dir, 'out', 'large.webp'), join(dir, 'out', 'large-480w.webp'), join(dir, 'out', 'large-960w.webp')]);
    const sizes = await Promise.all(result.files.map(async (file) => sharp(file).metadata().then(({ width, height }) => [width, height])));
    expect(sizes).toEqual([
      [2400, 1600],
      [480, 320],
      [960, 640],
    ]);
    expect(result).toMatchObject({ width: 2400, height: 1600 });
  });

  it('never enlarges a small image', async () => {
    const original = join(dir, 'small.webp');
    await (await halves(300, 200)).webp().toFile(original);

    const result = await writeImageSizes(original, join(dir, 'out'), 'small');

    const widths = await Promise.all(result.files.map(async (file) => (await sharp(file).metadata()).width));
    expect(widths).toEqual([300, 300, 300]);
  });

  it('refuses a truncated image', async () => {
    const original = join(dir, 'cut.jpg');
    const whole = await (await halves(600, 400)).jpeg().toBuffer();
    await writeFile(original, whole.subarray(0, Math.floor(whole.length / 2)));

    await expect(writeImageSizes(original, join(dir, 'out'), 'cut')).rejects.toThrow();
  });
});
