import { useEffect } from 'react';
import type { PublicConfig } from '../../../shared/public-config';
import { afterLoad } from '../app/after-load';
import { isSampled } from './web-vitals-consent';

// Real shoppers' Web Vitals, the first-load part: after window load, for a page view in the
// sample (RUM_SAMPLE_RATE), the consent watch is loaded (rum-consent-watch.ts), which loads the
// reporter and `web-vitals` once the visitor consented. Nothing else runs, or is carried by
// the entry, before that.

/** Run once by the layout. */
export function useWebVitals(config: PublicConfig): void {
  useEffect(() => {
    if (!isSampled(config.rumSampleRate, Math.random())) return;
    // The landing page's, whatever client navigations come before the consent.
    const { pathname } = window.location;
    let stop: (() => void) | undefined;
    let gone = false;
    const cancel = afterLoad(() => {
      void import('./rum-consent-watch').then((m) => {
        if (!gone) stop = m.watchWebVitalsConsent(pathname);
      });
    });
    return () => {
      gone = true;
      cancel();
      stop?.();
    };
    // Once per page life: the config is fixed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
