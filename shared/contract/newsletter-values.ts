// The newsletter contract's plain values, apart from its zod schemas (newsletter.ts re-exports
// them): the sign-up forms name them on every page's first load, where zod is not (decision 018).

/** Where the sign-up form sits; sent with the `email_sign_up` analytics event too. */
export const NEWSLETTER_FORM_LOCATIONS = ['footer', 'home', 'newsletter-page'] as const;
export type NewsletterFormLocation = (typeof NEWSLETTER_FORM_LOCATIONS)[number];

export const NEWSLETTER_CONSENT_MESSAGE = 'must be ticked to sign up';
