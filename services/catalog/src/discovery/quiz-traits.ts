import { QUIZ_ANY, type QuizAnswers } from '@shop/contracts';

/**
 * How the Art Finder quiz scores an artwork against the shopper's answers.
 *
 * Fixed by the spec (section 9): style earns 2 points for a match and 1 point when the shopper
 * has no style preference; a mood earns 1 point; an artwork is recommended at a score of at
 * least 0.5; at most 8 recommendations, shown in random order.
 *
 * Our design for the rest:
 * - Points. Style: 2 for a match, 1 for "any", 0 otherwise. Space, colour and mood: 1 when the
 *   artwork's title or description names the room, one of the chosen colours or one of the
 *   chosen moods (several choices mean "any of these"), 0 otherwise.
 * - The score is the points earned divided by the points available: 2 for style plus 1 for every
 *   question among space, colour and mood that has a specific answer. A question left on "any"
 *   is neither earned nor available. With every answer on "any" each artwork scores 1/2.
 * - Size is not scored: it decides only whether we can make the piece at the wanted size. An
 *   artwork none of whose sizes falls in the chosen range is left out; ranges go by the longest
 *   side: small under 24 in, medium 24 to 36, large over 36 up to 48, extra large over 48. An
 *   artwork that lists no sizes is not left out.
 * - Words match at the start of a word, case-insensitively, so "bedroom" finds "bedrooms" and
 *   "calm" does not find "becalmed". Each choice has a few synonyms the catalogue uses.
 *
 * With 50,000 artworks, the words are read once per artwork when the catalog indexes it: each
 * artwork keeps a bit per choice it answers (its traits), and scoring is a few bit operations.
 */

export const MATCH_THRESHOLD = 0.5;
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

/** One expression per choice: any of its words, at the start of a word. */
function matchers(dictionary: Readonly<Record<string, readonly string[]>>): Array<[string, RegExp]> {
  return Object.entries(dictionary).map(([choice, words]) => [choice, new RegExp(`\\b(?:${words.map(escapeForRegExp).join('|')})`, 'i')]);
}

/** Every choice that is a trait, with its bit. */
const TRAIT_GROUPS = {
  style: matchers(STYLE_KEYWORDS),
  space: matchers(SPACE_KEYWORDS),
  color: matchers(COLOR_KEYWORDS),
  mood: matchers(MOOD_KEYWORDS),
  size: Object.keys(SIZE_RANGES).map((choice) => [choice, null] as const),
};
type TraitGroup = keyof typeof TRAIT_GROUPS;

const BITS = new Map<string, number>();
for (const [group, choices] of Object.entries(TRAIT_GROUPS)) {
  for (const [choice] of choices) BITS.set(`${group}:${choice}`, 1 << BITS.size);
}
const bit = (group: TraitGroup, choice: string): number => BITS.get(`${group}:${choice}`) ?? 0;
const ALL_SIZES = Object.keys(SIZE_RANGES).reduce((mask, choice) => mask | bit('size', choice), 0);

/** The longest side of a size like "18X14" or "24 x 36", or undefined when it cannot be read. */
export function longestSideInches(size: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*$/i.exec(size);
  if (!match) return undefined;
  return Math.max(Number(match[1]), Number(match[2]));
}

/** The artwork's traits: a bit for every style, space, colour, mood and size range it answers. */
export function quizTraits(artwork: QuizArtwork): number {
  let traits = 0;
  for (const [choice, pattern] of TRAIT_GROUPS.style) if (pattern.test(artwork.style)) traits |= bit('style', choice);
  const words = `${artwork.title} ${artwork.description}`;
  for (const group of ['space', 'color', 'mood'] as const) {
    for (const [choice, pattern] of TRAIT_GROUPS[group]) if (pattern.test(words)) traits |= bit(group, choice);
  }
  if (artwork.availableSizes.length === 0) return traits | ALL_SIZES;
  for (const size of artwork.availableSizes) {
    const side = longestSideInches(size);
    if (side === undefined) continue;
    for (const [choice, inRange] of Object.entries(SIZE_RANGES)) if (inRange(side)) traits |= bit('size', choice);
  }
  return traits;
}

/** The answers, ready to score traits against. */
export interface QuizQuery {
  /** The style bit, or 0 for no style preference. */
  style: number;
  /** Masks of the chosen choices of space, colour and mood; 0 where the question was left on any. */
  wordMasks: number[];
  /** The chosen size ranges; 0 for any size. */
  size: number;
}

function maskOf(group: TraitGroup, chosen: readonly string[]): number {
  return chosen.filter((value) => value !== QUIZ_ANY).reduce((mask, choice) => mask | bit(group, choice), 0);
}

export function quizQuery(answers: QuizAnswers): QuizQuery {
  return {
    style: maskOf('style', answers.style),
    wordMasks: [maskOf('space', answers.space), maskOf('color', answers.color), maskOf('mood', answers.mood)],
    size: maskOf('size', answers.size),
  };
}

/** The artwork's score, 0 to 1, or -1 when it does not come in the wanted size (see the notes at the top). */
export function scoreTraits(traits: number, query: QuizQuery): number {
  if (query.size !== 0 && (traits & query.size) === 0) return -1;
  let earned = query.style === 0 ? STYLE_ANY_POINTS : (traits & query.style) !== 0 ? STYLE_MATCH_POINTS : 0;
  let available = STYLE_MATCH_POINTS;
  for (const mask of query.wordMasks) {
    if (mask === 0) continue;
    available += 1;
    if ((traits & mask) !== 0) earned += 1;
  }
  return earned / available;
}
