import { ANY, type QuizAnswers } from './quiz';
import { shuffle, type RandomSource } from './random';

/**
 * How the Art Finder quiz scores an artwork against the shopper's answers.
 *
 * Fixed by the spec (section 9): style earns 2 points for a match and 1 point when the
 * shopper has no style preference; a mood earns 1 point; an artwork is recommended at a
 * score of at least 0.5; at most 8 recommendations, shown in random order.
 *
 * Our design for the rest:
 * - Points. Style: 2 for a match, 1 for "any", 0 otherwise. Space, colour and mood: 1 when
 *   the artwork's title or description names the room, one of the chosen colours or one of
 *   the chosen moods (multiple choices mean "any of these"), 0 otherwise.
 * - The score is the points earned divided by the points available: 2 for style plus 1 for
 *   every question among space, colour and mood that has a specific answer. A question left
 *   on "any" (or unanswered) is neither earned nor available, so it cannot push an artwork
 *   over or under the line. With every answer on "any" each artwork scores 1/2 and all match;
 *   a style match alone is enough while at most two of the other questions are answered.
 * - Size is not scored: every print is made in several sizes, so the size says nothing about
 *   taste. It decides only whether we can make the piece at the wanted size: an artwork none
 *   of whose sizes falls in the chosen range is left out. Ranges go by the longest side:
 *   small under 24 in, medium 24 to 36 in, large over 36 up to 48 in, extra large over 48 in.
 *   An artwork that lists no sizes is not left out.
 * - Words match at the start of a word, case-insensitively, so "bedroom" finds "bedrooms"
 *   and "calm" does not find "becalmed". Each choice has a few synonyms the catalogue uses.
 * - When more than 8 artworks match, the 8 best scores are kept (ties broken at random);
 *   the kept ones are then shown in random order.
 */

export const MATCH_THRESHOLD = 0.5;
export const MAX_RECOMMENDATIONS = 8;

const STYLE_MATCH_POINTS = 2;
const STYLE_ANY_POINTS = 1;

const traditionalStyles = ['traditional', 'folk', 'madhubani', 'mughal', 'miniature', 'pichwai', 'warli', 'gond', 'kalamkari', 'tanjore'];

/** Words in an artwork's style that answer each style choice. */
export const STYLE_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  contemporary: ['contemporary', 'modern'],
  abstract: ['abstract', 'geometric', 'expressionis'],
  traditional: traditionalStyles,
  heritage: ['heritage', ...traditionalStyles],
};

/** Words in an artwork's title or description that answer each space choice. */
export const SPACE_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  living: ['living', 'lounge'],
  bedroom: ['bedroom'],
  office: ['office', 'study', 'workspace'],
  dining: ['dining'],
};

export const COLOR_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  vibrant: ['vibrant', 'vivid', 'bright', 'bold', 'neon'],
  earthy: ['earthy', 'ochre', 'terracotta', 'turmeric', 'umber', 'sand'],
  pastel: ['pastel', 'blush', 'soft'],
  monochrome: ['monochrome', 'charcoal', 'black and white', 'greyscale', 'grayscale'],
};

export const MOOD_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  calm: ['calm', 'serene', 'soothing', 'tranquil', 'peaceful', 'quiet', 'contemplative'],
  energetic: ['energetic', 'dynamic', 'lively'],
  inspiring: ['inspiring', 'uplifting'],
  sophisticated: ['sophisticated', 'elegant', 'refined', 'formal'],
  joyful: ['joyful', 'joyous', 'cheerful', 'festive', 'playful'],
};

/** Whether a print whose longest side is `side` inches falls in each size range. */
const SIZE_RANGES: Readonly<Record<string, (side: number) => boolean>> = {
  small: (side) => side < 24,
  medium: (side) => side >= 24 && side <= 36,
  large: (side) => side > 36 && side <= 48,
  xlarge: (side) => side > 48,
};

/** What the quiz reads of an artwork. */
export interface QuizArtwork {
  title: string;
  description: string;
  style: string;
  /** Print sizes in inches, like "18X14". */
  availableSizes: readonly string[];
}

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function mentionsAny(text: string, keywords: readonly string[]): boolean {
  return keywords.some((keyword) => new RegExp(`\\b${escapeForRegExp(keyword)}`, 'i').test(text));
}

/** The specific choices of a question, or none when the shopper left it on "any". */
function specificChoices(chosen: readonly string[]): readonly string[] {
  return chosen.filter((value) => value !== ANY);
}

function keywordsFor(choices: readonly string[], dictionary: Readonly<Record<string, readonly string[]>>): string[] {
  return choices.flatMap((choice) => dictionary[choice] ?? [choice]);
}

/** The longest side of a size like "18X14" or "24 x 36", or undefined when it cannot be read. */
export function longestSideInches(size: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*$/i.exec(size);
  if (!match) return undefined;
  return Math.max(Number(match[1]), Number(match[2]));
}

/** Whether the artwork can be printed in the size range the shopper chose. */
export function comesInSize(artwork: QuizArtwork, sizeAnswer: readonly string[]): boolean {
  const ranges = specificChoices(sizeAnswer)
    .map((choice) => SIZE_RANGES[choice])
    .filter((range) => range !== undefined);
  if (ranges.length === 0 || artwork.availableSizes.length === 0) return true;
  return artwork.availableSizes.some((size) => {
    const side = longestSideInches(size);
    return side !== undefined && ranges.some((inRange) => inRange(side));
  });
}

/** The artwork's score, 0 to 1, before the size check (see the notes at the top). */
export function scoreArtwork(artwork: QuizArtwork, answers: QuizAnswers): number {
  let earned = 0;
  let available = STYLE_MATCH_POINTS;

  const styles = specificChoices(answers.style);
  if (styles.length === 0) earned += STYLE_ANY_POINTS;
  else if (mentionsAny(artwork.style, keywordsFor(styles, STYLE_KEYWORDS))) earned += STYLE_MATCH_POINTS;

  const words = `${artwork.title} ${artwork.description}`;
  const wordCriteria = [
    keywordsFor(specificChoices(answers.space), SPACE_KEYWORDS),
    keywordsFor(specificChoices(answers.color), COLOR_KEYWORDS),
    keywordsFor(specificChoices(answers.mood), MOOD_KEYWORDS),
  ];
  for (const keywords of wordCriteria) {
    if (keywords.length === 0) continue;
    available += 1;
    if (mentionsAny(words, keywords)) earned += 1;
  }

  return earned / available;
}

/** Whether the artwork is recommended for these answers. */
export function matchesAnswers(artwork: QuizArtwork, answers: QuizAnswers): boolean {
  return comesInSize(artwork, answers.size) && scoreArtwork(artwork, answers) >= MATCH_THRESHOLD;
}

/** The recommendations for these answers: at most 8 matching artworks, in random order. */
export function recommendArtworks<T extends QuizArtwork>(artworks: readonly T[], answers: QuizAnswers, random: RandomSource): T[] {
  const matches = shuffle(artworks, random)
    .filter((artwork) => comesInSize(artwork, answers.size))
    .map((artwork) => ({ artwork, score: scoreArtwork(artwork, answers) }))
    .filter(({ score }) => score >= MATCH_THRESHOLD);
  // A stable sort keeps the shuffled order among equal scores, so ties are cut at random.
  const best = matches
    .sort((left, right) => right.score - left.score)
    .slice(0, MAX_RECOMMENDATIONS)
    .map(({ artwork }) => artwork);
  return shuffle(best, random);
}
