import { completeAnswers, parseQuizAnswers, quizAnswersToParams, type QuizAnswers } from './quiz-answers';
import { SKIN_QUIZ_PATH, SKIN_QUIZ_RESULT_PATH } from '../../routes/route-table';
import { QUIZ_MESSAGES, QUIZ_QUESTIONS, type QuizQuestion } from './quiz-questions';

// Where the quiz is: which question a URL shows, and where answering one leads. Pure; the
// backend runs it for the quiz's calls (quiz-view.ts), so the browser never loads the questions.

/** The query parameter naming a question to show again (Back), when it already has an answer. */
export const STEP_PARAM = 'step';
/** The form field naming the question a step's form answers. */
export const QUESTION_FIELD = 'question';
/** The skip button's name (a question that may be left). */
export const SKIP_FIELD = 'skip';

const answered = (answers: Partial<QuizAnswers>, q: QuizQuestion) => answers[q.id] !== undefined;

/** The first question without an answer; null when all are answered. */
export function firstOpenQuestion(answers: Partial<QuizAnswers>): QuizQuestion | null {
  return QUIZ_QUESTIONS.find((q) => !answered(answers, q)) ?? null;
}

/** The question a quiz URL shows: the one named by `step` once those before it are answered, else the first unanswered; null when all are. */
export function questionToShow(search: URLSearchParams): QuizQuestion | null {
  const answers = parseQuizAnswers(search);
  const firstOpen = firstOpenQuestion(answers);
  const named = QUIZ_QUESTIONS.findIndex((q) => q.param === search.get(STEP_PARAM));
  if (named >= 0 && (firstOpen === null || named <= QUIZ_QUESTIONS.indexOf(firstOpen))) return QUIZ_QUESTIONS[named]!;
  return firstOpen;
}

/** The quiz URL that shows `q` with `answers`: `step` is named only when q already has an answer. */
export function questionPath(answers: Partial<QuizAnswers>, q: QuizQuestion | null): string {
  const params = quizAnswersToParams(answers);
  if (q && answered(answers, q)) params.set(STEP_PARAM, q.param);
  const query = params.toString();
  return query ? `${SKIN_QUIZ_PATH}?${query}` : SKIN_QUIZ_PATH;
}

export const resultPath = (answers: QuizAnswers | Partial<QuizAnswers>) =>
  `${SKIN_QUIZ_RESULT_PATH}?${quizAnswersToParams(answers).toString()}`;

/** The question before `q`, for Back; null on the first. */
export function previousQuestion(q: QuizQuestion): QuizQuestion | null {
  return QUIZ_QUESTIONS[QUIZ_QUESTIONS.indexOf(q) - 1] ?? null;
}

export type StepOutcome =
  | { ok: true; location: string }
  | {
      ok: false;
      /** null: the form names no question of the quiz (a stale or hand-made form) */
      question: QuizQuestion | null;
      error: string;
      /** every answer the form carried, the refused one left out */
      answers: Partial<QuizAnswers>;
    };

/** The answer a step's form gives to its question, or the message to show beside it. */
function answerOf(q: QuizQuestion, form: URLSearchParams): { values: string[] } | { error: string } {
  const values = form.has(SKIP_FIELD) && q.skipValue ? [q.skipValue] : form.getAll(q.param);
  const known = new Set(q.choices.map((c) => c.value));
  if (values.some((v) => !known.has(v) && v !== q.skipValue)) return { error: QUIZ_MESSAGES.unknown };
  if (q.kind === 'many') {
    const chosen = values.filter((v) => known.has(v));
    if (chosen.length > (q.max ?? chosen.length)) return { error: QUIZ_MESSAGES.tooMany };
    return { values: chosen.length > 0 ? chosen : [q.skipValue ?? 'none'] };
  }
  return values.length === 1 ? { values } : { error: QUIZ_MESSAGES.chooseOne };
}

/**
 * A step's form (earlier answers as hidden fields, this question's answer, the question's name)
 * to where the quiz goes next: the next question, or the routine once every question is answered.
 */
export function answerStep(form: URLSearchParams): StepOutcome {
  const q = QUIZ_QUESTIONS.find((x) => x.id === form.get(QUESTION_FIELD)) ?? null;
  const others = new URLSearchParams(form);
  if (q) others.delete(q.param);
  const earlier = parseQuizAnswers(others);
  if (!q) return { ok: false, question: null, error: QUIZ_MESSAGES.unknown, answers: earlier };
  const answer = answerOf(q, form);
  if ('error' in answer) return { ok: false, question: q, error: answer.error, answers: earlier };
  const mine = new URLSearchParams();
  for (const v of answer.values) mine.append(q.param, v);
  const answers: Partial<QuizAnswers> = { ...earlier, ...parseQuizAnswers(mine) };
  const next = QUIZ_QUESTIONS[QUIZ_QUESTIONS.indexOf(q) + 1] ?? null;
  if (next) return { ok: true, location: questionPath(answers, next) };
  const complete = completeAnswers(answers);
  if (complete) return { ok: true, location: resultPath(complete) };
  return { ok: true, location: questionPath(answers, firstOpenQuestion(answers)) };
}
