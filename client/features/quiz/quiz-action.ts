import { data, redirect, type ActionFunction } from 'react-router-dom';
import { ApiError } from '../../../shared/contract/api-client';
import type { QuizView } from '../../../shared/contract/routine';
import type { LoaderDeps } from '../../lib/routing/loader-deps';

// The quiz step's route action: the form, as posted, to the backend's quiz (answer-quiz-step),
// which answers the next question or the routine (303 after a form posted without JavaScript; a
// router navigation with it). A refused answer is the same step again, 400, with the message
// beside its field.

export interface QuizStepRefusal {
  error: string;
  /** the question to show again, with the answers the form carried besides the refused one; absent: the URL's */
  view?: QuizView;
}

/** A form's text fields as a query string (a repeated name, the concerns' checkboxes, kept). */
export function formQuery(form: FormData): string {
  const params = new URLSearchParams();
  for (const [name, value] of form.entries()) if (typeof value === 'string') params.append(name, value);
  return params.toString();
}

export const quizStepAction =
  ({ api }: LoaderDeps): ActionFunction =>
  async ({ request }) => {
    try {
      const outcome = await api.call('answer-quiz-step', { form: formQuery(await request.formData()) });
      if ('location' in outcome) return redirect(outcome.location);
      return data<QuizStepRefusal>(outcome, { status: 400 });
    } catch (err) {
      // A form no step makes (far too long): refused by the contract, the URL's question again.
      if (err instanceof ApiError && err.status >= 400 && err.status < 500)
        return data<QuizStepRefusal>({ error: err.message }, { status: 400 });
      throw err;
    }
  };
