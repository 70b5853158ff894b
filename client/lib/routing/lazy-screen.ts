import type { ScreenModule } from '../../routes/types';
import { isChunkLoadError, reportChunkLoadError } from '../navigation/chunk-load-error';

/**
 * A route module in its own chunk (react-router's `lazy`). When the chunk cannot be loaded
 * because a newer build replaced it, the page is loaded again from the server (SPEC section 2
 * rule 8) and the failure is not shown meanwhile; otherwise the route's error boundary shows it.
 */
export interface LazyScreen {
  lazy: () => Promise<ScreenModule>;
}

let failures = 0;

/** Whether a lazy screen failed to load on this page (the first render must then not hydrate over the server's page). */
export function lazyScreenFailed(): boolean {
  return failures > 0;
}

export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  return {
    lazy: async () => {
      try {
        return await load();
      } catch (error) {
        if (!isChunkLoadError(error)) throw error;
        failures++;
        if (await reportChunkLoadError()) await new Promise<never>(() => undefined);
        // A rejected lazy import left the page blank (react-router rendered no boundary for it);
        // failing in render instead shows the route's error boundary in the layout.
        return {
          Component: () => {
            throw error;
          },
        };
      }
    },
  };
}

export function isLazyScreen(source: ScreenModule | LazyScreen): source is LazyScreen {
  return 'lazy' in source;
}
