import { createStaticHandler, type RouteObject, type StaticHandler } from 'react-router-dom';
import { createRouteLookup } from '../lib/routing/route-lookup';

/** The route tree one path is matched in, and its name (`full` for the whole tree). */
export interface PageTree {
  key: string;
  routes: RouteObject[];
}

/**
 * The smallest tree that matches a path as the whole tree does: the root, the page route and the
 * catch-all. The shared matcher ranks the route table once (route-lookup.ts, tested to agree with
 * react-router on every route); a path no page route matches (the catch-all's legacy patterns,
 * a 404) keeps the whole tree.
 */
export function createPageTrees(tree: RouteObject[]): (pathname: string) => PageTree {
  const full: PageTree = { key: 'full', routes: tree };
  const root = tree[0];
  const fallback = root?.children?.find((r) => r.path === '*');
  if (tree.length !== 1 || !root || !fallback) return () => full;
  const lookup = createRouteLookup(tree);
  const byRoute = new Map<string, PageTree>();
  return (pathname) => {
    const id = lookup(pathname)?.route.id;
    if (!id) return full;
    let page = byRoute.get(id);
    if (!page) {
      const route = root.children!.find((r) => r.id === id)!;
      page = { key: id, routes: [{ ...root, children: [route, fallback] } as RouteObject] };
      byRoute.set(id, page);
    }
    return page;
  };
}

/**
 * Static handlers for the server, one per page route, each built once per process.
 * react-router's `query` flattens and ranks its whole tree on every call (there is no cache):
 * with the route table's routes that was ~3 % of a `/shop` render; a page's own tree has three.
 */
export function createPageHandlers(tree: RouteObject[]): (pathname: string) => StaticHandler {
  const treeFor = createPageTrees(tree);
  const handlers = new Map<string, StaticHandler>();
  return (pathname) => {
    const { key, routes } = treeFor(pathname);
    let handler = handlers.get(key);
    if (!handler) {
      handler = createStaticHandler(routes);
      handlers.set(key, handler);
    }
    return handler;
  };
}
