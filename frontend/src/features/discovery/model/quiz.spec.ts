import { QUIZ_ANY, QUIZ_COLORS, QUIZ_MOODS, QUIZ_SIZES, QUIZ_SPACES, QUIZ_STYLES } from '@shop/contracts/src/catalog/browse-constants';
import { ANY, choose, INITIAL_QUIZ_STATE, NO_ANSWERS, QUIZ_QUESTIONS, quizProgress, quizReducer, type QuizState } from './quiz';

function answerState(step: number): QuizState {
  return { view: 'question', step, answers: NO_ANSWERS };
}

describe('the quiz questions', () => {
  it('asks about space, style, colour, size and mood, with the choices of the spec', () => {
    expect(QUIZ_QUESTIONS.map((question) => [question.id, question.multiple, question.options.map((option) => option.value)])).toEqual([
      ['space', false, ['living', 'bedroom', 'office', 'dining', 'any']],
      ['style', false, ['contemporary', 'abstract', 'traditional', 'heritage', 'any']],
      ['color', true, ['vibrant', 'earthy', 'pastel', 'monochrome', 'any']],
      ['size', false, ['small', 'medium', 'large', 'xlarge', 'any']],
      ['mood', true, ['calm', 'energetic', 'inspiring', 'sophisticated', 'joyful']],
    ]);
  });

  it('offers exactly the values the server takes for each question', () => {
    const serverValues = { space: QUIZ_SPACES, style: QUIZ_STYLES, color: QUIZ_COLORS, size: QUIZ_SIZES, mood: QUIZ_MOODS };
    for (const question of QUIZ_QUESTIONS) {
      expect(question.options.map((option) => option.value)).toEqual([...serverValues[question.id]]);
    }
    expect(ANY).toBe(QUIZ_ANY);
  });

  it('describes the size ranges in inches', () => {
    const size = QUIZ_QUESTIONS.find((question) => question.id === 'size');
    expect(size?.options.map((option) => option.description)).toEqual(['Under 24 in', '24-36 in', '36-48 in', 'Over 48 in', undefined]);
  });
});

describe('choose', () => {
  it('replaces the answer of a single-choice question', () => {
    const once = choose(NO_ANSWERS, 'space', 'living');
    const twice = choose(once, 'space', 'office');

    expect(once.space).toEqual(['living']);
    expect(twice.space).toEqual(['office']);
    expect(choose(twice, 'space', 'office').space).toEqual(['office']);
  });

  it('toggles the choices of a multiple-choice question', () => {
    const vibrant = choose(NO_ANSWERS, 'color', 'vibrant');
    const both = choose(vibrant, 'color', 'earthy');
    const earthyOnly = choose(both, 'color', 'vibrant');

    expect(vibrant.color).toEqual(['vibrant']);
    expect(both.color).toEqual(['vibrant', 'earthy']);
    expect(earthyOnly.color).toEqual(['earthy']);
    expect(choose(earthyOnly, 'color', 'earthy').color).toEqual([]);
  });

  it('lets "any" and specific colours exclude each other', () => {
    const specific = choose(choose(NO_ANSWERS, 'color', 'pastel'), 'color', 'earthy');
    const any = choose(specific, 'color', 'any');

    expect(any.color).toEqual(['any']);
    expect(choose(any, 'color', 'monochrome').color).toEqual(['monochrome']);
  });

  it('leaves the other questions and the given answers untouched', () => {
    const before = choose(NO_ANSWERS, 'mood', 'calm');
    const after = choose(before, 'style', 'heritage');

    expect(after).toEqual({ ...NO_ANSWERS, mood: ['calm'], style: ['heritage'] });
    expect(before.style).toEqual([]);
  });

  it('refuses a value the question does not offer', () => {
    expect(() => choose(NO_ANSWERS, 'mood', 'any')).toThrow('"any" is not a choice of the mood question');
  });
});

describe('quizReducer', () => {
  it('starts on the first question with nothing chosen', () => {
    expect(INITIAL_QUIZ_STATE).toEqual({ view: 'question', step: 0, answers: NO_ANSWERS });
  });

  it('goes forward one question at a time, with or without an answer', () => {
    let state = INITIAL_QUIZ_STATE;
    for (let step = 1; step <= 4; step += 1) {
      state = quizReducer(state, { type: 'next', seed: 7 });
      expect(state).toEqual(answerState(step));
    }
  });

  it('shows the results after the last question, keeping the answers and the round seed', () => {
    const lastQuestion: QuizState = { view: 'question', step: 4, answers: { ...NO_ANSWERS, mood: ['calm'] } };

    expect(quizReducer(lastQuestion, { type: 'next', seed: 42 })).toEqual({
      view: 'results',
      answers: { ...NO_ANSWERS, mood: ['calm'] },
      seed: 42,
    });
  });

  it('goes back one question and keeps the answers given', () => {
    const state: QuizState = { view: 'question', step: 2, answers: { ...NO_ANSWERS, space: ['dining'] } };

    expect(quizReducer(state, { type: 'back' })).toEqual({ view: 'question', step: 1, answers: { ...NO_ANSWERS, space: ['dining'] } });
  });

  it('does not go back from the first question (its button cancels the quiz instead)', () => {
    expect(quizReducer(INITIAL_QUIZ_STATE, { type: 'back' })).toBe(INITIAL_QUIZ_STATE);
  });

  it('records a choice on the current question', () => {
    const state = quizReducer(answerState(3), { type: 'choose', question: 'size', value: 'large' });

    expect(state).toEqual({ view: 'question', step: 3, answers: { ...NO_ANSWERS, size: ['large'] } });
  });

  it('ignores choices and navigation while the results are shown', () => {
    const results: QuizState = { view: 'results', answers: NO_ANSWERS, seed: 1 };

    expect(quizReducer(results, { type: 'choose', question: 'mood', value: 'calm' })).toBe(results);
    expect(quizReducer(results, { type: 'next', seed: 2 })).toBe(results);
    expect(quizReducer(results, { type: 'back' })).toBe(results);
  });

  it('restarts from the first question with nothing chosen', () => {
    const results: QuizState = { view: 'results', answers: { ...NO_ANSWERS, style: ['abstract'] }, seed: 1 };

    expect(quizReducer(results, { type: 'restart' })).toEqual(INITIAL_QUIZ_STATE);
  });
});

describe('quizProgress', () => {
  it('fills a fifth of the bar per question and all of it on the results', () => {
    expect([0, 1, 2, 3, 4].map((step) => quizProgress(answerState(step)))).toEqual([20, 40, 60, 80, 100]);
    expect(quizProgress({ view: 'results', answers: NO_ANSWERS, seed: 1 })).toBe(100);
  });
});
