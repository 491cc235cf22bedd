import { ORIENTATIONS } from '@shop/contracts';
import type { QueryRunner } from 'typeorm';
import sampleData from '../migrations/data/1763700000104-seed-products-blog-settings.json';
import { COLOR_KEYWORDS, MOOD_KEYWORDS, SPACE_KEYWORDS, STYLE_KEYWORDS } from '../discovery/quiz-traits';
import { SeedCategories1763700000102 } from '../migrations/1763700000102-seed-categories';
import { slugify } from '../product/slug';
import {
  generateProduct,
  MAX_PRICE,
  MIN_PRICE,
  seededIndex,
  STYLE_NAMES,
  type GeneratedProduct,
} from './catalog-generator';

const CATALOGUE_SIZE = 5_000;
const catalogue: GeneratedProduct[] = Array.from({ length: CATALOGUE_SIZE }, (_, i) => generateProduct(i + 1, 1));

const samples = sampleData.products;
const sampleByImage = new Map(samples.map((sample) => [sample.mainImage, sample]));

/** The category ids the categories migration inserts, read by running it against a recording query runner. */
async function seededCategoryIds(): Promise<number[]> {
  const ids: number[] = [];
  const recorder = {
    query: async (sql: string, params?: unknown[]) => {
      if (/INSERT INTO categories/.test(sql)) ids.push(params![0] as number);
      return [];
    },
  };
  await new SeedCategories1763700000102().up(recorder as unknown as QueryRunner);
  return ids;
}

const share = (predicate: (product: GeneratedProduct) => boolean) => catalogue.filter(predicate).length / CATALOGUE_SIZE;

