import type { RouteObject } from 'react-router-dom';
import { matchRoute } from '../shared/routes/match-route';
import { ROUTES } from '../shared/routes/route-table';
import type { DepsOf } from './lib/routing/loader-deps';
import { fallbackRoute, rootRoute, routeObject } from './lib/routing/route-objects';
import type { ScreenRegistry } from './screens/screen-registry';

/**
 * The route tree, built from the shared route table; the same on the server and in the
 * browser's route catalog, but for how the screens arrive: imported with the app on the server
 * (eager-screens), each in its own chunk in the browser (lazy-screens). Loaders and actions take
 * their deps from `depsOf(context)` when they run, so the server builds this tree (and its static
 * handler) once per process and hands each request's deps in as the handler's request context.
 */
export function createRoutes(depsOf: DepsOf, screens: ScreenRegistry): RouteObject[] {
  const children = ROUTES.flatMap((def) => routeObject(def, depsOf, screens[def.screen]) ?? []);
  return [rootRoute(depsOf, [...children, fallbackRoute(depsOf, matchRoute)])];
}
