import { QUIZ_ANY } from '@shop/contracts/src/catalog/browse-constants';

/** The Art Finder quiz (spec sections 2 and 4): five questions, then the recommendations the server picks. */

export type QuizQuestionId = 'space' | 'style' | 'color' | 'size' | 'mood';

/** The choice that means "no preference"; leaving a question unanswered means the same. */
export const ANY = QUIZ_ANY;

export interface QuizOption {
  value: string;
  label: string;
  description?: string;
}

export interface QuizQuestion {
  id: QuizQuestionId;
  title: string;
  /** Several choices may be picked (colour and mood); otherwise one replaces the other. */
  multiple: boolean;
  options: readonly QuizOption[];
}

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 'space',
    title: 'Where will your art hang?',
    multiple: false,
    options: [
      { value: 'living', label: 'Living room' },
      { value: 'bedroom', label: 'Bedroom' },
      { value: 'office', label: 'Office' },
      { value: 'dining', label: 'Dining room' },
      { value: ANY, label: 'Any space' },
    ],
  },
  {
    id: 'style',
    title: 'Which style speaks to you?',
    multiple: false,
    options: [
      { value: 'contemporary', label: 'Contemporary' },
      { value: 'abstract', label: 'Abstract' },
      { value: 'traditional', label: 'Traditional' },
      { value: 'heritage', label: 'Heritage' },
      { value: ANY, label: 'Any style' },
    ],
  },
  {
    id: 'color',
    title: 'Which colours do you love?',
    multiple: true,
    options: [
      { value: 'vibrant', label: 'Vibrant' },
      { value: 'earthy', label: 'Earthy' },
      { value: 'pastel', label: 'Pastel' },
      { value: 'monochrome', label: 'Monochrome' },
      { value: ANY, label: 'Any colour' },
    ],
  },
  {
    id: 'size',
    title: 'How much wall do you want to fill?',
    multiple: false,
    options: [
      { value: 'small', label: 'Small', description: 'Under 24 in' },
      { value: 'medium', label: 'Medium', description: '24-36 in' },
      { value: 'large', label: 'Large', description: '36-48 in' },
      { value: 'xlarge', label: 'Extra large', description: 'Over 48 in' },
      { value: ANY, label: 'Any size' },
    ],
  },
  {
    id: 'mood',
    title: 'What mood should it bring?',
    multiple: true,
    options: [
      { value: 'calm', label: 'Calm' },
      { value: 'energetic', label: 'Energetic' },
      { value: 'inspiring', label: 'Inspiring' },
      { value: 'sophisticated', label: 'Sophisticated' },
      { value: 'joyful', label: 'Joyful' },
    ],
  },
];

export const QUESTION_COUNT = QUIZ_QUESTIONS.length;

/** The chosen values per question; a single-choice question holds at most one. */
export type QuizAnswers = Readonly<Record<QuizQuestionId, readonly string[]>>;

export const NO_ANSWERS: QuizAnswers = { space: [], style: [], color: [], size: [], mood: [] };

export type QuizState =
  | { view: 'question'; step: number; answers: QuizAnswers }
  /** `seed` fixes the random order of this round's recommendations. */
  | { view: 'results'; answers: QuizAnswers; seed: number };

export const INITIAL_QUIZ_STATE: QuizState = { view: 'question', step: 0, answers: NO_ANSWERS };

export type QuizAction =
  | { type: 'choose'; question: QuizQuestionId; value: string }
  /** `seed` is drawn by the caller so the reducer stays pure; it is used when the last question is left. */
  | { type: 'next'; seed: number }
  | { type: 'back' }
  | { type: 'restart' };

function questionById(id: QuizQuestionId): QuizQuestion {
  const question = QUIZ_QUESTIONS.find((candidate) => candidate.id === id);
  if (!question) throw new Error(`Unknown quiz question "${id}"`);
  return question;
}

/**
 * The answers after picking `value`. Single choice replaces; multiple choice toggles. On a
 * multiple-choice question "any" excludes the specific choices and the other way round, since
 * "any colour" and "pastel" together say nothing the shopper meant.
 */
export function choose(answers: QuizAnswers, questionId: QuizQuestionId, value: string): QuizAnswers {
  const question = questionById(questionId);
  if (!question.options.some((option) => option.value === value)) {
    throw new Error(`"${value}" is not a choice of the ${questionId} question`);
  }
  const current = answers[questionId];
  let next: string[];
  if (!question.multiple) {
    next = [value];
  } else if (current.includes(value)) {
    next = current.filter((chosen) => chosen !== value);
  } else if (value === ANY) {
    next = [ANY];
  } else {
    next = [...current.filter((chosen) => chosen !== ANY), value];
  }
  return { ...answers, [questionId]: next };
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'choose':
      if (state.view !== 'question') return state;
      return { ...state, answers: choose(state.answers, action.question, action.value) };
    case 'next':
      if (state.view !== 'question') return state;
      if (state.step < QUESTION_COUNT - 1) return { ...state, step: state.step + 1 };
      return { view: 'results', answers: state.answers, seed: action.seed };
    case 'back':
      // On the first question the button reads Cancel and closes the dialog instead.
      if (state.view !== 'question' || state.step === 0) return state;
      return { ...state, step: state.step - 1 };
    case 'restart':
      return INITIAL_QUIZ_STATE;
  }
}

/** How far along the quiz is, 0-100, for the progress bar: the results count as done. */
export function quizProgress(state: QuizState): number {
  if (state.view === 'results') return 100;
  return Math.round(((state.step + 1) / QUESTION_COUNT) * 100);
}
