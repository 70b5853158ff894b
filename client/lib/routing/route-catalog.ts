import type { PatchRoutesOnNavigationFunction } from 'react-router-dom';
import { matchRoute } from '../../../shared/routes/match-route';
import type { Screen } from '../../../shared/routes/route-table';
import { createRoutes } from '../../routes';
import { LAZY_SCREENS } from '../../screens/lazy-screens';
import type { ScreenModule } from '../../routes/types';
import { isLazyScreen } from './lazy-screen';
import type { DepsOf } from './loader-deps';
import { discoverRoutes } from './route-discovery';
import { createRouteLookup, type RouteLookup } from './route-lookup';

/**
 * The browser's route catalog: the whole route table, its matcher and every screen's lazy
 * chunk (with Vite's lists of what each chunk needs). A chunk of its own, which the entry asks
 * for after load: the page hydrates with its own route alone (entry-client.tsx), and the router
 * learns the others from here as navigations, fetchers and link prefetch ask for them.
 */
export interface RouteCatalog {
  lookup: RouteLookup;
  match: typeof matchRoute;
  discover: PatchRoutesOnNavigationFunction;
  /** A screen's route module, loaded (its chunk, its imports and its stylesheets). */
  screen(screen: Screen): Promise<ScreenModule>;
}

export function createRouteCatalog(depsOf: DepsOf): RouteCatalog {
  const lookup = createRouteLookup(createRoutes(depsOf, LAZY_SCREENS));
  return {
    lookup,
    match: matchRoute,
    discover: discoverRoutes(lookup),
    screen: async (screen) => {
      const source = LAZY_SCREENS[screen];
      return isLazyScreen(source) ? source.lazy() : source;
    },
  };
}
