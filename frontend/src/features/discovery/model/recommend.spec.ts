import { sampleArtworks } from '../test/sample-artworks';
import { NO_ANSWERS, type QuizAnswers } from './quiz';
import { seededRandom } from './random';
import {
  comesInSize,
  longestSideInches,
  MATCH_THRESHOLD,
  matchesAnswers,
  MAX_RECOMMENDATIONS,
  recommendArtworks,
  scoreArtwork,
  type QuizArtwork,
} from './recommend';

function answers(partial: Partial<QuizAnswers>): QuizAnswers {
  return { ...NO_ANSWERS, ...partial };
}

function sample(title: string) {
  const artwork = sampleArtworks.find((candidate) => candidate.title === title);
  if (!artwork) throw new Error(`No sample artwork "${title}"`);
  return artwork;
}

function artwork(overrides: Partial<QuizArtwork>): QuizArtwork {
  return { title: 'Untitled', description: '', style: 'Contemporary Abstract', availableSizes: ['18X14'], ...overrides };
}

function titles(artworks: readonly { title: string }[]): string[] {
  return artworks.map((item) => item.title).sort();
}

const allTitles = titles(sampleArtworks);

describe('scoreArtwork', () => {
  it('gives every artwork half marks when every answer is "any", so all of them match', () => {
    const anyAnswers = answers({ space: ['any'], style: ['any'], color: ['any'], size: ['any'] });

    for (const item of sampleArtworks) {
      expect(scoreArtwork(item, anyAnswers)).toBe(0.5);
      expect(scoreArtwork(item, NO_ANSWERS)).toBe(0.5);
    }
    expect(titles(sampleArtworks.filter((item) => matchesAnswers(item, anyAnswers)))).toEqual(allTitles);
  });

  it('treats an unanswered question exactly like "any"', () => {
    const unanswered = answers({ mood: ['calm'] });
    const explicitAny = answers({ space: ['any'], style: ['any'], color: ['any'], size: ['any'], mood: ['calm'] });

    for (const item of sampleArtworks) {
      expect(scoreArtwork(item, explicitAny)).toBe(scoreArtwork(item, unanswered));
    }
  });

  it('awards 2 points for a style match, 1 when any style will do and none for another style', () => {
    // Style alone: 2 points available.
    expect(scoreArtwork(sample('Indigo Tides'), answers({ style: ['abstract'] }))).toBe(1);
    expect(scoreArtwork(sample('Banyan Chronicles'), answers({ style: ['abstract'] }))).toBe(0);
    expect(scoreArtwork(sample('Banyan Chronicles'), answers({ style: ['any'] }))).toBe(0.5);
  });

  it('reads the style from the artwork style, with the traditions that count as heritage', () => {
    const heritage = answers({ style: ['heritage'] });
    expect(titles(sampleArtworks.filter((item) => scoreArtwork(item, heritage) === 1))).toEqual([
      'Banyan Chronicles',
      'Royal Peacock Durbar',
    ]);
    const contemporary = answers({ style: ['contemporary'] });
    expect(titles(sampleArtworks.filter((item) => scoreArtwork(item, contemporary) === 1))).toEqual([
      'Monsoon Reverie',
      'Quiet Courtyard',
      'Saffron Horizon',
      'Urban Raga',
    ]);
    const abstract = answers({ style: ['abstract'] });
    expect(titles(sampleArtworks.filter((item) => scoreArtwork(item, abstract) === 1))).toEqual([
      'Indigo Tides',
      'Marigold Geometry',
      'Monsoon Reverie',
    ]);
  });

  it('adds 1 point when the description names a chosen mood', () => {
    const calm = answers({ mood: ['calm'] });
    // Any style (1 of 2) plus the mood (1 of 1).
    expect(scoreArtwork(sample('Monsoon Reverie'), calm)).toBeCloseTo(2 / 3);
    expect(scoreArtwork(sample('Marigold Geometry'), calm)).toBeCloseTo(1 / 3);
  });

  it('counts several chosen moods or colours as "any of these", worth one point', () => {
    const moods = answers({ mood: ['calm', 'joyful'] });
    expect(scoreArtwork(sample('Monsoon Reverie'), moods)).toBeCloseTo(2 / 3);
    expect(scoreArtwork(sample('Marigold Geometry'), moods)).toBeCloseTo(2 / 3);
    expect(scoreArtwork(sample('Urban Raga'), moods)).toBeCloseTo(1 / 3);

    const colours = answers({ color: ['pastel', 'monochrome'] });
    expect(scoreArtwork(sample('Urban Raga'), colours)).toBeCloseTo(2 / 3);
    expect(scoreArtwork(sample('Quiet Courtyard'), colours)).toBeCloseTo(2 / 3);
    expect(scoreArtwork(sample('Marigold Geometry'), colours)).toBeCloseTo(1 / 3);
  });

  it('adds 1 point when the description names the chosen room', () => {
    const office = answers({ space: ['office'] });
    expect(scoreArtwork(sample('Saffron Horizon'), office)).toBeCloseTo(2 / 3);
    expect(scoreArtwork(sample('Urban Raga'), office)).toBeCloseTo(2 / 3);
    expect(scoreArtwork(sample('Quiet Courtyard'), office)).toBeCloseTo(1 / 3);
  });

  it('divides by the points available: 2 for style and 1 per specific space, colour and mood answer', () => {
    const full = answers({ space: ['living'], style: ['abstract'], color: ['vibrant'], mood: ['joyful'] });
    expect(scoreArtwork(sample('Marigold Geometry'), full)).toBe(1);
    // Abstract and living, but neither vibrant nor joyful: 3 of 5.
    expect(scoreArtwork(sample('Monsoon Reverie'), full)).toBeCloseTo(3 / 5);
    // Vibrant and living, but not abstract and not joyful: 2 of 5.
    expect(scoreArtwork(sample('Royal Peacock Durbar'), full)).toBeCloseTo(2 / 5);
  });

  it('matches words at their start, in any case, so plurals count but words inside words do not', () => {
    const bedroom = answers({ space: ['bedroom'] });
    expect(scoreArtwork(artwork({ description: 'For BEDROOMS and hallways.' }), bedroom)).toBeCloseTo(2 / 3);
    const calm = answers({ mood: ['calm'] });
    expect(scoreArtwork(artwork({ description: 'A becalmed sea.' }), calm)).toBeCloseTo(1 / 3);
    expect(scoreArtwork(artwork({ title: 'Calm Waters' }), calm)).toBeCloseTo(2 / 3);
  });

  it('understands the synonyms the catalogue uses for a choice', () => {
    expect(scoreArtwork(artwork({ description: 'Serene blues.' }), answers({ mood: ['calm'] }))).toBeCloseTo(2 / 3);
    expect(scoreArtwork(artwork({ description: 'Bands of ochre.' }), answers({ color: ['earthy'] }))).toBeCloseTo(2 / 3);
    expect(scoreArtwork(artwork({ description: 'For a quiet study.' }), answers({ space: ['office'] }))).toBeCloseTo(2 / 3);
  });
});

