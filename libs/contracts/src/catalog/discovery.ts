import { z } from 'zod';
import { defineRequest } from '../common/define';
import { QUIZ_COLORS, QUIZ_MOODS, QUIZ_SIZES, QUIZ_SPACES, QUIZ_STYLES } from './browse-constants';
import { productSchema } from './product';

/** The seed of a round of the quiz or the surprise: the same seed shows the same artworks. */
export const discoverySeedSchema = z.coerce
  .number({ error: 'seed must be a number' })
  .int('seed must be a whole number')
  .min(0, 'seed must be at least 0')
  .max(4_294_967_295, 'seed must be at most 4294967295');

const choices = <T extends readonly [string, ...string[]]>(values: T, question: string) =>
  z.array(z.enum(values, { error: `${question} must be among ${values.join(', ')}` })).max(values.length, `${question} has at most ${values.length} choices`);

/** The shopper's answers to the Art Finder quiz: the chosen values per question (none means any). */
export const quizAnswersSchema = z
  .object({
    space: choices(QUIZ_SPACES, 'space').max(1, 'space has one choice').default([]),
    style: choices(QUIZ_STYLES, 'style').max(1, 'style has one choice').default([]),
    color: choices(QUIZ_COLORS, 'color').default([]),
    size: choices(QUIZ_SIZES, 'size').max(1, 'size has one choice').default([]),
    mood: choices(QUIZ_MOODS, 'mood').default([]),
  })
  .strict();
export type QuizAnswers = z.output<typeof quizAnswersSchema>;

/** The quiz's recommendations over the whole catalogue (spec section 9): at most 8, in random order. */
export const RecommendArtworks = defineRequest({
  subject: 'catalog.recommend-artworks.v1',
  request: z.object({ answers: quizAnswersSchema, seed: discoverySeedSchema }).strict(),
  reply: z.array(productSchema),
});

/** Surprise Me (spec section 9): 6 to 8 random artworks of the whole catalogue. */
export const PickSurprise = defineRequest({
  subject: 'catalog.pick-surprise.v1',
  request: z.object({ seed: discoverySeedSchema }).strict(),
  reply: z.array(productSchema),
});
