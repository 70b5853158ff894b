import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { ROOT_ROUTE_ID } from './root-data';
import type { RouteLookup } from './route-lookup';

// React Router flattens and ranks every route it holds when it is created and again whenever a
// route is added; with the route table's ~150 pages that was ~60 ms at 4x CPU of the task before
// hydration. The browser's router starts with the page it hydrates and learns each other route
// the first time a navigation (or a fetcher) asks for its path (its "fog of war" API). The
// server's static handler keeps the whole tree.

/**
 * The page route react-router would match for a path: it matches a trailing slash too (the BFF
 * redirects such a document, but a link in a page may still say it).
 */
const pageRouteOf = (lookup: RouteLookup, path: string) =>
  (lookup(path) ?? lookup(path.replace(/\/+$/, '') || '/'))?.route;

/** The router's first routes: the root, with the route of the page at `pathname` and the catch-all. */
export function startingRoutes(tree: readonly RouteObject[], lookup: RouteLookup, pathname: string): RouteObject[] {
  const page = pageRouteOf(lookup, pathname);
  return tree.map(
    (root) =>
      ({
        ...root,
        children: (root.children ?? []).filter((child) => child === page || child.path === '*'),
      }) as RouteObject,
  );
}

/**
 * The router's patchRoutesOnNavigation: adds the page route of a path it does not hold. A path
 * no page route matches (a legacy pattern, a missing page) stays with the catch-all.
 */
export function discoverRoutes(lookup: RouteLookup): PatchRoutesOnNavigationFunction {
  return ({ path, patch }) => {
    const page = pageRouteOf(lookup, path);
    if (page) patch(ROOT_ROUTE_ID, [page]);
  };
}