describe('the catalogue generator', () => {
  it('gives the same product for the same seed and index, and another catalogue for another seed', () => {
    expect(generateProduct(1234, 1)).toEqual(generateProduct(1234, 1));
    expect(generateProduct(17, 7)).toEqual(generateProduct(17, 7));
    // Independent of what was generated before: a product is a function of (seed, index) only.
    expect(catalogue[41]).toEqual(generateProduct(42, 1));

    const otherSeed = Array.from({ length: 200 }, (_, i) => generateProduct(i + 1, 2).title);
    const sameTitles = otherSeed.filter((title, i) => title === catalogue[i].title).length;
    expect(sameTitles).toBeLessThan(5);
  });

  it('marks every product seed-<index>, the mark the seed command finds its rows by', () => {
    catalogue.forEach((product, i) => expect(seededIndex(product.uniqueProduct)).toBe(i + 1));
    expect(catalogue[0].uniqueProduct).toBe('seed-0000001');
    expect(seededIndex('CAD-0001')).toBeUndefined();
    expect(seededIndex(null)).toBeUndefined();
  });

  it('rejects an index that is not a whole number from 1', () => {
    expect(() => generateProduct(0)).toThrow(RangeError);
    expect(() => generateProduct(1.5)).toThrow(RangeError);
  });

  it('fills every field with a value the table and the shop accept', async () => {
    const categoryIds = await seededCategoryIds();
    expect(categoryIds.length).toBeGreaterThan(0);
    const mediums = new Set(samples.flatMap((sample) => sample.availableMediums));
    const frames = new Set(samples.flatMap((sample) => sample.availableFrames));

    // One check per rule over the whole catalogue, so a failure names the rule and the offenders.
    const offenders = (rule: (product: GeneratedProduct) => boolean) =>
      catalogue.filter((product) => !rule(product)).map((product) => product.uniqueProduct);
    const rules: Record<string, (product: GeneratedProduct) => boolean> = {
      orientation: (p) => (ORIENTATIONS as readonly string[]).includes(p.orientation),
      category: (p) => categoryIds.includes(p.categoryId),
      price: (p) => Number.isInteger(p.basePrice) && p.basePrice >= MIN_PRICE && p.basePrice <= MAX_PRICE,
      rating: (p) => p.rating >= 3.5 && p.rating <= 5 && Number.isInteger(Math.round(p.rating * 10)) && Math.abs(p.rating * 10 - Math.round(p.rating * 10)) < 1e-9,
      reviews: (p) => Number.isInteger(p.reviews) && p.reviews >= 0 && p.reviews <= 400,
      year: (p) => /^\d{4}$/.test(p.year) && Number(p.year) >= 1890 && Number(p.year) <= 2025,
      returnsPolicy: (p) => p.returnsPolicy === null,
      description: (p) => p.description.length > 40 && p.description.split(/(?<=\.) /).length <= 3,
      internalImageName: (p) => p.internalImageName === `${slugify(p.title)}.tif`,
      mediums: (p) => p.availableMediums.length > 0 && p.availableMediums.every((medium) => mediums.has(medium)),
      frames: (p) => p.availableFrames.length > 0 && p.availableFrames.every((frame) => frames.has(frame)),
    };
    const broken = Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, offenders(rule)]).filter(([, ids]) => ids.length > 0));
    expect(broken).toEqual({});
  });

  it("reuses a sample's whole image set, of the product's orientation, with the sizes for that orientation", () => {
    const sizesByOrientation = new Map(samples.map((sample) => [sample.orientation, sample.availableSizes]));
    const ratio: Record<string, (widthOverHeight: number) => boolean> = {
      landscape: (r) => r > 1.1 && r < 1.6,
      portrait: (r) => r < 0.9,
      square: (r) => r === 1,
      widescreen: (r) => r >= 1.6,
    };

    const mismatched = catalogue.filter((product) => {
      const sample = sampleByImage.get(product.mainImage);
      const main = product.media[product.mainImage];
      return (
        sample === undefined ||
        sample.orientation !== product.orientation ||
        JSON.stringify([product.images, product.mockupImage, product.media]) !== JSON.stringify([sample.images, sample.mockupImage, sample.media]) ||
        !ratio[product.orientation](main.width / main.height) ||
        JSON.stringify(product.availableSizes) !== JSON.stringify(sizesByOrientation.get(product.orientation))
      );
    });
    expect(mismatched).toEqual([]);
    // Every sample's pictures are used, so the catalogue does not look like one image repeated.
    expect(new Set(catalogue.map((product) => product.mainImage)).size).toBe(samples.length);
  });

  it('varies titles, styles, orientations, categories and artists like a real catalogue', () => {
    const slugs = new Set(catalogue.map((product) => slugify(product.title)));
    expect(slugs.size).toBe(CATALOGUE_SIZE);
    for (const sample of samples) expect(slugs).not.toContain(slugify(sample.title));
    // Titles are words, not numbers; short ones ("Monsoon Study") are common.
    expect(catalogue.every((product) => !/\d/.test(product.title))).toBe(true);
    expect(share((product) => product.title.split(' ').length <= 3)).toBeGreaterThan(0.2);

    expect(new Set(catalogue.map((product) => product.style))).toEqual(new Set(STYLE_NAMES));
    expect(new Set(catalogue.map((product) => product.orientation))).toEqual(new Set(ORIENTATIONS));
    expect(new Set(catalogue.map((product) => product.artist)).size).toBeGreaterThan(120);

    const byCategory = [1, 2, 3].map((id) => share((product) => product.categoryId === id));
    expect(byCategory.every((part) => part > 0.05)).toBe(true);
    expect(Math.max(...byCategory) - Math.min(...byCategory)).toBeGreaterThan(0.2);

    expect(share((product) => product.featured)).toBeGreaterThan(0.02);
    expect(share((product) => product.featured)).toBeLessThan(0.04);
    expect(share((product) => product.inStock)).toBeGreaterThan(0.93);
    expect(share((product) => product.inStock)).toBeLessThan(0.97);

    const prices = new Set(catalogue.map((product) => product.basePrice));
    expect(prices.size).toBeGreaterThan(50);
    expect(share((product) => product.basePrice >= 1000)).toBeGreaterThan(0.2);
    expect(share((product) => product.basePrice < 1000)).toBeGreaterThan(0.2);
  });

  it('dates heritage work older than contemporary work', () => {
    const medianYear = (categoryId: number) => {
      const years = catalogue.filter((product) => product.categoryId === categoryId).map((product) => Number(product.year));
      return years.sort((a, b) => a - b)[Math.floor(years.length / 2)];
    };
    expect(medianYear(3)).toBeLessThan(medianYear(2) - 20);
  });

  it('keeps titles distinct well past the point where the short titles run out', () => {
    // About three in ten products get a short title, and there are some 17,600 of those: they run out near 58,700.
    const slugs = new Set<string>();
    for (let index = 1; index <= 65_000; index += 1) slugs.add(slugify(generateProduct(index, 3).title));
    expect(slugs.size).toBe(65_000);
  });

  describe('for the Art Finder quiz', () => {
    // The quiz's own word lists: a catalogue that satisfies them satisfies the quiz.
    const styles = STYLE_KEYWORDS;
    const spaces = SPACE_KEYWORDS;
    const colours = COLOR_KEYWORDS;
    const moods = MOOD_KEYWORDS;
    const mentions = (text: string, words: readonly string[]) => words.some((word) => new RegExp(`\\b${word}`, 'i').test(text));
    const words = (product: GeneratedProduct) => `${product.title} ${product.description}`;

    it('finds artworks for every combination of style, room, colour and mood', () => {
      const unmatched: string[] = [];
      for (const [style, styleWords] of Object.entries(styles)) {
        const ofStyle = catalogue.filter((product) => mentions(product.style, styleWords));
        for (const [space, spaceWords] of Object.entries(spaces)) {
          for (const [colour, colourWords] of Object.entries(colours)) {
            for (const [mood, moodWords] of Object.entries(moods)) {
              const found = ofStyle.some(
                (product) => mentions(words(product), spaceWords) && mentions(words(product), colourWords) && mentions(words(product), moodWords),
              );
              if (!found) unmatched.push(`${style}/${space}/${colour}/${mood}`);
            }
          }
        }
      }
      expect(unmatched).toEqual([]);
    });

    it('does not match everything: some artworks name no room, or a colour outside the quiz', () => {
      const allSpaces = Object.values(spaces).flat();
      const allColours = Object.values(colours).flat();
      expect(share((product) => !mentions(words(product), allSpaces))).toBeGreaterThan(0.03);
      expect(share((product) => !mentions(words(product), allColours))).toBeGreaterThan(0.03);
      expect(share((product) => mentions(words(product), allSpaces))).toBeGreaterThan(0.7);
    });
  });
});
