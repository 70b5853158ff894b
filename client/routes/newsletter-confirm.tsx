import { useLocation } from 'react-router-dom';
import { MailLinkPage, refusedMailLink, type MailLinkAnswer } from '../components/mail-link/MailLinkPage';
import type { LoaderDeps } from '../lib/routing/loader-deps';
import type { ScreenModule } from './types';

// /newsletter/confirm?token=…: the double opt-in mail's link; the button confirms.

export const NEWSLETTER_CONFIRMED = 'You are signed up. Welcome to our newsletter!';
export const NEWSLETTER_LINK_INVALID =
  'This confirmation link is invalid, used or has expired. Sign up again to get a new one.';

export const newsletterConfirmAction =
  (deps: LoaderDeps) =>
  async ({ request }: { request: Request }) => {
    // The schema loads with the press of the button, not with the page (decision 018).
    const { NewsletterToken } = await import('../../shared/contract/newsletter');
    const token = NewsletterToken.safeParse((await request.formData()).get('token') ?? '');
    if (!token.success) return refusedMailLink(NEWSLETTER_LINK_INVALID);
    const { confirmed } = await deps.api.call('newsletter-confirm', { token: token.data });
    return confirmed
      ? ({ done: NEWSLETTER_CONFIRMED } satisfies MailLinkAnswer)
      : refusedMailLink(NEWSLETTER_LINK_INVALID);
  };

function NewsletterConfirm() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  return (
    <MailLinkPage
      heading="Confirm your newsletter sign-up"
      question="One more step: confirm that this address should get our newsletter."
      fields={{ token }}
      submitText="Confirm my sign-up"
      pendingText="Confirming…"
      retry={{ to: '/newsletter', label: 'Sign up again' }}
    />
  );
}

const newsletterConfirmScreen: ScreenModule = {
  action: newsletterConfirmAction,
  meta: () => ({ title: 'Confirm your newsletter sign-up', robots: 'noindex, nofollow' }),
  Component: NewsletterConfirm,
};

export default newsletterConfirmScreen;
