import { findPrivacyApi, isConsentMessage, pollForPrivacyApi, type PollTimers } from '../../../shared/rules/consent';
import { hasAnalyticsConsent } from './web-vitals-consent';

// Real shoppers' Web Vitals, once the page has loaded (web-vitals.ts decides when): for a
// visitor who consented to analytics (the privacy-preferences API of shared/rules/consent.ts,
// read as attribution reads it; again on every saved choice), the reporter and `web-vitals`
// are loaded (web-vitals-reporter.ts).

const windowTimers: PollTimers = {
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (h) => window.clearTimeout(h as number),
};

const consented = () => hasAnalyticsConsent(findPrivacyApi(window));

/** Starts the reporter for the landing page `pathname` once consent is there; returns what stops waiting. */
export function watchWebVitalsConsent(pathname: string): () => void {
  let started = false;
  let cancelPoll = () => {};
  const check = () => {
    if (started) return;
    cancelPoll();
    cancelPoll = pollForPrivacyApi(
      () => findPrivacyApi(window),
      windowTimers,
      (api) => {
        if (started || !hasAnalyticsConsent(api)) return;
        started = true;
        void import('./web-vitals-reporter').then((m) => m.startReporter({ pathname, consented }));
      },
    );
  };
  const onMessage = (event: MessageEvent) => {
    if (isConsentMessage(event.data)) check();
  };
  window.addEventListener('message', onMessage);
  check();
  return () => {
    cancelPoll();
    window.removeEventListener('message', onMessage);
  };
}
