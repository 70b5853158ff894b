import {
  CONSENT_APPROVED,
  CONSENT_CATEGORY,
  CONSENT_MESSAGE,
  CONSENT_POLL_INTERVAL_MS,
  CONSENT_POLL_TRIES,
} from '../constants';

// Consent for attribution (SPEC section 4), the parts that need no browser: waiting for the
// privacy-preferences API, reading the decision, recognising the re-check message.
//
// The privacy-preferences API (the shape the first-party banner exposes and any consent tool
// replacing it must expose, OneTrust-like):
//   window.privacyPreferences = { get(category: string): 'approved' | 'denied' | null }
// `null` means the visitor has not decided. On every saved choice the tool posts the message
// 'submit_preferences' to the window (window.postMessage('submit_preferences', origin)); an
// object `{ type: 'submit_preferences' }` is read the same way.

export const PRIVACY_PREFERENCES_GLOBAL = 'privacyPreferences' as const;

export type ConsentValue = 'approved' | 'denied' | null;

export interface PrivacyPreferencesApi {
  get(category: string): ConsentValue | string | undefined;
}

/** The API on a window-like object, or null while it is not there (yet). */
export function findPrivacyApi(scope: unknown): PrivacyPreferencesApi | null {
  const api = (scope as Record<string, unknown> | null | undefined)?.[PRIVACY_PREFERENCES_GLOBAL];
  return api && typeof (api as PrivacyPreferencesApi).get === 'function' ? (api as PrivacyPreferencesApi) : null;
}

export type ConsentOutcome = 'initialise' | 'purge';

/** 'approved' for the advertising category initialises attribution; anything else (no API, a throwing one) purges. */
export function consentOutcome(api: PrivacyPreferencesApi | null): ConsentOutcome {
  if (!api) return 'purge';
  try {
    return api.get(CONSENT_CATEGORY) === CONSENT_APPROVED ? 'initialise' : 'purge';
  } catch {
    return 'purge';
  }
}

export function isConsentMessage(data: unknown): boolean {
  if (data === CONSENT_MESSAGE) return true;
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === CONSENT_MESSAGE;
}

export interface PollTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PollOptions {
  tries?: number;
  intervalMs?: number;
}

/**
 * Looks for the API now and then every `intervalMs`, `tries` looks in all; `done` gets the API,
 * or null when it never appeared. Returns a cancel function (no `done` after it).
 */
export function pollForPrivacyApi(
  probe: () => PrivacyPreferencesApi | null,
  timers: PollTimers,
  done: (api: PrivacyPreferencesApi | null) => void,
  { tries = CONSENT_POLL_TRIES, intervalMs = CONSENT_POLL_INTERVAL_MS }: PollOptions = {},
): () => void {
  let handle: unknown;
  let cancelled = false;
  let tried = 0;
  const attempt = () => {
    if (cancelled) return;
    tried += 1;
    const api = probe();
    if (api) return done(api);
    if (tried >= tries) return done(null);
    handle = timers.setTimeout(attempt, intervalMs);
  };
  attempt();
  return () => {
    cancelled = true;
    if (handle !== undefined) timers.clearTimeout(handle);
  };
}
