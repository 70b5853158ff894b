import { SKIN_CONCERNS, type SkinConcern } from '../../catalog/taxonomy';
import {
  ANSWER_PARAMS,
  MAX_QUIZ_CONCERNS,
  QUIZ_SKIN_TYPES,
  ROUTINE_LENGTHS,
  ROUTINE_TIMES,
  SENSITIVITIES,
  SUN_EXPOSURES,
  type QuizAnswers,
} from './quiz-answers';

// The skin quiz's questions, one screen each, in the order they are asked: what each asks,
// its choices in the shopper's words, and the answer's query parameter (quiz-answers.ts).

export type QuestionId = keyof QuizAnswers;

export interface QuizChoice {
  value: string;
  label: string;
  hint?: string;
}

export interface QuizQuestion {
  id: QuestionId;
  /** the form field and query parameter */
  param: string;
  title: string;
  /** one line under the title */
  help?: string;
  /** 'many': checkboxes, up to `max`; 'one': radios */
  kind: 'one' | 'many';
  max?: number;
  choices: readonly QuizChoice[];
  /** a question that may be left: its skip button answers this */
  skipValue?: string;
}

const SKIN_TYPE_LABELS: Record<(typeof QUIZ_SKIN_TYPES)[number], QuizChoice> = {
  dry: { value: 'dry', label: 'Dry', hint: 'Feels tight, can flake' },
  oily: { value: 'oily', label: 'Oily', hint: 'Shiny all over by midday' },
  combination: { value: 'combination', label: 'Combination', hint: 'Oily T-zone, drier cheeks' },
  normal: { value: 'normal', label: 'Normal', hint: 'Comfortable, rarely shiny' },
  sensitive: { value: 'sensitive', label: 'Sensitive', hint: 'Stings or reddens easily' },
  'not-sure': { value: 'not-sure', label: 'Not sure', hint: 'We’ll choose for every skin type' },
};

export const CONCERN_LABELS: Record<SkinConcern, string> = {
  acne: 'Breakouts',
  discolorations: 'Dark spots and uneven tone',
  preventative: 'Keeping skin healthy',
  'sensitive-skin': 'Redness and irritation',
  'visible-aging': 'Fine lines and firmness',
};

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 'skinType',
    param: ANSWER_PARAMS.skinType,
    title: 'What is your skin type?',
    help: 'Not sure? Wash your face, wait an hour with nothing on it, then look: tight is dry, shiny all over is oily, shiny only on the T-zone is combination.',
    kind: 'one',
    choices: QUIZ_SKIN_TYPES.map((t) => SKIN_TYPE_LABELS[t]),
  },
  {
    id: 'concerns',
    param: ANSWER_PARAMS.concerns,
    title: 'What would you most like to work on?',
    help: `Choose up to ${MAX_QUIZ_CONCERNS}, or none.`,
    kind: 'many',
    max: MAX_QUIZ_CONCERNS,
    choices: SKIN_CONCERNS.map((c) => ({ value: c, label: CONCERN_LABELS[c] })),
    skipValue: 'none',
  },
  {
    id: 'sensitivity',
    param: ANSWER_PARAMS.sensitivity,
    title: 'How often does your skin react to new products?',
    help: 'Stinging, redness or itching after trying something new.',
    kind: 'one',
    choices: [
      { value: 'rarely', label: 'Rarely', hint: 'Strong actives are fine' },
      { value: 'sometimes', label: 'Sometimes' },
      { value: 'often', label: 'Often', hint: 'We’ll keep it gentle' },
    ] satisfies { value: (typeof SENSITIVITIES)[number]; label: string; hint?: string }[],
  },
  {
    id: 'time',
    param: ANSWER_PARAMS.time,
    title: 'When do you want a routine?',
    kind: 'one',
    choices: [
      { value: 'both', label: 'Morning and evening' },
      { value: 'morning', label: 'Morning only' },
      { value: 'evening', label: 'Evening only' },
    ] satisfies { value: (typeof ROUTINE_TIMES)[number]; label: string }[],
  },
  {
    id: 'length',
    param: ANSWER_PARAMS.length,
    title: 'How many steps suit you?',
    kind: 'one',
    choices: [
      { value: 'essentials', label: 'Essentials', hint: '3 steps' },
      { value: 'full', label: 'Full routine', hint: '5 steps' },
    ] satisfies { value: (typeof ROUTINE_LENGTHS)[number]; label: string; hint: string }[],
  },
  {
    id: 'sun',
    param: ANSWER_PARAMS.sun,
    title: 'How much sun do you get on a usual day?',
    kind: 'one',
    choices: [
      { value: 'low', label: 'Little', hint: 'Mostly indoors' },
      { value: 'moderate', label: 'Some', hint: 'Commutes, errands' },
      { value: 'high', label: 'A lot', hint: 'Outdoors, sports' },
    ] satisfies { value: (typeof SUN_EXPOSURES)[number]; label: string; hint: string }[],
  },
  {
    id: 'fragranceFree',
    param: ANSWER_PARAMS.fragranceFree,
    title: 'Fragrance-free products only?',
    help: 'Optional: leave it and we choose from every product.',
    kind: 'one',
    choices: [
      { value: 'yes', label: 'Yes, fragrance-free only' },
      { value: 'no', label: 'No preference' },
    ],
    skipValue: 'no',
  },
];

export const QUIZ_MESSAGES = {
  chooseOne: 'Choose one answer to go on.',
  tooMany: `Choose up to ${MAX_QUIZ_CONCERNS}.`,
  unknown: 'Choose one of the answers shown.',
} as const;
