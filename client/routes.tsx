import type { RouteObject } from 'react-router-dom';
import { matchRoute, toRouterPath } from '../shared/routes/match-route';
import { isPossiblePagePath } from '../shared/routes/route-rules';
import { ROUTES, type RouteDef } from '../shared/routes/route-table';
import { Layout } from './app/Layout';
import { RootErrorBoundary } from './app/RootErrorBoundary';
import { signedInOnly } from './app/signed-in-only';
import type { RouteHandle } from './app/route-state';
import { loadLayoutQueries } from './components/layout/queries';
import { cartQuery } from './lib/cart/cart-query';
import { userQuery } from './lib/session/user-query';
import { followConfiguredRedirect } from './lib/routing/client-route-rules';
import { isLazyScreen } from './lib/routing/lazy-screen';
import type { DepsOf } from './lib/routing/loader-deps';
import { ROOT_ROUTE_ID, type RootData } from './lib/routing/root-data';
import { noRouteMatch, notFoundWhenRefused } from './lib/routing/route-errors';
import { requireUser } from './lib/session/require-user';
import { RouteErrorBoundary } from './routes/not-found';
import placeholderScreen from './routes/placeholder';
import type { ScreenRegistry } from './screens/screen-registry';
import type { ScreenModule } from './routes/types';

/** What a route takes from its screen module, whether it is bundled with the app or lazy. */
function screenParts(def: RouteDef, screen: ScreenModule, depsOf: DepsOf) {
  const { loader: load, action: act } = screen;
  return {
    handle: { route: def, meta: screen.meta } satisfies RouteHandle,
    loader: async (args) => {
      const deps = depsOf(args.context);
      if (!deps.isServer) await followConfiguredRedirect(args.request);
      const { pathname } = new URL(args.request.url);
      if (!isPossiblePagePath(pathname)) noRouteMatch(pathname);
      if (def.auth) await requireUser(deps, args.request);
      // The screen's loader is made per call: its deps are this request's.
      return load ? notFoundWhenRefused(args.request, () => load(deps)(args)) : null;
    },
    ...(act && {
      action: async (args) => {
        const deps = depsOf(args.context);
        if (def.auth) await requireUser(deps, args.request);
        return act(deps)(args);
      },
    }),
    Component: def.auth ? signedInOnly(screen.Component) : screen.Component,
  } satisfies Partial<RouteObject>;
}

function routeObject(def: RouteDef, path: string, depsOf: DepsOf, screens: ScreenRegistry): RouteObject {
  const source = screens[def.screen];
  const fixed = { id: def.name, path, caseSensitive: true };
  if (isLazyScreen(source)) {
    // A lazy screen's own error boundary is not known before its chunk: the route's default shows
    // its failures (a chunk that cannot load, among them).
    return {
      ...fixed,
      ErrorBoundary: RouteErrorBoundary,
      lazy: async () => screenParts(def, await source.lazy(), depsOf),
    };
  }
  return { ...fixed, ...screenParts(def, source, depsOf), ErrorBoundary: source.ErrorBoundary ?? RouteErrorBoundary };
}

/**
 * Patterns react-router cannot express (a parameter with a literal suffix, e.g. legacy
 * `*.html` pages) are matched by the shared matcher inside the catch-all route.
 */
function fallbackRoute(depsOf: DepsOf): RouteObject {
  return {
    id: 'fallback',
    path: '*',
    loader: async ({ request, context }) => {
      if (!depsOf(context).isServer) await followConfiguredRedirect(request);
      const { pathname } = new URL(request.url);
      const match = isPossiblePagePath(pathname) ? matchRoute(pathname) : null;
      if (!match || toRouterPath(match.route.pattern) !== null) noRouteMatch(pathname);
      return null;
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

/**
 * The route tree, built from the shared route table; the same on the server and in the
 * browser, but for how the screens arrive: imported with the app on the server (eager-screens),
 * each in its own chunk in the browser (lazy-screens). Loaders and actions take their deps from
 * `depsOf(context)` when they run, so the server builds this tree (and its static handler) once
 * per process and hands each request's deps in as the handler's request context.
 */
export function createRoutes(depsOf: DepsOf, screens: ScreenRegistry): RouteObject[] {
  const children = ROUTES.flatMap((def) => {
    const path = toRouterPath(def.pattern);
    return path === null ? [] : [routeObject(def, path, depsOf, screens)];
  });
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      loader: rootLoader(depsOf),
      Component: Layout,
      ErrorBoundary: RootErrorBoundary,
      // The root loader's data is all in the query cache; revalidating it on every navigation is waste.
      shouldRevalidate: () => false,
      children: [...children, fallbackRoute(depsOf)],
    },
  ];
}
