import '@vitejs/plugin-react/preamble';
import './lib/api/zod-jitless';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createBrowserRouter, createPath, RouterProvider, type RouteObject } from 'react-router-dom';
import { PAYLOAD_PREFETCH_DELAY_MS } from '../shared/constants';
import type { Cart } from '../shared/contract/models';
import { App } from './app/App';
import { BOOT_GLOBAL, type BootData, type BootPage } from './app/boot-data';
import { expandQueryState } from './app/boot-query-state';
import { Document } from './app/Document';
import { loadLayoutData } from './app/layout-data-load';
import { configureAnalytics } from './lib/analytics/analytics';
import { createBrowserApi } from './lib/api/browser-api';
import { afterLoad } from './lib/app/after-load';
import { reportChunkLoadError, startBuildFreshnessAfterLoad } from './lib/navigation/chunk-load-error';
import { installLinkNavigation } from './lib/navigation/link-navigation';
import { watchFirstNavigation } from './lib/routing/first-navigation';
import { keepLinkIntents } from './lib/navigation/link-intent';
import { browserConnection, isSlowConnection } from './lib/navigation/slow-connection';
import { lazyScreen, lazyScreenFailed, type LazyScreen } from './lib/routing/lazy-screen';
import type { LoaderDeps } from './lib/routing/loader-deps';
import type { RouteCatalog } from './lib/routing/route-catalog';
import { fallbackRoute, rootRoute, routeObject } from './lib/routing/route-objects';
import { createQueryClient } from './lib/query/query-client';
import { freshOnArrival, receiveStreamedQueries } from './lib/query/query-stream';
import placeholderScreen from './routes/placeholder';
import type { ScreenModule } from './routes/types';
// The display-breakpoint rules, written from the shared constants at build (tooling/vite-breakpoint-media.ts),
// ahead of the app's rules as they were when each page carried them in its head.
import 'virtual:breakpoint-media.css';
import './styles/app.css';

// A built page asks for the web fonts' stylesheet after its first paint (paint-first.ts);
// in development Vite serves it with the app's own CSS.
if (import.meta.env.DEV) void import('./styles/web-fonts.css');

const boot = (window as unknown as Record<string, BootData>)[BOOT_GLOBAL]!;

let router: ReturnType<typeof createBrowserRouter> | undefined;
/** Where a navigation on its way leads (null: none, e.g. a prefetch), or this page before the router. */
const navigationTarget = () => {
  if (!router) return window.location.href;
  const next = router.state.navigation.location;
  return next ? createPath(next) : null;
};

let deps: LoaderDeps | undefined;
let catalog: Promise<RouteCatalog> | undefined;
/** The route table, its matcher and every screen's chunk: asked for after load, or by the first navigation. */
const routeCatalog = () =>
  (catalog ??= import('./lib/routing/route-catalog').then(
    (m) => m.createRouteCatalog(() => deps!),
    (error: unknown) => {
      catalog = undefined; // asked again next time
      throw error;
    },
  ));

/** The page's screen: its chunk as the server named it, else (development) found in the catalog. */
function pageScreen({ route, module }: BootPage): ScreenModule | LazyScreen {
  if (route.screen === 'placeholder') return placeholderScreen;
  return lazyScreen(() =>
    module
      ? import(/* @vite-ignore */ module).then((m: { default: ScreenModule }) => m.default)
      : routeCatalog().then((c) => c.screen(route.screen)),
  );
}

/** The browser app's parts: made in the task after the modules' evaluation (see start). */
function createBrowserApp() {
  configureAnalytics({ debug: boot.config.analyticsDebug });
  const queryClient = createQueryClient();
  hydrate(queryClient, freshOnArrival(expandQueryState(boot.queryState), Date.now()));
  // Data streamed after the shell: what arrived already, and from now on each script as it runs.
  receiveStreamedQueries(queryClient, window as never);
  const api = createBrowserApi();
  deps = {
    queryClient,
    api,
    isServer: false,
    cartId: () => queryClient.getQueryData<Cart | null>(['cart'])?.id ?? null,
    notice: () => null,
  };
  // The router starts with the page it hydrates and the catch-all (whose rare patterns the
  // catalog matches); it learns each other route from the catalog when a navigation asks.
  const depsOf = () => deps!;
  const page = boot.page && routeObject(boot.page.route, depsOf, pageScreen(boot.page));
  const routes = [
    rootRoute(depsOf, [
      ...(page ? [page] : []),
      fallbackRoute(depsOf, async (pathname) => (await routeCatalog()).match(pathname)),
    ]),
  ];
  return { queryClient, api, routes, page };
}

