import { artworkImages, SAMPLE_ARTWORKS, SIZE_PRESETS, slugify } from './artworks';

describe('the slug rule (spec section 2)', () => {
  it.each([
    ['Monsoon Reverie', 'monsoon-reverie'],
    ['Floating Frame - Natural', 'floating-frame-natural'],
    ["Artist's Choice: Vol. 2!", 'artists-choice-vol-2'],
    ['  Spaced    Out  ', 'spaced-out'],
    ['Mid-Century', 'midcentury'],
    ['Madhubani: A Living Heritage', 'madhubani-a-living-heritage'],
  ])('turns %j into %j: lower case, punctuation removed, whitespace to single hyphens', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('the sample artworks', () => {
  it("follow the spec's facts: categories, prices, ratings, featured ids", () => {
    expect(SAMPLE_ARTWORKS.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(SAMPLE_ARTWORKS.map((a) => a.categoryId)).toEqual([2, 2, 2, 2, 2, 2, 3, 1]);
    expect(SAMPLE_ARTWORKS.filter((a) => a.featured).map((a) => a.id)).toEqual([1, 4, 7, 8]);
    expect(Math.min(...SAMPLE_ARTWORKS.map((a) => a.basePrice))).toBe(195);
    expect(Math.max(...SAMPLE_ARTWORKS.map((a) => a.basePrice))).toBe(1250);
    for (const a of SAMPLE_ARTWORKS) expect(a.rating >= 4.5 && a.rating <= 5).toBe(true);
  });

  it('name images under the slug, with an intrinsic size for each', () => {
    const { mainImage, images, media } = artworkImages({ title: 'Urban Raga', orientation: 'widescreen' });
    expect(mainImage).toBe('/media/products/urban-raga/artwork.webp');
    expect(images).toHaveLength(4);
    expect(Object.keys(media).sort()).toEqual([...images].sort());
    expect(media[mainImage]).toEqual({ width: 1600, height: 914 });
  });

  it('offer the size presets of their orientation, first one the default', () => {
    expect(SIZE_PRESETS.landscape[0]).toBe('18X14');
    expect(SIZE_PRESETS.portrait[0]).toBe('14X18');
  });
});
