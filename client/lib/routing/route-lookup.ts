import type { RouteObject } from 'react-router-dom';
import { matchRoute } from '../../../shared/routes/match-route';

export interface RouteLookupMatch {
  route: RouteObject;
  params: Record<string, string>;
  /** the route table's screen for the page (known before its lazy route module is) */
  screen: string;
}

/**
 * Finds the page route of a path without react-router's matchRoutes, which flattens and ranks
 * the whole route tree on every call (~2 ms a call at 4x CPU throttle, once per link in view).
 * The shared matcher ranks the route table once; route ids are the table's names (client/routes.tsx),
 * so the route object comes from a map built once. Null when no page route matches (the
 * catch-all's legacy patterns among them: they have no chunk to load).
 */
/** The page route of a path (see createRouteLookup). */
export type RouteLookup = (pathname: string) => RouteLookupMatch | null;

export function createRouteLookup(tree: readonly RouteObject[]): RouteLookup {
  const byId = new Map<string, RouteObject>();
  for (const root of tree) for (const child of root.children ?? []) if (child.id) byId.set(child.id, child);
  return (pathname) => {
    const match = matchRoute(pathname);
    const route = match ? byId.get(match.route.name) : undefined;
    return route && match ? { route, params: match.params, screen: match.route.screen } : null;
  };
}
