import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../shared/routes/route-table';
import { createRoutes } from '../../routes';
import { LAZY_SCREENS } from '../../screens/lazy-screens';
import type { LoaderDeps } from './loader-deps';
import { discoverRoutes, startingRoutes } from './route-discovery';
import { createRouteLookup } from './route-lookup';

// The app's tree with what matching needs only (ids, paths): navigations here run no loader
// and load no screen.
const shapeOf = (route: RouteObject): RouteObject =>
  ({
    id: route.id,
    path: route.path,
    caseSensitive: route.caseSensitive,
    ...(route.children && { children: route.children.map(shapeOf) }),
  }) as RouteObject;
const tree = createRoutes(() => ({}) as LoaderDeps, LAZY_SCREENS).map(shapeOf);
const lookup = createRouteLookup(tree);

const samplePath = (pattern: string) =>
  pattern
    .replace(/:[a-zA-Z]+(\.[a-z]+)/g, 'sample$1')
    .replace(/:[a-zA-Z]+/g, 'sample')
    .replace(/\*$/, 'a/b');
/** What react-router matches for a path with the whole tree: the leaf route's id and params. */
const wholeTreeLeaf = (path: string) => {
  const leaf = (matchRoutes(tree, path) ?? []).at(-1)!;
  return { id: leaf.route.id, params: leaf.params };
};

// As the browser's router starts: with the server's data for the page it hydrates.
function routerAt(path: string) {
  return createMemoryRouter(startingRoutes(tree, lookup, path), {
    initialEntries: [path],
    hydrationData: { loaderData: {} },
    patchRoutesOnNavigation: discoverRoutes(lookup),
  });
}
const leafOf = (router: ReturnType<typeof routerAt>) => {
  const leaf = router.state.matches.at(-1)!;
  return { id: leaf.route.id, params: leaf.params };
};
const routeCount = (routes: readonly RouteObject[]): number =>
  routes.reduce((n, r) => n + 1 + routeCount(r.children ?? []), 0);

const paths = [
  ...ROUTES.map((def) => samplePath(def.pattern)),
  '/no-such-page/at/all',
  '/shop/',
  '/Shop',
  '/index.html',
];

describe('route discovery', () => {
  it('starts with the root, the page route and the catch-all', () => {
    expect(routeCount(tree)).toBeGreaterThan(100);
    const router = routerAt('/products/sample');
    expect(routeCount(router.routes)).toBe(3);
    expect(router.routes[0]!.children!.map((r) => r.id)).toEqual(['product', 'fallback']);
    expect(leafOf(router)).toEqual(wholeTreeLeaf('/products/sample'));
    router.dispose();
  });

  it('a page no route matches starts with the catch-all only', () => {
    const router = routerAt('/no-such-page');
    expect(router.routes[0]!.children!.map((r) => r.id)).toEqual(['fallback']);
    router.dispose();
  });

  it.each(paths.map((p) => [p]))('navigating from / to %s matches what the whole tree matches', async (path) => {
    const router = routerAt('/');
    await router.navigate(path);
    expect(leafOf(router)).toEqual(wholeTreeLeaf(path));
    router.dispose();
  });

  it.each(paths.map((p) => [p]))('a document at %s hydrates the route the whole tree matches', (path) => {
    const router = routerAt(path);
    expect(leafOf(router)).toEqual(wholeTreeLeaf(path));
    router.dispose();
  });

  it('learns each route once, and a page whose route it holds already matches it again', async () => {
    const router = routerAt('/');
    const visited = ['/products/a', '/shop', '/products/b', '/shop', '/blog/x/y'];
    for (const path of visited) {
      await router.navigate(path);
      expect(leafOf(router)).toEqual(wholeTreeLeaf(path));
    }
    const learned = new Set(['/', ...visited].map((path) => wholeTreeLeaf(path).id));
    expect(router.routes[0]!.children!.map((r) => r.id).sort()).toEqual([...learned, 'fallback'].sort());
    router.dispose();
  });
});
