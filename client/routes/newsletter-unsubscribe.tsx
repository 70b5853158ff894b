import { data, Form, Link, useActionData, useLocation } from 'react-router-dom';
import { FormAlert } from '../components/ui/form/FormAlert';
import { SubmitButton } from '../components/ui/form/SubmitButton';
import type { LoaderDeps } from '../lib/routing/loader-deps';
import type { ScreenModule } from './types';

// /newsletter/unsubscribe?email=…&signature=…: the leave link in every newsletter. Opening it
// changes nothing (mail scanners open links too); the button posts to this route's action, and
// the address is off the list at once.

export const NEWSLETTER_UNSUBSCRIBED = 'You are unsubscribed: we will not send you our newsletter again.';
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is incomplete or was changed. Use the link in one of our e-mails, or contact us.';

interface UnsubscribeAnswer {
  done?: string;
  error?: string;
}

const refusedLink = () => data<UnsubscribeAnswer>({ error: UNSUBSCRIBE_LINK_INVALID }, { status: 400 });

export const newsletterUnsubscribeAction =
  (deps: LoaderDeps) =>
  async ({ request }: { request: Request }) => {
    const { Email } = await import('../../shared/contract/fields');
    const { UnsubscribeSignature } = await import('../../shared/contract/newsletter');
    const form = await request.formData();
    const email = Email.safeParse(form.get('email') ?? '');
    const signature = UnsubscribeSignature.safeParse(form.get('signature') ?? '');
    if (!email.success || !signature.success) return refusedLink();
    const { unsubscribed } = await deps.api.call('newsletter-unsubscribe', {
      email: email.data,
      signature: signature.data,
    });
    return unsubscribed ? ({ done: NEWSLETTER_UNSUBSCRIBED } satisfies UnsubscribeAnswer) : refusedLink();
  };

function NewsletterUnsubscribe() {
  const answer = useActionData<UnsubscribeAnswer>();
  const query = new URLSearchParams(useLocation().search);
  const email = query.get('email') ?? '';
  return (
    <div className="newsletter-page">
      <h1>Unsubscribe from the newsletter</h1>
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
          {answer?.error ? null : (
            <>
              <p>Stop sending our newsletter to {email || 'this address'}?</p>
              <input type="hidden" name="email" value={email} />
              <input type="hidden" name="signature" value={query.get('signature') ?? ''} />
              <SubmitButton pendingText="Unsubscribing…">Unsubscribe</SubmitButton>
            </>
          )}
        </Form>
      )}
    </div>
  );
}

const newsletterUnsubscribeScreen: ScreenModule = {
  action: newsletterUnsubscribeAction,
  meta: () => ({ title: 'Unsubscribe from the newsletter', robots: 'noindex, nofollow' }),
  Component: NewsletterUnsubscribe,
};

export default newsletterUnsubscribeScreen;
