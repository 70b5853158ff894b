import type { NewsletterFormLocation } from '../../../shared/contract/newsletter-values';
import type { FormAnswer } from '../../lib/forms/form-errors';

/** The sign-up action's answer: `done` once the link is on its way, from which form it came. */
export interface NewsletterAnswer extends FormAnswer {
  formLocation?: NewsletterFormLocation;
}

/** The same words whether the address is new, pending or already confirmed (enumeration-safe). */
export const NEWSLETTER_DONE = 'Thank you! Check your inbox: we sent you a link to confirm your sign-up.';
export const NEWSLETTER_FIELDS = ['email', 'consent'] as const;
/** The form's hidden field naming where it sits. */
export const NEWSLETTER_LOCATION_FIELD = 'formLocation';
