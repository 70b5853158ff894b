import { useEffect } from 'react';
import type { PublicConfig } from '../../../shared/public-config';
import { findPrivacyApi, isConsentMessage, pollForPrivacyApi, type PollTimers } from '../../../shared/rules/consent';
import { hasAnalyticsConsent, isSampled } from './web-vitals-consent';

// Real shoppers' Web Vitals, the first-load part: after window load, for a page view in the
// sample (RUM_SAMPLE_RATE) whose visitor consented to analytics (the privacy-preferences API of
// shared/rules/consent.ts, read as attribution reads it; again on every saved choice), the
// reporter and `web-vitals` are loaded (web-vitals-reporter.ts). Nothing else runs before that.

const windowTimers: PollTimers = {
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (h) => window.clearTimeout(h as number),
};

const consented = () => hasAnalyticsConsent(findPrivacyApi(window));

/** Run once by the layout. */
export function useWebVitals(config: PublicConfig): void {
  useEffect(() => {
    if (!isSampled(config.rumSampleRate, Math.random())) return;
    // The landing page's, whatever client navigations come before the consent.
    const { pathname } = window.location;
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
    const onLoad = () => {
      window.addEventListener('message', onMessage);
      check();
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      cancelPoll();
      window.removeEventListener('load', onLoad);
      window.removeEventListener('message', onMessage);
    };
    // Once per page life: the config is fixed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
