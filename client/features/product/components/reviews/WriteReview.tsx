import { useSuspenseQuery } from '../../../../lib/query/use-suspense-query';
import { useEffect, useRef } from 'react';
import { useActionData, useLocation } from 'react-router-dom';
import { Form } from '../../../../lib/forms/route-form';
import { facetLabel, SKIN_TYPES } from '../../../../../shared/catalog/taxonomy';
import { INELIGIBLE_MESSAGES, REVIEW_LIMITS } from '../../../../../shared/contract/review-values';
import { loginPathReturningTo } from '../../../../../shared/rules/return-path';
import { FormAlert } from '../../../../components/ui/form/FormAlert';
import { SelectField } from '../../../../components/ui/form/SelectField';
import { SubmitButton } from '../../../../components/ui/form/SubmitButton';
import { TextAreaField } from '../../../../components/ui/form/TextAreaField';
import { TextField } from '../../../../components/ui/form/TextField';
import { useFocusFirstError } from '../../../../components/ui/form/use-focus-first-error';
import { track } from '../../../../lib/analytics/analytics';
import { useApp } from '../../../../lib/app/app-context';
import { REVIEW_INTENT, type ReviewAnswer } from '../../review-action';
import { REVIEWS_ANCHOR } from '../../review-params';
import { reviewEligibilityQuery } from '../../review-queries';

const SKIN_OPTIONS = SKIN_TYPES.map((s) => ({ value: s, label: facetLabel(s) }));

/**
 * Who may write a review sees the form (a real POST form handled by the product route's
 * action); anyone else is told why not: sign in first, or only buyers may review.
 */
export function WriteReview({ handle, title }: { handle: string; title: string }) {
  const { api } = useApp();
  const { pathname, search } = useLocation();
  const answer = useActionData() as ReviewAnswer | undefined;
  const mine = answer?.intent === REVIEW_INTENT ? answer : undefined;
  const { data: eligibility } = useSuspenseQuery(reviewEligibilityQuery(api, handle));

  useEffect(() => {
    if (mine?.submitted) track('review', { item_id: mine.submitted.handle, rating: mine.submitted.rating });
  }, [mine]);

  if (mine?.done) {
    return (
      <div className="write-review">
        <FormAlert done={mine.done} />
      </div>
    );
  }
  if (!eligibility.eligible) {
    const reason = eligibility.reason ?? 'not-a-buyer';
    return (
      <div className="write-review write-review-closed">
        <p>
          {INELIGIBLE_MESSAGES[reason]}{' '}
          {reason === 'signed-out' && (
            <a href={loginPathReturningTo(`${pathname}${search}#${REVIEWS_ANCHOR}`)}>Sign in</a>
          )}
        </p>
      </div>
    );
  }
  return <ReviewForm title={title} answer={mine} />;
}

function ReviewForm({ title, answer }: { title: string; answer: ReviewAnswer | undefined }) {
  const ref = useRef<HTMLFormElement>(null);
  const { pathname } = useLocation();
  const errors = answer?.errors;
  const values = answer?.values ?? {};
  useFocusFirstError(ref, errors);
  const ratingErrorId = 'review-rating-error';
  return (
    <div className="write-review">
      <h3 className="write-review-title">Write a review</h3>
      <Form
        method="post"
        action={pathname}
        ref={ref}
        className="review-form"
        noValidate
        preventScrollReset
        aria-label={`Write a review of ${title}`}
      >
        <input type="hidden" name="intent" value={REVIEW_INTENT} />
        <FormAlert error={errors?.form} />
        <fieldset
          className={['review-rating-input', errors?.fields.rating && 'field-invalid'].filter(Boolean).join(' ')}
          aria-describedby={errors?.fields.rating ? ratingErrorId : undefined}
        >
          <legend>
            Your rating{' '}
            <span className="field-required" aria-hidden="true">
              *
            </span>
          </legend>
          <div className="review-rating-choices">
            {[5, 4, 3, 2, 1].map((n) => (
              <label key={n} className="review-rating-choice">
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  defaultChecked={values.rating === String(n)}
                  required
                  aria-invalid={errors?.fields.rating ? true : undefined}
                />
                <span aria-hidden="true">{'★'.repeat(n)}</span>
                <span className="visually-hidden">
                  {n} star{n > 1 ? 's' : ''}
                </span>
              </label>
            ))}
          </div>
          {errors?.fields.rating && (
            <p id={ratingErrorId} className="field-error">
              {errors.fields.rating}
            </p>
          )}
        </fieldset>
        <TextField
          name="title"
          label="Title"
          required
          maxLength={REVIEW_LIMITS.title}
          defaultValue={values.title}
          error={errors?.fields.title}
        />
        <TextAreaField
          name="text"
          label="Your review"
          required
          rows={5}
          minLength={REVIEW_LIMITS.textMin}
          maxLength={REVIEW_LIMITS.textMax}
          hint={`${REVIEW_LIMITS.textMin} to ${REVIEW_LIMITS.textMax} characters. Plain text only.`}
          defaultValue={values.text}
          error={errors?.fields.text}
        />
        <SelectField
          name="skinType"
          label="Your skin type"
          required
          options={SKIN_OPTIONS}
          placeholder="Choose…"
          defaultValue={values.skinType ?? ''}
          error={errors?.fields.skinType}
        />
        <p className="field-hint">Reviews are checked before they appear.</p>
        <SubmitButton pendingText="Sending…">Submit review</SubmitButton>
      </Form>
    </div>
  );
}
