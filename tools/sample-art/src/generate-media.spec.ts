import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SAMPLE_ARTWORKS, artworkImages } from './sample-artworks';
import { STAMP_FILE, currentStamp, expectedUrls, isUpToDate, mediaPath, responsiveUrl } from './generate-media';

describe('media output layout', () => {
  it('maps a catalog URL under the output directory', () => {
    expect(mediaPath('/srv/public/media', '/media/products/urban-raga/room.webp')).toBe('/srv/public/media/products/urban-raga/room.webp');
  });

  it('refuses a URL outside /media/', () => {
    expect(() => mediaPath('/srv/out', '/images/x.webp')).toThrow(/not a media URL/);
  });

  it('names the responsive variants beside the full-size file', () => {
    expect(responsiveUrl('/media/products/x/detail-1.webp', 480)).toBe('/media/products/x/detail-1-480w.webp');
  });

  it('expects every catalog image of every sample artwork, each with a 480 and a 960 px variant', () => {
    const urls = expectedUrls();
    for (const artwork of SAMPLE_ARTWORKS) {
      for (const url of artworkImages(artwork).images) {
        expect(urls).toEqual(expect.arrayContaining([url, responsiveUrl(url, 480), responsiveUrl(url, 960)]));
      }
    }
    expect(urls).toHaveLength(SAMPLE_ARTWORKS.length * 4 * 3);
  });
});

describe('the stamp that lets a warm build skip the work', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'media-stamp-'));
    for (const url of expectedUrls()) {
      const path = mediaPath(dir, url);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, '');
    }
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is up to date with the current stamp and every file present', async () => {
    await writeFile(join(dir, STAMP_FILE), JSON.stringify(await currentStamp()));
    expect(await isUpToDate(dir)).toBe(true);
  });

  it('is not up to date without a stamp', async () => {
    expect(await isUpToDate(dir)).toBe(false);
  });

  it('is not up to date when the inputs hash differs (sample artworks or drawing code changed)', async () => {
    await writeFile(join(dir, STAMP_FILE), JSON.stringify({ ...(await currentStamp()), inputs: 'something-else' }));
    expect(await isUpToDate(dir)).toBe(false);
  });

  it('is not up to date when a file has gone missing', async () => {
    await writeFile(join(dir, STAMP_FILE), JSON.stringify(await currentStamp()));
    await unlink(mediaPath(dir, expectedUrls()[5]));
    expect(await isUpToDate(dir)).toBe(false);
  });
});
