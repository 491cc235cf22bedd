import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expectedUrls } from '../../tools/sample-art/src/generate-media';
import { artworkImages, SAMPLE_ARTWORKS } from '../../tools/sample-art/src/sample-artworks';

// The catalog stores its sample products' image URLs and sizes as plain data, frozen in its seed
// migration; the sample-art tool draws the files at build time. Neither imports the other, so
// this checks that they agree: every image the catalog serves is drawn, at the size it stores.

type Sizes = Record<string, { width: number; height: number }>;

interface SeedData {
  products: Array<{ title: string; mainImage: string; mockupImage: string; images: string[]; media: Sizes }>;
  blogPosts: Array<{ slug: string; image: string }>;
}

const seed = JSON.parse(
  readFileSync(resolve(__dirname, '../../services/catalog/src/migrations/data/1763700000104-seed-products-blog-settings.json'), 'utf8'),
) as SeedData;

describe("the sample art and the catalog's seeded products", () => {
  const drawn = new Set(expectedUrls());

  it('draws every image of every product at the width and height the catalog stores', () => {
    const stored: Sizes = Object.assign({}, ...seed.products.map((product) => product.media));
    const drawnSizes: Sizes = Object.assign({}, ...SAMPLE_ARTWORKS.map((artwork) => artworkImages(artwork).media));
    expect(drawnSizes).toEqual(stored);
  });

  it.each(seed.products.map((product) => [product.title, product] as const))("draws %s's main, mock-up and gallery images", (_title, product) => {
    expect([product.mainImage, product.mockupImage, ...product.images].filter((url) => !drawn.has(url))).toEqual([]);
  });

  it.each(seed.blogPosts.map((post) => [post.slug, post.image] as const))('draws the image of the blog post %s', (_slug, image) => {
    expect(drawn.has(image)).toBe(true);
  });
});