describe('the 0.5 threshold', () => {
  it('is inclusive: an artwork scoring exactly one half matches', () => {
    expect(MATCH_THRESHOLD).toBe(0.5);
    // Heritage style (2) but neither office nor earthy: 2 of 4.
    const half = answers({ style: ['heritage'], space: ['office'], color: ['earthy'] });
    expect(scoreArtwork(sample('Royal Peacock Durbar'), half)).toBe(0.5);
    expect(matchesAnswers(sample('Royal Peacock Durbar'), half)).toBe(true);
  });

  it('leaves out an artwork just below one half', () => {
    // One more answered question it misses: 2 of 5.
    const below = answers({ style: ['heritage'], space: ['office'], color: ['earthy'], mood: ['calm'] });
    expect(scoreArtwork(sample('Royal Peacock Durbar'), below)).toBe(0.4);
    expect(matchesAnswers(sample('Royal Peacock Durbar'), below)).toBe(false);
  });

  it('with any style, asks an artwork to meet at least half of the other answers', () => {
    const twoAnswers = answers({ space: ['office'], mood: ['calm'] });
    expect(matchesAnswers(sample('Saffron Horizon'), twoAnswers)).toBe(true); // office only
    expect(matchesAnswers(sample('Indigo Tides'), twoAnswers)).toBe(true); // calm only
    expect(matchesAnswers(sample('Royal Peacock Durbar'), twoAnswers)).toBe(false); // neither
  });

  it('lets an artwork of another style in only when it meets every other answer', () => {
    const answered = answers({ style: ['heritage'], space: ['bedroom'], color: ['pastel'], mood: ['calm'] });
    // Not heritage, but bedroom, pastel and calm: 3 of 5.
    expect(matchesAnswers(sample('Quiet Courtyard'), answered)).toBe(true);
    // Not heritage; bedroom and calm but not pastel: 2 of 5.
    expect(matchesAnswers(sample('Indigo Tides'), answered)).toBe(false);
  });
});