// Set by the production build (scripts/build.mjs); absent in development, where no build changes under the page.
const buildId = import.meta.env.VITE_BUILD_ID as string | undefined;
if (buildId) startBuildFreshnessAfterLoad(buildId, navigationTarget);

/** The server rendered the page's lazy route already; hydration needs its module first (react-router's SSR recipe). */
async function loadInitialLazyRoute(page: RouteObject | null | undefined): Promise<void> {
  if (typeof page?.lazy !== 'function') return;
  const parts = await page.lazy();
  Object.assign(page, { ...parts, lazy: undefined });
}

/** A route the router does not hold yet, from the catalog; a page whose catalog cannot load is loaded from the server. */
const discover: NonNullable<Parameters<typeof createBrowserRouter>[1]>['patchRoutesOnNavigation'] = async (args) => {
  const found = await routeCatalog().catch(() => null);
  if (found) return found.discover(args);
  const target = navigationTarget();
  if (target === null) return;
  window.location.assign(target);
  await new Promise<never>(() => undefined);
};

async function start() {
  // Each step its own task: the modules' evaluation (every first-load chunk's top level), setting
  // up the app, creating the router and hydrating each made ~30-80 ms at 4x CPU, and together
  // one long task.
  await nextTask();
  const intents = keepLinkIntents(document);
  const { queryClient, api, routes, page } = createBrowserApp();
  // A chunk of this page is gone (a newer build): the page reloads once (lazyScreen asks), or
  // stays as the server rendered it, links and forms working without JavaScript, rather than
  // loop or hydrate an error over it.
  // The layout's data arrives beside the route modules (its file was asked for with the chunks).
  const [failed] = await Promise.all([
    loadInitialLazyRoute(page).then(lazyScreenFailed, async () => {
      await reportChunkLoadError();
      return true;
    }),
    loadLayoutData(queryClient, api, boot.layout),
  ]);
  if (failed) {
    console.warn('page left unhydrated: a route chunk failed to load');
    return;
  }
  await nextTask();
  // The router holds the page's own route; it learns the others as navigations ask for them.
  router = createBrowserRouter(routes, { hydrationData: boot.router, patchRoutesOnNavigation: discover });
  // Preloaded with the entry; gone only if a newer build replaced it meanwhile (as a route chunk
  // above: a reload once, or the server's page as it is).
  const renderer = await import('./react-dom-client').catch(async () => {
    await reportChunkLoadError();
    return null;
  });
  if (!renderer) {
    console.warn("page left unhydrated: react-dom's chunk failed to load");
    return;
  }
  const { hydrateRoot } = renderer;
  startTransition(() => {
    hydrateRoot(
      document,
      <Document config={boot.config} assets={boot.assets}>
        <App config={boot.config} api={api} queryClient={queryClient}>
          <RouterProvider router={router!} />
        </App>
      </Document>,
    );
  });
  installLinkNavigation(router);
  watchFirstNavigation(router);
  // After load: the catalog, so a navigation finds the routes there; PAYLOAD_PREFETCH_DELAY_MS
  // later, link prefetch (SPEC section 2 rule 8) with the links hovered meanwhile.
  afterLoad(() => void routeCatalog().catch(() => undefined));
  afterLoad(() => {
    const hovered = intents();
    if (isSlowConnection(browserConnection())) return;
    void Promise.all([import('./lib/navigation/link-prefetch'), routeCatalog()])
      .then(([m, c]) => m.startLinkPrefetch(c.lookup, hovered))
      .catch(() => undefined);
  }, PAYLOAD_PREFETCH_DELAY_MS);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void start();
