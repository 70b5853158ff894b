import type { ActionFunction } from 'react-router-dom';
import { data } from 'react-router-dom';
import { ApiError } from '../../../shared/contract/api-client';
import { REVIEW_MESSAGES } from '../../../shared/contract/review-values';
import { formErrorsFromApi, formErrorsFromZod, formText, type FormAnswer } from '../../lib/forms/form-errors';
import type { LoaderDeps } from '../../lib/routing/loader-deps';
import { reviewEligibilityQuery } from './review-queries';

// The product page's write-a-review form. The same action runs in the browser (JavaScript on)
// and on the server for a form posted without it; both call submit-review through deps.api.

export const REVIEW_FIELDS = ['rating', 'title', 'text', 'skinType'] as const;
export const REVIEW_INTENT = 'review';

/** What the form gets back: errors and typed values, or the confirmation with what was sent. */
export interface ReviewAnswer extends FormAnswer {
  intent: typeof REVIEW_INTENT;
  /** set once stored (pending moderation): the analytics event and the thank-you read it */
  submitted?: { handle: string; rating: number };
}

export function reviewAction(deps: LoaderDeps): ActionFunction {
  const { api, queryClient } = deps;
  return async ({ request, params }) => {
    const form = await request.formData();
    const handle = params.handle ?? '';
    const typed = formText(form, REVIEW_FIELDS);
    const values = { ...typed };
    const refuse = (errors: ReviewAnswer['errors'], status: number) =>
      data<ReviewAnswer>({ intent: REVIEW_INTENT, errors, values }, { status });

    // The schema (and zod) load with the first review sent, not with every product page.
    const { ReviewInput } = await import('../../../shared/contract/review');
    const parsed = ReviewInput.safeParse({
      handle,
      ...typed,
      rating: typed.rating === '' ? undefined : Number(typed.rating),
    });
    if (!parsed.success) return refuse(formErrorsFromZod(parsed.error), 400);
    try {
      await api.call('submit-review', parsed.data);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401)
        return refuse({ form: REVIEW_MESSAGES.signInToWrite, fields: {} }, 401);
      if (err instanceof ApiError && err.status < 500) return refuse(formErrorsFromApi(err, REVIEW_FIELDS), err.status);
      throw err;
    }
    await queryClient.invalidateQueries({ queryKey: reviewEligibilityQuery(api, handle).queryKey });
    return {
      intent: REVIEW_INTENT,
      done: REVIEW_MESSAGES.submitted,
      submitted: { handle, rating: parsed.data.rating },
    } satisfies ReviewAnswer;
  };
}
