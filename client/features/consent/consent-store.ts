import { CONSENT_MESSAGE } from '../../../shared/constants';
import {
  PRIVACY_PREFERENCES_GLOBAL,
  type ConsentValue,
  type PrivacyPreferencesApi,
} from '../../../shared/rules/consent';
import { CONSENT_STORAGE_KEY, OPTIONAL_CATEGORIES, type OptionalCategory } from './consent-keys';

// The first-party consent banner's memory and its privacy-preferences API (the shape is
// documented in shared/rules/consent.ts): a consent tool configured with CONSENT_TOOL_URL
// replaces both. Choices live in localStorage on this device only; nothing is sent anywhere.

export type ConsentChoices = Record<OptionalCategory, boolean>;

/** Stored choices from their JSON text; null when absent or not ours. */
export function parseChoices(text: string | null): ConsentChoices | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (typeof value !== 'object' || value === null) return null;
    if (!OPTIONAL_CATEGORIES.every((c) => typeof value[c] === 'boolean')) return null;
    return { analytics: value.analytics as boolean, advertising: value.advertising as boolean };
  } catch {
    return null;
  }
}

/** What the API answers for a category: necessary is always on; undecided → null. */
export function consentFor(choices: ConsentChoices | null, category: string): ConsentValue {
  if (category === 'necessary') return 'approved';
  if (!choices || !(OPTIONAL_CATEGORIES as readonly string[]).includes(category)) return null;
  return choices[category as OptionalCategory] ? 'approved' : 'denied';
}

export function readChoices(): ConsentChoices | null {
  try {
    return parseChoices(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null; // storage blocked: undecided, so attribution stays purged
  }
}

/** Saves the choices and tells the page, as a consent tool does, that they changed. */
export function saveChoices(choices: ConsentChoices): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ ...choices, savedAt: new Date().toISOString() }));
  } catch {
    /* storage blocked: the choice holds for this page only */
  }
  window.postMessage(CONSENT_MESSAGE, window.location.origin);
}

/** Installs window.privacyPreferences, read by the consent poller and by anything else that asks. */
export function installPrivacyApi(): void {
  const api: PrivacyPreferencesApi = { get: (category) => consentFor(readChoices(), category) };
  (window as unknown as Record<string, unknown>)[PRIVACY_PREFERENCES_GLOBAL] = api;
}
