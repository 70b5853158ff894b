import { data, useActionData } from 'react-router-dom';
import { ApiError } from '../../shared/contract/api-client';
import { NEWSLETTER_FORM_LOCATIONS, type NewsletterFormLocation } from '../../shared/contract/newsletter-values';
import { NewsletterSignUp } from '../components/newsletter/NewsletterSignUp';
import {
  NEWSLETTER_DONE,
  NEWSLETTER_FIELDS,
  NEWSLETTER_LOCATION_FIELD,
  type NewsletterAnswer,
} from '../components/newsletter/newsletter-answer';
import { fieldMessage, formErrorsFromApi, formErrorsFromZod } from '../lib/forms/form-errors';
import type { LoaderDeps } from '../lib/routing/loader-deps';
import type { ScreenModule } from './types';

// /newsletter: the sign-up forms' route action (footer, home page, this page). With JavaScript
// a fetcher runs it in the page the form sits on; without it the browser posts here and this
// page shows the outcome. The answer is the same for a new, pending or confirmed address.

const isLocation = (v: string): v is NewsletterFormLocation =>
  (NEWSLETTER_FORM_LOCATIONS as readonly string[]).includes(v);

export const newsletterAction =
  (deps: LoaderDeps) =>
  async ({ request }: { request: Request }) => {
    const form = await request.formData();
    const email = String(form.get('email') ?? '');
    const posted = String(form.get(NEWSLETTER_LOCATION_FIELD) ?? '');
    const formLocation = isLocation(posted) ? posted : 'newsletter-page';
    const values = { email };
    // A ticked checkbox is posted (any value); an unticked one is not.
    const { NewsletterSignUp: SignUpSchema } = await import('../../shared/contract/newsletter');
    const input = SignUpSchema.safeParse({ email, consent: form.has('consent'), formLocation });
    const fail = (errors: NewsletterAnswer['errors'], status: number) =>
      data<NewsletterAnswer>({ errors, values, formLocation }, { status });
    if (!input.success) {
      const errors = formErrorsFromZod(input.error);
      if (email.trim() === '') errors.fields.email = fieldMessage('is required');
      return fail(errors, 400);
    }
    try {
      await deps.api.call('newsletter-subscribe', input.data);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return fail(formErrorsFromApi(err, NEWSLETTER_FIELDS), err.status >= 400 && err.status <= 599 ? err.status : 503);
    }
    return { done: NEWSLETTER_DONE, formLocation } satisfies NewsletterAnswer;
  };

function Newsletter() {
  const answer = useActionData<NewsletterAnswer>();
  return (
    <div className="newsletter-page">
      <h1>Newsletter</h1>
      <p>New launches, routines from our estheticians and members-only offers, about twice a month.</p>
      {/* A no-JS post from another form (the footer's) shows its outcome here, in the page's own form. */}
      <NewsletterSignUp
        location="newsletter-page"
        heading="Sign up"
        posted={answer && { ...answer, formLocation: 'newsletter-page' }}
      />
    </div>
  );
}

const newsletterScreen: ScreenModule = {
  action: newsletterAction,
  meta: () => ({ title: 'Newsletter', description: 'Sign up for our newsletter: launches, routines and offers.' }),
  Component: Newsletter,
};

export default newsletterScreen;
