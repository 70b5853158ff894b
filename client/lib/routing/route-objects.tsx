import type { RouteObject } from 'react-router-dom';
import type { RouteMatch } from '../../../shared/routes/match-route';
import { isPossiblePagePath } from '../../../shared/routes/route-rules';
import type { RouteDef } from '../../../shared/routes/route-table';
import { toRouterPath } from '../../../shared/routes/router-path';
import { Layout } from '../../app/Layout';
import { RootErrorBoundary } from '../../app/RootErrorBoundary';
import { signedInOnly } from '../../app/signed-in-only';
import type { RouteHandle } from '../../app/route-state';
import { loadLayoutQueries } from '../../components/layout/queries';
import { RouteErrorBoundary } from './route-error-boundary';
import placeholderScreen from '../../routes/placeholder';
import type { ScreenModule } from '../../routes/types';
import { cartQuery } from '../cart/cart-query';
import { userQuery } from '../session/user-query';
import { followConfiguredRedirect } from './client-route-rules';
import { isLazyScreen, type LazyScreen } from './lazy-screen';
import type { DepsOf } from './loader-deps';
import { FALLBACK_ROUTE_ID, ROOT_ROUTE_ID, type FallbackData, type RootData } from './root-data';
import { noRouteMatch, notFoundWhenRefused } from './route-errors';

// The route objects, one at a time: the server and the browser's route catalog build the whole
// tree of the route table from them (client/routes.tsx), the browser's entry only the page it
// hydrates (entry-client.tsx), so the entry carries neither the table nor a matcher.

/**
 * The auth guard (SPEC section 2 rule 1) with its return-path rules: only a navigation to an account
 * page runs it (a page the server rendered has its data already), so it is not in the entry; such a
 * navigation asks for it beside the page's chunk.
 */
const loadGuard = () => import('../session/require-user');

/** What a route takes from its screen module, whether it is bundled with the app or lazy. */
function screenParts(def: RouteDef, screen: ScreenModule, depsOf: DepsOf) {
  const { loader: load, action: act, parts } = screen;
  return {
    handle: { route: def, meta: screen.meta } satisfies RouteHandle,
    loader: async (args) => {
      const deps = depsOf(args.context);
      if (!deps.isServer) await followConfiguredRedirect(args.request);
      const { pathname } = new URL(args.request.url);
      if (!isPossiblePagePath(pathname)) noRouteMatch(pathname);
      if (def.auth) await (await loadGuard()).requireUser(deps, args.request);
      const code = typeof parts === 'function' ? parts(args.params) : (parts ?? []);
      // The screen's loader is made per call: its deps are this request's.
      const [data] = await Promise.all([
        load ? notFoundWhenRefused(args.request, () => load(deps)(args)) : null,
        ...code.map((part) => part.load()),
      ]);
      return data;
    },
    ...(act && {
      action: async (args) => {
        const deps = depsOf(args.context);
        if (def.auth) await (await loadGuard()).requireUser(deps, args.request);
        return act(deps)(args);
      },
    }),
    Component: def.auth ? signedInOnly(screen.Component) : screen.Component,
  } satisfies Partial<RouteObject>;
}

/** The page route of a route of the table, or null for a pattern react-router cannot express (the catch-all's). */
export function routeObject(def: RouteDef, depsOf: DepsOf, source: ScreenModule | LazyScreen): RouteObject | null {
  const path = toRouterPath(def.pattern);
  if (path === null) return null;
  const fixed = { id: def.name, path, caseSensitive: true };
  if (isLazyScreen(source)) {
    // A lazy screen's own error boundary is not known before its chunk: the route's default shows
    // its failures (a chunk that cannot load, among them).
    return {
      ...fixed,
      ErrorBoundary: RouteErrorBoundary,
      lazy: async () => {
        // A failed guard chunk fails the loader, which asks again (and shows the route's error).
        const [screen] = await Promise.all([source.lazy(), def.auth && loadGuard().catch(() => null)]);
        return screenParts(def, screen, depsOf);
      },
    };
  }
  return { ...fixed, ...screenParts(def, source, depsOf), ErrorBoundary: source.ErrorBoundary ?? RouteErrorBoundary };
}

/**
 * Patterns react-router cannot express (a parameter with a literal suffix, e.g. legacy
 * `*.html` pages) are matched by the shared matcher inside the catch-all route; the browser
 * loads that matcher with the route catalog when it needs it (`match`).
 */
export function fallbackRoute(
  depsOf: DepsOf,
  match: (pathname: string) => RouteMatch | null | Promise<RouteMatch | null>,
): RouteObject {
  return {
    id: FALLBACK_ROUTE_ID,
    path: '*',
    loader: async ({ request, context }): Promise<FallbackData> => {
      if (!depsOf(context).isServer) await followConfiguredRedirect(request);
      const { pathname } = new URL(request.url);
      const found = isPossiblePagePath(pathname) ? await match(pathname) : null;
      if (!found || toRouterPath(found.route.pattern) !== null) noRouteMatch(pathname);
      return { route: found.route };
    },
    Component: placeholderScreen.Component,
    ErrorBoundary: RouteErrorBoundary,
  };
}

/** The layout's data: loaded once per document, kept in the query cache for navigations. */
function rootLoader(depsOf: DepsOf) {
  return async ({ context }: { context?: unknown }) => {
    const deps = depsOf(context);
    const { queryClient, api } = deps;
    // On the server a visitor without a session or a cart is known to have neither: put in
    // (no query fetch of an answer known beforehand: two of a page's dozen).
    const user = userQuery(api);
    const cart = cartQuery(api, deps.cartId() !== null);
    await Promise.all([
      deps.loadLayout ? deps.loadLayout() : loadLayoutQueries(queryClient, api),
      deps.signedOut ? queryClient.setQueryData(user.queryKey, null) : queryClient.ensureQueryData(user),
      deps.isServer && deps.cartId() === null
        ? queryClient.setQueryData(cart.queryKey, null)
        : queryClient.ensureQueryData(cart),
    ]);
    return { notice: deps.notice?.() ?? null } satisfies RootData;
  };
}

/** The root route (the layout) over these page routes and the catch-all. */
export function rootRoute(depsOf: DepsOf, children: RouteObject[]): RouteObject {
  return {
    id: ROOT_ROUTE_ID,
    // Pathless: with a path of '/', the browser's router (which holds the page it hydrated and the
    // catch-all) took '/' for the layout alone and never asked the catalog for home, so a
    // navigation to home rendered an empty page. Without one, '/' matches the catch-all first,
    // and a match on the catch-all makes the router look for the route in the catalog.
    loader: rootLoader(depsOf),
    Component: Layout,
    ErrorBoundary: RootErrorBoundary,
    // The root loader's data is all in the query cache; revalidating it on every navigation is waste.
    shouldRevalidate: () => false,
    children,
  };
}
