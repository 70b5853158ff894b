import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApp } from '../../lib/app/app-context';
import { afterLoad } from '../../lib/app/after-load';

/**
 * The consent check for attribution (consent-attribution.ts), once per page life. Its code loads
 * after the window's load: it waits for a privacy API that takes at least a poll to answer anyway.
 */
export function useConsentAttribution(): void {
  const { config } = useApp();
  const queryClient = useQueryClient();
  useEffect(() => {
    // Read now: a client navigation may drop the landing URL's click id before the code is in.
    const landingSearch = window.location.search;
    let stop: (() => void) | undefined;
    let stopped = false;
    // After load, not in the effects of hydration: the import adds its preload links and runs
    // the module in that task, a long one already on a product page.
    const cancel = afterLoad(() => {
      void import('./consent-attribution').then(({ startConsentAttribution }) => {
        if (!stopped) stop = startConsentAttribution(config, queryClient, landingSearch);
      });
    });
    return () => {
      stopped = true;
      cancel();
      stop?.();
    };
    // Once per page life: the config and clients are fixed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
