// The first-party consent banner's names, apart from its store (consent-store.ts): the banner's
// first-load part (ConsentBanner.tsx) and the boot script's line need these and nothing else, and
// a module in the entry carries every export any chunk takes from it.

export const CONSENT_STORAGE_KEY = 'privacy-preferences';
/** Opens the banner again (the footer's "Privacy choices"). */
export const OPEN_PRIVACY_CHOICES_EVENT = 'privacy-choices:open';

export const OPTIONAL_CATEGORIES = ['analytics', 'advertising'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];
