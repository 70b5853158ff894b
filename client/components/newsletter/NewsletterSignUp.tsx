import { useEffect, useId, useRef } from 'react';
import { useFormFetcher } from '../../lib/forms/form-fetcher';
import type { NewsletterFormLocation } from '../../../shared/contract/newsletter-values';
import { NEWSLETTER_PATH } from '../../../shared/routes/paths';
import { track } from '../../lib/analytics/analytics';
import { CheckboxField } from '../ui/form/CheckboxField';
import { FormAlert } from '../ui/form/FormAlert';
import { SubmitButton } from '../ui/form/SubmitButton';
import { TextField } from '../ui/form/TextField';
import { useFocusFirstError } from '../ui/form/use-focus-first-error';
import { NEWSLETTER_LOCATION_FIELD, type NewsletterAnswer } from './newsletter-answer';

export interface NewsletterSignUpProps {
  location: NewsletterFormLocation;
  heading?: string;
  lead?: string;
  /** the answer of a sign-up posted without JavaScript (the newsletter page's action data) */
  posted?: NewsletterAnswer;
  className?: string;
}

/**
 * The newsletter sign-up: a real form posted to the newsletter page's route action (the page
 * answers it without JavaScript); with JavaScript a fetcher runs the same action in place, so
 * the shopper stays where they are. Consent is an explicit checkbox, never pre-ticked.
 */
export function NewsletterSignUp({
  location,
  heading = 'Join our newsletter',
  lead,
  posted,
  className,
}: NewsletterSignUpProps) {
  const fetcher = useFormFetcher<NewsletterAnswer>(`newsletter-${location}`);
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  const answer = fetcher.data ?? (posted?.formLocation === location ? posted : undefined);
  useFocusFirstError(formRef, answer?.errors);
  const done = answer?.done;
  // The analytics event, once per successful sign-up made in this page (the answer object is new each time).
  const reported = useRef<NewsletterAnswer | null>(null);
  useEffect(() => {
    if (!fetcher.data?.done || reported.current === fetcher.data) return;
    reported.current = fetcher.data;
    track('email_sign_up', { form_location: location });
  }, [fetcher.data, location]);

  return (
    <section className={['newsletter', className].filter(Boolean).join(' ')} aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className="newsletter-heading">
        {heading}
      </h2>
      {lead && <p className="newsletter-lead">{lead}</p>}
      {done ? (
        <FormAlert done={done} />
      ) : (
        <fetcher.Form method="post" action={NEWSLETTER_PATH} ref={formRef} className="newsletter-form" noValidate>
          <FormAlert error={answer?.errors?.form} />
          <div className="newsletter-row">
            <TextField
              name="email"
              label="E-mail"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              defaultValue={answer?.values?.email}
              error={answer?.errors?.fields.email}
            />
            <SubmitButton pendingText="Signing up…" pending={fetcher.state !== 'idle'}>
              Sign up
            </SubmitButton>
          </div>
          <CheckboxField
            name="consent"
            value="yes"
            required
            error={answer?.errors?.fields.consent}
            label={
              <>
                Yes, send me news, offers and skincare tips by e-mail. I can unsubscribe at any time (
                <a href="/privacy_policy">privacy policy</a>).
              </>
            }
          />
          <input type="hidden" name={NEWSLETTER_LOCATION_FIELD} value={location} />
        </fetcher.Form>
      )}
    </section>
  );
}
