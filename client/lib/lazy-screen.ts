import type { ScreenModule } from '../routes/types';
import { isChunkLoadError, reportChunkLoadError } from './build-freshness';

/**
 * A route module in its own chunk (react-router's `lazy`). When the chunk cannot be loaded
 * because a newer build replaced it, the page is loaded again from the server (SPEC section 2
 * rule 8) and the failure is not shown meanwhile; otherwise the route's error boundary shows it.
 */
export interface LazyScreen {
  lazy: () => Promise<ScreenModule>;
}

export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  return {
    lazy: async () => {
      try {
        return await load();
      } catch (error) {
        if (isChunkLoadError(error) && (await reportChunkLoadError())) await new Promise<never>(() => undefined);
        throw error;
      }
    },
  };
}

export function isLazyScreen(source: ScreenModule | LazyScreen): source is LazyScreen {
  return 'lazy' in source;
}
