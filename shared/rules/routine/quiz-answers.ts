import { SKIN_CONCERNS, SKIN_TYPES, type SkinConcern, type SkinType } from '../../catalog/taxonomy';

// The skin quiz's answers: what the shopper chose, in the form the routine rules read. They travel
// in the result's URL and in each step's form, never in a cookie, so parse and print are exact
// inverses and anything else in a query string is ignored.

export const QUIZ_SKIN_TYPES = [...SKIN_TYPES, 'not-sure'] as const;
export type QuizSkinType = SkinType | 'not-sure';
export const SENSITIVITIES = ['rarely', 'sometimes', 'often'] as const;
export type Sensitivity = (typeof SENSITIVITIES)[number];
export const ROUTINE_TIMES = ['both', 'morning', 'evening'] as const;
export type RoutineTime = (typeof ROUTINE_TIMES)[number];
export const ROUTINE_LENGTHS = ['essentials', 'full'] as const;
export type RoutineLength = (typeof ROUTINE_LENGTHS)[number];
export const SUN_EXPOSURES = ['low', 'moderate', 'high'] as const;
export type SunExposure = (typeof SUN_EXPOSURES)[number];
/** Up to two of the catalogue's concerns. */
export const MAX_QUIZ_CONCERNS = 2;

export interface QuizAnswers {
  skinType: QuizSkinType;
  concerns: SkinConcern[];
  sensitivity: Sensitivity;
  time: RoutineTime;
  length: RoutineLength;
  sun: SunExposure;
  fragranceFree: boolean;
}

/** The query parameter of each answer (the result URL and the step forms use the same names). */
export const ANSWER_PARAMS = {
  skinType: 'skin',
  concerns: 'concern',
  sensitivity: 'sensitivity',
  time: 'time',
  length: 'steps',
  sun: 'sun',
  fragranceFree: 'fragrance-free',
} as const satisfies Record<keyof QuizAnswers, string>;

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * The answers given so far. Unknown values are dropped (a hand-edited link asks that question
 * again rather than failing); concerns keep the catalogue's order, without repeats, at most two.
 */
export function parseQuizAnswers(params: URLSearchParams): Partial<QuizAnswers> {
  const out: Partial<QuizAnswers> = {};
  const skinType = oneOf(QUIZ_SKIN_TYPES, params.get(ANSWER_PARAMS.skinType));
  if (skinType) out.skinType = skinType;
  const asked = new Set(params.getAll(ANSWER_PARAMS.concerns));
  // 'none' says the question was answered with no concern ticked.
  if (asked.size > 0) {
    const concerns = SKIN_CONCERNS.filter((c) => asked.has(c));
    if (concerns.length <= MAX_QUIZ_CONCERNS && (concerns.length > 0 || asked.has('none'))) out.concerns = concerns;
  }
  const sensitivity = oneOf(SENSITIVITIES, params.get(ANSWER_PARAMS.sensitivity));
  if (sensitivity) out.sensitivity = sensitivity;
  const time = oneOf(ROUTINE_TIMES, params.get(ANSWER_PARAMS.time));
  if (time) out.time = time;
  const length = oneOf(ROUTINE_LENGTHS, params.get(ANSWER_PARAMS.length));
  if (length) out.length = length;
  const sun = oneOf(SUN_EXPOSURES, params.get(ANSWER_PARAMS.sun));
  if (sun) out.sun = sun;
  const fragrance = oneOf(['yes', 'no'] as const, params.get(ANSWER_PARAMS.fragranceFree));
  if (fragrance) out.fragranceFree = fragrance === 'yes';
  return out;
}

/** The query string of (some of) the answers, in a stable order: one result, one URL. */
export function quizAnswersToParams(answers: Partial<QuizAnswers>): URLSearchParams {
  const p = new URLSearchParams();
  if (answers.skinType) p.set(ANSWER_PARAMS.skinType, answers.skinType);
  if (answers.concerns) {
    const concerns = SKIN_CONCERNS.filter((c) => answers.concerns!.includes(c));
    if (concerns.length === 0) p.append(ANSWER_PARAMS.concerns, 'none');
    for (const c of concerns) p.append(ANSWER_PARAMS.concerns, c);
  }
  if (answers.sensitivity) p.set(ANSWER_PARAMS.sensitivity, answers.sensitivity);
  if (answers.time) p.set(ANSWER_PARAMS.time, answers.time);
  if (answers.length) p.set(ANSWER_PARAMS.length, answers.length);
  if (answers.sun) p.set(ANSWER_PARAMS.sun, answers.sun);
  if (answers.fragranceFree !== undefined) p.set(ANSWER_PARAMS.fragranceFree, answers.fragranceFree ? 'yes' : 'no');
  return p;
}

/** The answers when every question has one; null while some are missing. */
export function completeAnswers(partial: Partial<QuizAnswers>): QuizAnswers | null {
  const { skinType, concerns, sensitivity, time, length, sun } = partial;
  if (!skinType || !concerns || !sensitivity || !time || !length || !sun) return null;
  return { skinType, concerns, sensitivity, time, length, sun, fragranceFree: partial.fragranceFree ?? false };
}
