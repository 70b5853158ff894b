import type { QuizAnswerOutcome, QuizStepView, QuizView } from '../../contract/routine';
import { parseQuizAnswers, quizAnswersToParams, type QuizAnswers } from './quiz-answers';
import {
  answerStep,
  previousQuestion,
  QUESTION_FIELD,
  questionPath,
  questionToShow,
  resultPath,
  SKIP_FIELD,
} from './quiz-flow';
import { QUIZ_QUESTIONS, type QuizQuestion } from './quiz-questions';

// The quiz's calls as the page draws them: a question's form (its choices, what is already
// chosen, the hidden fields carrying the earlier answers, Back and Skip) for a quiz URL, and a
// posted form's outcome. The backend answers these, so the page needs no question of its own.

/** The values a question's answer already has (shown chosen when the shopper comes Back). */
function chosenValues(q: QuizQuestion, answers: Partial<QuizAnswers>): string[] {
  if (answers[q.id] === undefined) return [];
  return quizAnswersToParams({ [q.id]: answers[q.id] } as Partial<QuizAnswers>).getAll(q.param);
}

/** Question `q`'s form with `answers` so far (its own answer, if any, shown chosen). */
export function stepView(q: QuizQuestion, answers: Partial<QuizAnswers>): QuizStepView {
  const index = QUIZ_QUESTIONS.indexOf(q);
  const previous = previousQuestion(q);
  const earlier = [...quizAnswersToParams(answers)].filter(([name]) => name !== q.param);
  return {
    param: q.param,
    title: q.title,
    ...(q.help !== undefined && { help: q.help }),
    kind: q.kind,
    choices: q.choices.map((c) => ({ value: c.value, label: c.label, ...(c.hint !== undefined && { hint: c.hint }) })),
    chosen: chosenValues(q, answers),
    hidden: [[QUESTION_FIELD, q.id], ...earlier],
    number: index + 1,
    total: QUIZ_QUESTIONS.length,
    backPath: previous ? questionPath(answers, previous) : null,
    // A question of checkboxes is left by ticking none; only a question of radios has the button.
    skip: q.skipValue && q.kind === 'one' ? [SKIP_FIELD, '1'] : null,
    submitLabel: index === QUIZ_QUESTIONS.length - 1 ? 'See my routine' : 'Next',
  };
}

/** What the quiz shows at a URL's query: its question, or once all are answered the way to the routine. */
export function quizView(query: URLSearchParams, question: QuizQuestion | null = questionToShow(query)): QuizView {
  const answers = parseQuizAnswers(query);
  return question
    ? { step: stepView(question, answers), resultPath: null }
    : { step: null, resultPath: resultPath(answers) };
}

/** A step's posted form: where the quiz goes next, or the message with the question to show again. */
export function answerQuiz(form: URLSearchParams): QuizAnswerOutcome {
  const outcome = answerStep(form);
  if (outcome.ok) return { location: outcome.location };
  const carried = quizAnswersToParams(outcome.answers);
  return { error: outcome.error, view: quizView(carried, outcome.question ?? questionToShow(carried)) };
}
