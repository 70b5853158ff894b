import { z } from 'zod';
import { defineCall } from './define';
import { Email } from './fields';
import { NEWSLETTER_CONSENT_MESSAGE, NEWSLETTER_FORM_LOCATIONS } from './newsletter-values';

// Newsletter sign-up with double opt-in, service 'ecom'. The sign-up answers the same
// `{ ok: true }` for a new, a pending and a confirmed address (nobody learns who subscribed);
// the backend stores the address with the consent and its time and mails a confirmation link.

export {
  NEWSLETTER_CONSENT_MESSAGE,
  NEWSLETTER_FORM_LOCATIONS,
  type NewsletterFormLocation,
} from './newsletter-values';

export const NewsletterSignUp = z.strictObject({
  email: Email,
  /** the explicit consent checkbox: a sign-up without it is refused (400 naming `consent`) */
  consent: z.literal(true, { error: NEWSLETTER_CONSENT_MESSAGE }),
  formLocation: z.enum(NEWSLETTER_FORM_LOCATIONS).default('footer'),
});
export type NewsletterSignUp = z.input<typeof NewsletterSignUp>;

/** The confirmation link's secret (`/newsletter/confirm?token=…`). */
export const NewsletterToken = z
  .string()
  .trim()
  .min(16, 'must be a confirmation token')
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a confirmation token');

/** The unsubscribe link's signature (`/newsletter/unsubscribe?email=…&signature=…`). */
export const UnsubscribeSignature = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'must be an unsubscribe signature');

export const newsletterCalls = {
  'newsletter-subscribe': defineCall(
    'ecom',
    'newsletter-subscribe',
    NewsletterSignUp,
    z.object({ ok: z.literal(true) }),
  ),
  /** confirmed is false for an unknown, used or expired link */
  'newsletter-confirm': defineCall(
    'ecom',
    'newsletter-confirm',
    z.strictObject({ token: NewsletterToken }),
    z.object({ confirmed: z.boolean() }),
  ),
  /** unsubscribed is false only for a link the backend did not sign; honoured at once */
  'newsletter-unsubscribe': defineCall(
    'ecom',
    'newsletter-unsubscribe',
    z.strictObject({ email: Email, signature: UnsubscribeSignature }),
    z.object({ unsubscribed: z.boolean() }),
  ),
} as const;
