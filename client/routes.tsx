import type { RouteObject } from 'react-router-dom';
import { matchRoute, toRouterPath } from '../shared/routes/match-route';
import { isPossiblePagePath } from '../shared/routes/route-rules';
import { ROUTES, type RouteDef, type Screen } from '../shared/routes/route-table';
import { Layout } from './app/Layout';
import { RootErrorBoundary } from './app/RootErrorBoundary';
import { signedInOnly } from './app/signed-in-only';
import type { RouteHandle } from './app/route-state';
import { announcementsQuery, globalsQuery, navigationQuery } from './components/layout/queries';
import { cartQuery } from './lib/cart-query';
import { userQuery } from './lib/user-query';
import { followConfiguredRedirect } from './lib/client-route-rules';
import { isLazyScreen, lazyScreen, type LazyScreen } from './lib/lazy-screen';
import type { LoaderDeps } from './lib/loader-deps';
import { ROOT_ROUTE_ID, type RootData } from './lib/root-data';
import { noRouteMatch, notFoundWhenRefused } from './lib/route-errors';
import { accountIndexScreen, requireUser } from './routes/account';
import { accountActivateScreen } from './routes/account/activate';
import { accountAddressScreen } from './routes/account/address';
import { accountAddressesScreen } from './routes/account/addresses';
import { accountContactScreen } from './routes/account/contact';
import { accountFavoritesScreen } from './routes/account/favorites';
import { accountForgotScreen } from './routes/account/forgot';
import { accountHomeScreen } from './routes/account/home';
import { accountLoginScreen } from './routes/account/login';
import { accountLogoutScreen } from './routes/account/logout';
import { accountOrderScreen } from './routes/account/order';
import { accountOrdersScreen } from './routes/account/orders';
import { accountRegisterScreen } from './routes/account/register';
import { accountResetPasswordScreen } from './routes/account/reset-password';
import { accountSubscriptionScreen } from './routes/account/subscription';
import { accountSubscriptionsScreen } from './routes/account/subscriptions';
import { blogScreen } from './routes/blog';
import { blogPostScreen } from './routes/blog-post';
import { contentScreen } from './routes/content';
import { homeScreen } from './routes/home';
import { newsletterScreen } from './routes/newsletter';
import { newsletterConfirmScreen } from './routes/newsletter-confirm';
import { RouteErrorBoundary } from './routes/not-found';
import { placeholderScreen } from './routes/placeholder';
import { productScreen } from './routes/product';
import { searchScreen } from './routes/search';
import { shopScreen } from './routes/shop';
import { cartScreen } from './routes/cart';
import { compareScreen } from './routes/compare';
import { warmupScreen } from './routes/simple-screens';
import type { ScreenModule } from './routes/types';

// Screens in their own chunk load on first use (react-router `lazy`, on the server too). Only
// the professional finder for now; issue 14 splits the rest per route.
const professionalsScreen = lazyScreen(() => import('./routes/professionals').then((m) => m.professionalsScreen));

const SCREENS: Record<Screen, ScreenModule | LazyScreen> = {
  home: homeScreen, shop: shopScreen, product: productScreen, compare: compareScreen, cart: cartScreen,
  blog: blogScreen, 'blog-post': blogPostScreen, content: contentScreen, professionals: professionalsScreen,
  search: searchScreen, warmup: warmupScreen, placeholder: placeholderScreen,
  newsletter: newsletterScreen, 'newsletter-confirm': newsletterConfirmScreen,
  account: accountIndexScreen,
  'account-login': accountLoginScreen, 'account-logout': accountLogoutScreen, 'account-forgot': accountForgotScreen,
  'account-reset-password': accountResetPasswordScreen, 'account-activate': accountActivateScreen,
  'account-register': accountRegisterScreen,
  'account-contact': accountContactScreen,
  'account-home': accountHomeScreen, 'account-favorites': accountFavoritesScreen,
  'account-addresses': accountAddressesScreen, 'account-address': accountAddressScreen,
  'account-orders': accountOrdersScreen, 'account-order': accountOrderScreen,
  'account-subscriptions': accountSubscriptionsScreen, 'account-subscription': accountSubscriptionScreen,
};

/** What a route takes from its screen module, whether it is bundled with the app or lazy. */
function screenParts(def: RouteDef, screen: ScreenModule, deps: LoaderDeps) {
  const load = screen.loader?.(deps);
  const act = screen.action?.(deps);
  return {
    handle: { route: def, meta: screen.meta } satisfies RouteHandle,
    loader: async (args) => {
      if (!deps.isServer) await followConfiguredRedirect(args.request);
      const { pathname } = new URL(args.request.url);
      if (!isPossiblePagePath(pathname)) noRouteMatch(pathname);
      if (def.auth) await requireUser(deps, args.request);
      return load ? notFoundWhenRefused(args.request, () => load(args)) : null;
    },
    ...(act && {
      action: async (args) => {
        if (def.auth) await requireUser(deps, args.request);
        return act(args);
      },
    }),
    Component: def.auth ? signedInOnly(screen.Component) : screen.Component,
  } satisfies Partial<RouteObject>;
}

function routeObject(def: RouteDef, path: string, deps: LoaderDeps): RouteObject {
  const source = SCREENS[def.screen];
  const fixed = { id: def.name, path, caseSensitive: true };
  if (isLazyScreen(source)) {
    // A lazy screen's own error boundary is not known before its chunk: the route's default shows
    // its failures (a chunk that cannot load, among them).
    return { ...fixed, ErrorBoundary: RouteErrorBoundary, lazy: async () => screenParts(def, await source.lazy(), deps) };
  }
  return { ...fixed, ...screenParts(def, source, deps), ErrorBoundary: source.ErrorBoundary ?? RouteErrorBoundary };
}

/**
 * Patterns react-router cannot express (a parameter with a literal suffix, e.g. legacy
 * `*.html` pages) are matched by the shared matcher inside the catch-all route.
 */
function fallbackRoute(deps: LoaderDeps): RouteObject {
  return {
    id: 'fallback',
    path: '*',
    loader: async ({ request }) => {
      if (!deps.isServer) await followConfiguredRedirect(request);
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
function rootLoader(deps: LoaderDeps) {
  const { queryClient, api } = deps;
  return async () => {
    await Promise.all([
      queryClient.ensureQueryData(globalsQuery(api)),
      queryClient.ensureQueryData(navigationQuery(api, 'main')),
      queryClient.ensureQueryData(navigationQuery(api, 'footer')),
      queryClient.ensureQueryData(announcementsQuery(api)),
      queryClient.ensureQueryData(userQuery(api)),
      queryClient.ensureQueryData(cartQuery(api, deps.cartId() !== null)),
    ]);
    return { notice: deps.notice?.() ?? null } satisfies RootData;
  };
}

/** The route tree, built from the shared route table; the same on the server and in the browser. */
export function createRoutes(deps: LoaderDeps): RouteObject[] {
  const children = ROUTES.flatMap((def) => {
    const path = toRouterPath(def.pattern);
    return path === null ? [] : [routeObject(def, path, deps)];
  });
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      loader: rootLoader(deps),
      Component: Layout,
      ErrorBoundary: RootErrorBoundary,
      // The root loader's data is all in the query cache; revalidating it on every navigation is waste.
      shouldRevalidate: () => false,
      children: [...children, fallbackRoute(deps)],
    },
  ];
}
