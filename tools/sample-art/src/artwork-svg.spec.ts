import type { Orientation } from '@shop/contracts';
import sharp from 'sharp';
import { ARTWORK_SIZE, DETAIL_SIZE, SAMPLE_ARTWORKS, type ArtDirection } from './sample-artworks';
import { MOTIFS, artworkSvg, createArtwork } from './artwork-svg';

const ORIENTATIONS: Orientation[] = ['landscape', 'portrait', 'square', 'widescreen'];
const MOTIF_NAMES = Object.keys(MOTIFS) as ArtDirection['motif'][];

/** The attributes of the root <svg> element. */
function rootAttributes(svg: string): Record<string, string> {
  const tag = /^<svg\b([^>]*)>/.exec(svg);
  if (!tag) throw new Error('no root <svg> element');
  return Object.fromEntries([...tag[1].matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
}

describe('artwork SVG', () => {
  it.each(SAMPLE_ARTWORKS.map((a) => [a.slug, a] as const))('draws %s identically every time', (_slug, artwork) => {
    expect(artworkSvg(artwork.art, artwork.orientation)).toBe(artworkSvg(artwork.art, artwork.orientation));
  });

  it.each(MOTIF_NAMES)('draws a different %s picture for a different seed', (motif) => {
    const art = SAMPLE_ARTWORKS.find((a) => a.art.motif === motif)!.art;
    expect(artworkSvg({ ...art, seed: art.seed + 1 }, 'square')).not.toBe(artworkSvg(art, 'square'));
  });

  it('draws eight different pictures for the eight motifs, even with the same palette and seed', () => {
    const palette = SAMPLE_ARTWORKS[0].art.palette;
    const pictures = MOTIF_NAMES.map((motif) => artworkSvg({ motif, palette, seed: 5 }, 'landscape'));
    expect(new Set(pictures).size).toBe(MOTIF_NAMES.length);
  });

  describe.each(ORIENTATIONS)('in %s orientation', (orientation) => {
    const { width, height } = ARTWORK_SIZE[orientation];

    it.each(MOTIF_NAMES)('gives %s the stored pixel size and a viewBox over the whole picture', (motif) => {
      const art = SAMPLE_ARTWORKS.find((a) => a.art.motif === motif)!.art;
      const root = rootAttributes(artworkSvg(art, orientation));
      expect(root).toMatchObject({ xmlns: 'http://www.w3.org/2000/svg', width: String(width), height: String(height), viewBox: `0 0 ${width} ${height}` });
    });

    it.each(MOTIF_NAMES)('writes %s as SVG that librsvg parses at the stored size', async (motif) => {
      const art = SAMPLE_ARTWORKS.find((a) => a.art.motif === motif)!.art;
      const metadata = await sharp(Buffer.from(artworkSvg(art, orientation))).metadata();
      expect(metadata).toMatchObject({ format: 'svg', width, height });
    });
  });

  describe('close-ups', () => {
    it.each(SAMPLE_ARTWORKS.map((a) => [a.slug, a] as const))('frames two different squares inside %s', (_slug, artwork) => {
      const picture = createArtwork(artwork.art, artwork.orientation);
      const { width, height } = ARTWORK_SIZE[artwork.orientation];
      const [first, second] = picture.detailViews;
      for (const view of picture.detailViews) {
        expect(view.width).toBe(view.height);
        expect(view.x).toBeGreaterThanOrEqual(0);
        expect(view.y).toBeGreaterThanOrEqual(0);
        expect(view.x + view.width).toBeLessThanOrEqual(width);
        expect(view.y + view.height).toBeLessThanOrEqual(height);
      }
      expect(second).not.toEqual(first);
    });

    it('renders a close-up at the detail size with the view as its viewBox', async () => {
      const artwork = SAMPLE_ARTWORKS[7];
      const picture = createArtwork(artwork.art, artwork.orientation);
      const view = picture.detailViews[0];
      const svg = picture.svg({ view, output: DETAIL_SIZE });
      expect(rootAttributes(svg)).toMatchObject({
        width: String(DETAIL_SIZE.width),
        height: String(DETAIL_SIZE.height),
        viewBox: `${view.x} ${view.y} ${view.width} ${view.height}`,
      });
      expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({ width: DETAIL_SIZE.width, height: DETAIL_SIZE.height });
    });
  });
});
