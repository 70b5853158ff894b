import { data, redirect, type ActionFunction } from 'react-router-dom';
import { quizAnswersToParams } from '../../../shared/rules/routine/quiz-answers';
import { answerStep } from './quiz-flow';
import type { QuestionId } from './quiz-questions';

// The quiz step's route action: the answer given, with the earlier ones the form carried, to the
// next question or the routine (303 after a form posted without JavaScript; a router navigation
// with it). A refused answer is the same step again, 400, with the message beside its field.

export interface QuizStepRefusal {
  error: string;
  /** the question refused; null when the form named none */
  question: QuestionId | null;
  /** the answers the form carried besides it, as a query string */
  answers: string;
}

/** A form's text fields as query parameters (a repeated name, the concerns' checkboxes, kept). */
export function formParams(form: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of form.entries()) if (typeof value === 'string') params.append(name, value);
  return params;
}

export const quizStepAction =
  (): ActionFunction =>
  async ({ request }) => {
    const outcome = answerStep(formParams(await request.formData()));
    if (outcome.ok) return redirect(outcome.location);
    return data<QuizStepRefusal>(
      {
        error: outcome.error,
        question: outcome.question?.id ?? null,
        answers: quizAnswersToParams(outcome.answers).toString(),
      },
      { status: 400 },
    );
  };
