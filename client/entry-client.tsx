import '@vitejs/plugin-react/preamble';
import './lib/api/zod-jitless';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createBrowserRouter, createPath, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Cart } from '../shared/contract/models';
import { App } from './app/App';
import { BOOT_GLOBAL, type BootData } from './app/boot-data';
import { expandQueryState } from './app/boot-query-state';
import { Document } from './app/Document';
import { loadLayoutData } from './app/layout-data-load';
import { configureAnalytics } from './lib/analytics/analytics';
import { createBrowserApi } from './lib/api/browser-api';
import { reportChunkLoadError, startBuildFreshness } from './lib/navigation/build-freshness';
import { lazyScreenFailed } from './lib/routing/lazy-screen';
import type { LoaderDeps } from './lib/routing/loader-deps';
import { installLinkNavigation } from './lib/navigation/link-navigation';
import { startLinkPrefetch } from './lib/navigation/link-prefetch';
import { discoverRoutes, startingRoutes } from './lib/routing/route-discovery';
import { createRouteLookup, type RouteLookup } from './lib/routing/route-lookup';
import { createQueryClient } from './lib/query/query-client';
import { freshOnArrival, receiveStreamedQueries } from './lib/query/query-stream';
import { createRoutes } from './routes';
import { LAZY_SCREENS } from './screens/lazy-screens';
// The display-breakpoint rules, written from the shared constants at build (tooling/vite-breakpoint-media.ts),
// ahead of the app's rules as they were when each page carried them in its head.
import 'virtual:breakpoint-media.css';
import './styles/app.css';

// A built page asks for the web fonts' stylesheet after its first paint (paint-first.ts);
// in development Vite serves it with the app's own CSS.
if (import.meta.env.DEV) void import('./styles/web-fonts.css');

const boot = (window as unknown as Record<string, BootData>)[BOOT_GLOBAL]!;

/** The browser app's parts: made in the task after the modules' evaluation (see start). */
function createBrowserApp() {
  configureAnalytics({ debug: boot.config.analyticsDebug });
  const queryClient = createQueryClient();
  hydrate(queryClient, freshOnArrival(expandQueryState(boot.queryState), Date.now()));
  // Data streamed after the shell: what arrived already, and from now on each script as it runs.
  receiveStreamedQueries(queryClient, window as never);
  const api = createBrowserApi();
  const deps: LoaderDeps = {
    queryClient,
    api,
    isServer: false,
    cartId: () => queryClient.getQueryData<Cart | null>(['cart'])?.id ?? null,
    notice: () => null,
  };
  const routes = createRoutes(() => deps, LAZY_SCREENS);
  return { queryClient, api, routes, lookup: createRouteLookup(routes) };
}

let router: ReturnType<typeof createBrowserRouter> | undefined;
// Set by the production build (scripts/build.mjs); absent in development, where no build changes under the page.
const buildId = import.meta.env.VITE_BUILD_ID as string | undefined;
if (buildId) {
  startBuildFreshness(buildId, () => {
    if (!router) return window.location.href;
    const next = router.state.navigation.location;
    return next ? createPath(next) : null;
  });
}

/** The server rendered lazy routes already; hydration needs their modules first (react-router's SSR recipe). */
async function loadInitialLazyRoutes(tree: RouteObject[], lookup: RouteLookup): Promise<void> {
  // The shared matcher (ranked once) finds the page route; react-router's matchRoutes, which
  // ranks the whole tree per call, only for what it does not know (the catch-all's patterns).
  const page = lookup(window.location.pathname);
  const matches = page ? [page] : (matchRoutes(tree, window.location) ?? []);
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const parts = await route.lazy();
      Object.assign(route, { ...parts, lazy: undefined });
    }),
  );
}

async function start() {
  // Each step its own task: the modules' evaluation (every first-load chunk's top level), setting
  // up the app, creating the router and hydrating each made ~30-80 ms at 4x CPU, and together
  // one long task.
  await nextTask();
  const { queryClient, api, routes, lookup } = createBrowserApp();
  // A chunk of this page is gone (a newer build): the page reloads once (lazyScreen asks), or
  // stays as the server rendered it, links and forms working without JavaScript, rather than
  // loop or hydrate an error over it.
  // The layout's data arrives beside the route modules (its file was asked for with the chunks).
  const [failed] = await Promise.all([
    loadInitialLazyRoutes(routes, lookup).then(lazyScreenFailed, async () => {
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
  router = createBrowserRouter(startingRoutes(routes, lookup, window.location.pathname), {
    hydrationData: boot.router,
    patchRoutesOnNavigation: discoverRoutes(lookup),
  });
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
  setTimeout(() => startLinkPrefetch(routes), 0);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void start();
