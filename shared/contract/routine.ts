import { z } from 'zod';
import { defineCall, FRESH_READ, PUBLIC_READ } from './define';
import { Image } from './models';

// The skin quiz's calls, service 'ecom'. The quiz's questions and the routine rules run in the
// backend, so the browser draws what these answer and never loads the rules: a step of the quiz,
// an answer to one, the routine of a result URL (public, shared between visitors, forgotten when
// a product changes) and the routine a customer saved.

/** Longest query string a quiz call reads (seven answers and every swap fit many times over). */
export const MAX_QUIZ_QUERY_LENGTH = 1000;
const quizQuery = z.string().max(MAX_QUIZ_QUERY_LENGTH);

/** One product of a routine as the page shows it: the price already in dollars. */
export const RoutinePickView = z.object({
  handle: z.string(),
  title: z.string(),
  image: Image,
  /** the size's title ('1 fl oz') */
  size: z.string(),
  price: z.string(),
  reason: z.string(),
});
export type RoutinePickView = z.infer<typeof RoutinePickView>;

export const RoutineStepView = z.object({
  /** `${time}-${step}`: the swap parameter's value */
  key: z.string(),
  /** 'Cleanse' */
  label: z.string(),
  /** the shopper chose the alternative: `alternative` is the first choice */
  swapped: z.boolean(),
  pick: RoutinePickView,
  alternative: RoutinePickView.nullable(),
  /** the result's URL with this step's swap turned on or off */
  swapPath: z.string(),
});
export type RoutineStepView = z.infer<typeof RoutineStepView>;

export const RoutineDayView = z.object({
  time: z.enum(['morning', 'evening']),
  title: z.string(),
  steps: z.array(RoutineStepView),
});
export type RoutineDayView = z.infer<typeof RoutineDayView>;

/** The routine worked out by the backend: what the page draws and the cart lines that buy it. */
export const RoutineView = z.object({
  /** the answers in a line: 'Oily skin · Breakouts · Reacts sometimes · 3 steps' */
  summary: z.string(),
  days: z.array(RoutineDayView),
  /** each size once, on its product's first plan when it has one */
  lines: z.array(z.object({ variantId: z.string(), sellingPlanId: z.string().optional() })),
  /** the lines bought once, and with Subscribe & save where offered */
  total: z.string(),
  subscribedTotal: z.string(),
  /** how many of the lines offer Subscribe & save */
  plans: z.number().int(),
});
export type RoutineView = z.infer<typeof RoutineView>;

export const RoutineResult = z.object({
  /** the answers as the quiz prints them (one order), '' when none */
  answers: z.string(),
  /** the quiz with these answers: its first question when they are complete, else the first open one */
  quizPath: z.string(),
  /** null: the answers are not all there */
  routine: RoutineView.nullable(),
});
export type RoutineResult = z.infer<typeof RoutineResult>;

/** One question of the quiz as its form shows it. */
export const QuizStepView = z.object({
  /** the answer's field name */
  param: z.string(),
  title: z.string(),
  help: z.string().optional(),
  kind: z.enum(['one', 'many']),
  choices: z.array(z.object({ value: z.string(), label: z.string(), hint: z.string().optional() })),
  /** the values already chosen (the shopper came Back) */
  chosen: z.array(z.string()),
  /** the form's hidden fields in order: the question answered, then the earlier answers */
  hidden: z.array(z.tuple([z.string(), z.string()])),
  /** 1-based */
  number: z.number().int(),
  total: z.number().int(),
  /** the question before, for Back; null on the first */
  backPath: z.string().nullable(),
  /** the skip button's name and value, for a question that may be left */
  skip: z.tuple([z.string(), z.string()]).nullable(),
  submitLabel: z.string(),
});
export type QuizStepView = z.infer<typeof QuizStepView>;

/** What a quiz URL shows: a question, or (every one answered) the way to the routine. */
export const QuizView = z.object({ step: QuizStepView.nullable(), resultPath: z.string().nullable() });
export type QuizView = z.infer<typeof QuizView>;

export const QuizAnswerOutcome = z.union([
  z.object({ location: z.string() }),
  /** a refused answer: the message, and the question to show again with what the form carried */
  z.object({ error: z.string(), view: QuizView }),
]);
export type QuizAnswerOutcome = z.infer<typeof QuizAnswerOutcome>;

/** A saved routine is its answers' query string (shared/rules/routine/quiz-answers.ts), nothing more. */
export const MAX_ROUTINE_ANSWERS_LENGTH = 500;

export const SavedRoutine = z.object({ answers: z.string(), savedAt: z.string() });
export type SavedRoutine = z.infer<typeof SavedRoutine>;

export const routineCalls = {
  /** the question a quiz URL's query shows (pure: the same for everyone) */
  'get-quiz-step': defineCall(
    'ecom',
    'get-quiz-step',
    z.strictObject({ query: quizQuery }),
    QuizView,
    'none',
    PUBLIC_READ,
  ),
  /** a step's form (urlencoded) answered: where the quiz goes next, or the refusal */
  'answer-quiz-step': defineCall(
    'ecom',
    'answer-quiz-step',
    z.strictObject({ form: z.string().max(MAX_QUIZ_QUERY_LENGTH * 2) }),
    QuizAnswerOutcome,
    'none',
    { safeToRepeat: true },
  ),
  /** the routine a result URL's query (answers and swaps) leads to, from the products in stock */
  'get-routine': defineCall(
    'ecom',
    'get-routine',
    z.strictObject({ query: quizQuery }),
    RoutineResult,
    'none',
    PUBLIC_READ,
  ),
  /** the signed-in customer's saved routine, null when none */
  'get-saved-routine': defineCall(
    'ecom',
    'get-saved-routine',
    z.strictObject({}),
    z.object({ routine: SavedRoutine.nullable() }),
    'header',
    FRESH_READ,
  ),
  /** keeps the answers as the customer's routine (one per customer: a new one replaces it) */
  'save-routine': defineCall(
    'ecom',
    'save-routine',
    z.strictObject({ answers: z.string().trim().min(1, 'must not be empty').max(MAX_ROUTINE_ANSWERS_LENGTH) }),
    z.object({ routine: SavedRoutine }),
    'header',
    {},
  ),
} as const;
