import { quizAnswersSchema, type QuizAnswers } from '@shop/contracts';
import { longestSideInches, MATCH_THRESHOLD, quizQuery, quizTraits, scoreTraits, type QuizArtwork } from './quiz-traits';

const answers = (partial: Partial<QuizAnswers>): QuizAnswers => quizAnswersSchema.parse(partial);

function artwork(overrides: Partial<QuizArtwork>): QuizArtwork {
  return { title: 'Untitled', description: '', style: 'Contemporary Abstract', availableSizes: ['18X14'], ...overrides };
}

const score = (art: QuizArtwork, partial: Partial<QuizAnswers>) => scoreTraits(quizTraits(art), quizQuery(answers(partial)));

const heritagePeacock = artwork({
  title: 'Royal Peacock Durbar',
  style: 'Mughal Miniature',
  description: 'A vibrant court scene for a grand living room.',
  availableSizes: ['12X12', '24X24', '36X36'],
});

describe('the Art Finder quiz scoring (spec section 9)', () => {
  it('gives every artwork half marks when every answer is "any" or left out', () => {
    const anyAnswers = { space: ['any'], style: ['any'], color: ['any'], size: ['any'] } as Partial<QuizAnswers>;
    expect(score(heritagePeacock, anyAnswers)).toBe(0.5);
    expect(score(heritagePeacock, {})).toBe(0.5);
  });

  it('awards 2 points for a style match, 1 for any style and none for another style', () => {
    expect(score(artwork({ style: 'Geometric Abstract' }), { style: ['abstract'] })).toBe(1);
    expect(score(heritagePeacock, { style: ['abstract'] })).toBe(0);
    expect(score(heritagePeacock, { style: ['any'] })).toBe(0.5);
    expect(score(heritagePeacock, { style: ['heritage'] })).toBe(1);
    expect(score(heritagePeacock, { style: ['traditional'] })).toBe(1);
  });

  it('adds a point per answered space, colour and mood the words name, dividing by the points available', () => {
    expect(score(heritagePeacock, { mood: ['calm'] })).toBeCloseTo(1 / 3);
    expect(score(heritagePeacock, { color: ['vibrant'] })).toBeCloseTo(2 / 3);
    expect(score(heritagePeacock, { color: ['pastel', 'vibrant'] })).toBeCloseTo(2 / 3);
    // Heritage (2) and living (1), not calm, not earthy: 3 of 5.
    expect(score(heritagePeacock, { style: ['heritage'], space: ['living'], color: ['earthy'], mood: ['calm'] })).toBeCloseTo(3 / 5);
  });

  it('matches words at their start in any case, and the synonyms the catalogue uses', () => {
    expect(score(artwork({ description: 'For BEDROOMS and hallways.' }), { space: ['bedroom'] })).toBeCloseTo(2 / 3);
    expect(score(artwork({ description: 'A becalmed sea.' }), { mood: ['calm'] })).toBeCloseTo(1 / 3);
    expect(score(artwork({ description: 'Serene blues.' }), { mood: ['calm'] })).toBeCloseTo(2 / 3);
    expect(score(artwork({ description: 'For a quiet study.' }), { space: ['office'] })).toBeCloseTo(2 / 3);
    expect(score(artwork({ description: 'In black and white.' }), { color: ['monochrome'] })).toBeCloseTo(2 / 3);
  });

  it('is inclusive at the 0.5 threshold', () => {
    expect(MATCH_THRESHOLD).toBe(0.5);
    expect(score(heritagePeacock, { style: ['heritage'], space: ['office'], color: ['earthy'] })).toBe(0.5);
    expect(score(heritagePeacock, { style: ['heritage'], space: ['office'], color: ['earthy'], mood: ['calm'] })).toBe(0.4);
  });

  it('leaves out an artwork none of whose sizes falls in the wanted range, by its longest side', () => {
    expect(score(heritagePeacock, { size: ['small'] })).toBe(0.5);
    expect(score(heritagePeacock, { size: ['medium'] })).toBe(0.5);
    expect(score(heritagePeacock, { size: ['large'] })).toBe(-1);
    expect(score(artwork({ availableSizes: ['54X42'] }), { size: ['xlarge'] })).toBe(0.5);
    expect(score(artwork({ availableSizes: [] }), { size: ['xlarge'] })).toBe(0.5);
    expect(longestSideInches('24 x 36')).toBe(36);
    expect(longestSideInches('A4')).toBeUndefined();
  });
});
