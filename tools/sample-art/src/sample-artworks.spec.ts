import { artworkImages, SAMPLE_ARTWORKS } from './sample-artworks';

describe('the sample artworks', () => {
  it('name images under the slug, with an intrinsic size for each', () => {
    const { mainImage, mockupImage, images, media } = artworkImages({ slug: 'urban-raga', orientation: 'widescreen' });
    expect(mainImage).toBe('/media/products/urban-raga/artwork.webp');
    expect(mockupImage).toBe('/media/products/urban-raga/room.webp');
    expect(images).toHaveLength(4);
    expect(Object.keys(media).sort()).toEqual([...images].sort());
    expect(media[mainImage]).toEqual({ width: 1600, height: 914 });
  });

  it('give every product its own image folder', () => {
    const slugs = SAMPLE_ARTWORKS.map((artwork) => artwork.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