describe('size', () => {
  it('reads the longest side of a print size', () => {
    expect(longestSideInches('18X14')).toBe(18);
    expect(longestSideInches('14X18')).toBe(18);
    expect(longestSideInches('24 x 36')).toBe(36);
    expect(longestSideInches('A4')).toBeUndefined();
  });

  it.each([
    ['small', ['18X18'], true],
    ['small', ['24X24'], false],
    ['medium', ['24X24'], true],
    ['medium', ['36X36'], true],
    ['large', ['36X36'], false],
    ['large', ['45X35'], true],
    ['large', ['48X48'], true],
    ['xlarge', ['48X48'], false],
    ['xlarge', ['49X28'], true],
  ])('%s takes a print of %j: %s', (range, sizes, expected) => {
    expect(comesInSize(artwork({ availableSizes: sizes }), [range])).toBe(expected);
  });

  it('leaves out the artworks that cannot be printed in the chosen range, whatever their score', () => {
    const xlarge = answers({ size: ['xlarge'] });
    // The square prints stop at 48 in.
    expect(titles(sampleArtworks.filter((item) => matchesAnswers(item, xlarge)))).toEqual(
      allTitles.filter((title) => title !== 'Indigo Tides' && title !== 'Royal Peacock Durbar'),
    );
    expect(matchesAnswers(sample('Indigo Tides'), answers({ size: ['xlarge'], style: ['abstract'] }))).toBe(false);
  });

  it('does not change the score of the artworks it keeps', () => {
    const base = answers({ style: ['abstract'], mood: ['calm'] });
    for (const item of sampleArtworks) {
      expect(scoreArtwork(item, { ...base, size: ['small'] })).toBe(scoreArtwork(item, base));
    }
  });

  it('keeps every artwork when any size will do, and an artwork that lists no sizes', () => {
    expect(comesInSize(artwork({ availableSizes: ['18X14'] }), ['any'])).toBe(true);
    expect(comesInSize(artwork({ availableSizes: ['18X14'] }), [])).toBe(true);
    expect(comesInSize(artwork({ availableSizes: [] }), ['xlarge'])).toBe(true);
  });
});

describe('recommendArtworks', () => {
  it('recommends the artworks that fit the answers', () => {
    const livingRoom = answers({ space: ['living'], style: ['abstract'], color: ['vibrant'], size: ['large'], mood: ['joyful'] });

    const picks = recommendArtworks(sampleArtworks, livingRoom, seededRandom(1));

    expect(titles(picks)).toEqual(['Marigold Geometry', 'Monsoon Reverie']);
  });

  it('recommends nothing when no artwork comes close', () => {
    const heritageOffice = answers({ style: ['heritage'], space: ['office'], color: ['pastel'], mood: ['calm'] });

    expect(recommendArtworks(sampleArtworks, heritageOffice, seededRandom(1))).toEqual([]);
  });

  it('recommends nothing from an empty catalogue', () => {
    expect(recommendArtworks([], NO_ANSWERS, seededRandom(1))).toEqual([]);
  });

  it('shows at most 8, keeping the best scores', () => {
    const calmAndPastel = Array.from({ length: 6 }, (_, index) =>
      artwork({ title: `Best ${index}`, description: 'Calm pastel washes.' }),
    );
    const calmOnly = Array.from({ length: 6 }, (_, index) => artwork({ title: `Good ${index}`, description: 'A calm sea.' }));
    const neither = Array.from({ length: 6 }, (_, index) => artwork({ title: `Poor ${index}`, description: 'A loud city.' }));
    const catalogue = [...neither, ...calmOnly, ...calmAndPastel];
    const calmPastel = answers({ mood: ['calm'], color: ['pastel'] });

    for (let seed = 1; seed <= 20; seed += 1) {
      const picks = recommendArtworks(catalogue, calmPastel, seededRandom(seed));
      expect(picks).toHaveLength(MAX_RECOMMENDATIONS);
      expect(new Set(picks).size).toBe(MAX_RECOMMENDATIONS);
      expect(picks.filter((pick) => pick.title.startsWith('Best'))).toHaveLength(6);
      expect(picks.filter((pick) => pick.title.startsWith('Good'))).toHaveLength(2);
    }
  });

  it('shows all 8 sample artworks when every answer is "any"', () => {
    expect(titles(recommendArtworks(sampleArtworks, NO_ANSWERS, seededRandom(3)))).toEqual(allTitles);
  });

  it('shows the recommendations in random order, the same for the same random numbers', () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 10; seed += 1) {
      const picks = recommendArtworks(sampleArtworks, NO_ANSWERS, seededRandom(seed));
      orders.add(picks.map((pick) => pick.id).join(','));
      expect(recommendArtworks(sampleArtworks, NO_ANSWERS, seededRandom(seed))).toEqual(picks);
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('does not reorder the catalogue it is given', () => {
    const catalogue = [...sampleArtworks];

    recommendArtworks(catalogue, NO_ANSWERS, seededRandom(5));

    expect(catalogue).toEqual(sampleArtworks);
  });
});
