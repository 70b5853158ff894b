import { useEffect } from 'react';
import type { PublicConfig } from '../../../shared/public-config';

/**
 * Run once by the layout (the start of the app in the browser): the configured third-party
 * scripts are injected as third-party-inject.ts schedules them. Its code (and the rules of which
 * script when) is a chunk of its own, asked for here, so the entry does not carry it.
 */
export function useThirdPartyScripts(config: PublicConfig): void {
  useEffect(() => {
    let cancel: (() => void) | undefined;
    let gone = false;
    void import('./third-party-inject').then((m) => {
      if (!gone) cancel = m.scheduleThirdPartyScripts(config);
    });
    return () => {
      gone = true;
      cancel?.();
    };
    // The config is fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
