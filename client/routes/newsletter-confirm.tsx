import { data, Form, Link, useActionData, useLocation } from 'react-router-dom';
import { FormAlert } from '../components/ui/form/FormAlert';
import { SubmitButton } from '../components/ui/form/SubmitButton';
import type { LoaderDeps } from '../lib/routing/loader-deps';
import type { ScreenModule } from './types';

// /newsletter/confirm?token=…: the double opt-in mail's link. Opening it changes nothing (mail
// scanners open links too); the button posts the token to this route's action, which confirms.

export const NEWSLETTER_CONFIRMED = 'You are signed up. Welcome to our newsletter!';
export const NEWSLETTER_LINK_INVALID =
  'This confirmation link is invalid, used or has expired. Sign up again to get a new one.';

interface ConfirmAnswer {
  done?: string;
  error?: string;
}

/** A link that confirms nothing is the page again with the message, as a 400 (not a success). */
const refusedLink = () => data<ConfirmAnswer>({ error: NEWSLETTER_LINK_INVALID }, { status: 400 });

export const newsletterConfirmAction =
  (deps: LoaderDeps) =>
  async ({ request }: { request: Request }) => {
    // The schema loads with the press of the button, not with the page (decision 018).
    const { NewsletterToken } = await import('../../shared/contract/newsletter');
    const token = NewsletterToken.safeParse((await request.formData()).get('token') ?? '');
    if (!token.success) return refusedLink();
    const { confirmed } = await deps.api.call('newsletter-confirm', { token: token.data });
    return confirmed ? ({ done: NEWSLETTER_CONFIRMED } satisfies ConfirmAnswer) : refusedLink();
  };

function NewsletterConfirm() {
  const answer = useActionData<ConfirmAnswer>();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  return (
    <div className="newsletter-page">
      <h1>Confirm your newsletter sign-up</h1>
      {answer?.done ? (
        <>
          <FormAlert done={answer.done} />
          <p>
            <Link to="/shop">Shop all skincare</Link>
          </p>
        </>
      ) : (
        <Form method="post" className="newsletter-confirm-form">
          <FormAlert error={answer?.error} />
          {answer?.error ? (
            <p>
              <Link to="/newsletter">Sign up again</Link>
            </p>
          ) : (
            <>
              <p>One more step: confirm that this address should get our newsletter.</p>
              <input type="hidden" name="token" value={token} />
              <SubmitButton pendingText="Confirming…">Confirm my sign-up</SubmitButton>
            </>
          )}
        </Form>
      )}
    </div>
  );
}

const newsletterConfirmScreen: ScreenModule = {
  action: newsletterConfirmAction,
  meta: () => ({ title: 'Confirm your newsletter sign-up', robots: 'noindex, nofollow' }),
  Component: NewsletterConfirm,
};

export default newsletterConfirmScreen;
