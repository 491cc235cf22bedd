import type { Orientation } from '@shop/contracts';
import sharp from 'sharp';
import { ARTWORK_SIZE, ROOM_SIZE, SAMPLE_ARTWORKS } from './sample-artworks';
import { roomArtworkSize, roomSvg } from './room-svg';

const HREF = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('room mock-up SVG', () => {
  it.each(SAMPLE_ARTWORKS.map((a) => [a.slug, a] as const))('hangs %s once, at the size it was resized to', async (_slug, artwork) => {
    const svg = roomSvg(artwork.art, artwork.orientation, HREF);
    const images = [...svg.matchAll(/<image\b[^>]*>/g)].map(([tag]) => tag);
    expect(images).toHaveLength(1);
    const print = roomArtworkSize(artwork.art, artwork.orientation);
    expect(images[0]).toContain(`width="${print.width}" height="${print.height}"`);
    expect(images[0]).toContain(`href="${HREF}"`);
    expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({ format: 'svg', width: ROOM_SIZE.width, height: ROOM_SIZE.height });
  });

  it.each(['landscape', 'portrait', 'square', 'widescreen'] as Orientation[])('keeps a %s print in proportion and on the wall', (orientation) => {
    const art = SAMPLE_ARTWORKS[0].art;
    const print = roomArtworkSize(art, orientation);
    const { width, height } = ARTWORK_SIZE[orientation];
    expect(Math.abs(print.width / print.height - width / height)).toBeLessThan(0.01);
    expect(print.width).toBeLessThan(ROOM_SIZE.width / 2);
    expect(print.height).toBeLessThan(ROOM_SIZE.height / 2);
  });

  it('draws the same room for the same artwork', () => {
    const { art, orientation } = SAMPLE_ARTWORKS[3];
    expect(roomSvg(art, orientation, HREF)).toBe(roomSvg(art, orientation, HREF));
  });
});
