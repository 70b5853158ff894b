import type { PrivacyPreferencesApi } from '../../../shared/rules/consent';

// Whether a page view reports its Web Vitals: in the sample, and with consent. First-load code,
// kept apart from the beacon (web-vitals-beacon.ts), which loads with the reporter.

/** The consent category Web Vitals wait for (the first-party banner's "analytics"). */
export const RUM_CONSENT_CATEGORY = 'analytics';

/** True when this page view is in the sample: `roll` is uniform in [0, 1). */
export function isSampled(rate: number, roll: number): boolean {
  return Number.isFinite(rate) && roll < rate;
}

/** 'approved' for analytics, nothing else: no API, an undecided visitor or a throwing API report nothing. */
export function hasAnalyticsConsent(api: PrivacyPreferencesApi | null): boolean {
  if (!api) return false;
  try {
    return api.get(RUM_CONSENT_CATEGORY) === 'approved';
  } catch {
    return false;
  }
}
