import { useLocation } from 'react-router-dom';
import { MailLinkPage, refusedMailLink, type MailLinkAnswer } from '../components/mail-link/MailLinkPage';
import { readUnsubscribeLink, unsubscribeFields } from '../components/mail-link/unsubscribe-link';
import type { LoaderDeps } from '../lib/routing/loader-deps';
import type { ScreenModule } from './types';

// /newsletter/unsubscribe?email=…&signature=…: the leave link in every newsletter. The button
// takes the address off the list at once.

export const NEWSLETTER_UNSUBSCRIBED = 'You are unsubscribed: we will not send you our newsletter again.';
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is incomplete or was changed. Use the link in one of our e-mails, or contact us.';

export const newsletterUnsubscribeAction =
  (deps: LoaderDeps) =>
  async ({ request }: { request: Request }) => {
    const link = await readUnsubscribeLink(request);
    if (!link) return refusedMailLink(UNSUBSCRIBE_LINK_INVALID);
    const { unsubscribed } = await deps.api.call('newsletter-unsubscribe', link);
    return unsubscribed
      ? ({ done: NEWSLETTER_UNSUBSCRIBED } satisfies MailLinkAnswer)
      : refusedMailLink(UNSUBSCRIBE_LINK_INVALID);
  };

function NewsletterUnsubscribe() {
  const fields = unsubscribeFields(useLocation().search);
  return (
    <MailLinkPage
      heading="Unsubscribe from the newsletter"
      question={`Stop sending our newsletter to ${fields.email || 'this address'}?`}
      fields={fields}
      submitText="Unsubscribe"
      pendingText="Unsubscribing…"
    />
  );
}

const newsletterUnsubscribeScreen: ScreenModule = {
  action: newsletterUnsubscribeAction,
  meta: () => ({ title: 'Unsubscribe from the newsletter', robots: 'noindex, nofollow' }),
  Component: NewsletterUnsubscribe,
};

export default newsletterUnsubscribeScreen;
