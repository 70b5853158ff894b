import { dehydrate } from '@tanstack/react-query';
import { uneval } from 'devalue';
import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticRouter, StaticRouterProvider, type StaticHandler, type StaticHandlerContext } from 'react-router-dom';
import type { Screen } from '../shared/routes/route-table';
import type { RouteHandle } from './app/route-state';
import { queryForPost } from './app/form-post';
import { createPageHandlers } from './app/page-handlers';
import type { ApiClient } from '../shared/contract/api-client';
import type { CartNotice } from '../shared/contract/cart-action';
import { App } from './app/App';
import { BOOT_GLOBAL, serializeRouteErrors, type BootData } from './app/boot-data';
import { compactQueryState, queryStateScript } from './app/boot-query-state';
import { createStaticMarkup } from './app/static-markup';
import { StaticMarkupContext } from './components/ui/StaticPart';
import { paintFirstImport } from './app/paint-first';
import { splitLayoutState } from './app/layout-state';
import { createSharedLayout } from './app/shared-layout';
import { PUBLIC_ANSWER_MS } from '../shared/contract/define';
import { layoutQueries, loadLayoutQueries } from './components/layout/queries';
import { layoutDataPath, type LayoutEntry } from '../shared/layout-data';
import { Document, type DocumentAssets } from './app/Document';
import type { PublicConfig } from './lib/app-context';
import type { LoaderDeps } from './lib/loader-deps';
import { createQueryClient, hashQueryKey } from './lib/query-client';
import { queryStreamScript, QueryStreamContext, type ServerQueryStream } from './lib/query-stream';
import { createRoutes } from './routes';
import { EAGER_SCREENS } from './screens/eager-screens';
import { pageStatus } from './lib/page-status';

export interface RenderOptions {
  /** GET or HEAD, or a form POST the BFF admitted (same-site, urlencoded, within its size). */
  request: Request;
  /** Loaders' and actions' api: upstream direct for GET; the in-process /api pipeline for a form POST. */
  api: ApiClient;
  cartId: string | null;
  /** Whether the request carries a session token: without one the visitor is nobody, unasked. Absent: asked. */
  hasSession?: boolean;
  /** The cart action's one-time notice for this page (a cart form posted without JavaScript), if any. */
  notice?: CartNotice | null;
  nonce: string;
  /** Crawlers get the document only when everything is ready. */
  waitForAll: boolean;
  production: boolean;
  config: PublicConfig;
  assets: DocumentAssets & {
    scripts: string[];
    /** The matched screens' route chunks (and their static imports) and stylesheets; production only. */
    forScreens?(screens: readonly Screen[]): { modules: string[]; styles: string[] };
  };
  onError(error: unknown): void;
  /**
   * Keeps the layout's data as a file the page names instead of carrying it (shared/layout-data.ts):
   * takes the file's text, answers its id. Without it, the page carries the layout's data too.
   */
  layoutData?: { put(json: string): string };
}

export type RenderResult =
  | { kind: 'response'; response: Response }
  | {
    kind: 'stream';
    status: number;
    /** A POST to a page whose route has no action: the page answers 405 with these methods in Allow. */
    allow?: string;
    pipe(destination: Writable): void;
    abort(reason?: unknown): void;
  };

/** The entry's stylesheets and fonts, and the chunks of the matched screens (asked for after the first paint: paint-first.ts). */
function pageAssets(assets: RenderOptions['assets'], matches: StaticHandlerContext['matches']): { document: DocumentAssets; modules: string[] | null } {
  const screens = matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.route?.screen ?? []);
  const own = assets.forScreens?.(screens);
  if (!own) return { document: { styles: assets.styles }, modules: null };
  const fonts = assets.fonts ? { fonts: assets.fonts } : {};
  return { document: { styles: [...new Set([...assets.styles, ...own.styles])], ...fonts }, modules: [...assets.scripts, ...own.modules] };
}

/**
 * One route tree and its static handlers for the process (ranking and compiling every route is a
 * good part of a render otherwise); each request's deps reach its loaders as the request context.
 */
let pageHandlers: ((pathname: string) => StaticHandler) | undefined;
function handlerFor(request: Request): StaticHandler {
  pageHandlers ??= createPageHandlers(createRoutes((context) => context as LoaderDeps, EAGER_SCREENS));
  return pageHandlers(new URL(request.url).pathname);
}

/** The static parts' markup (StaticPart), shared by every page of the process. */
const staticParts = createStaticMarkup();

/** The config is the same object for every page of a process: written once. */
const configScripts = new WeakMap<PublicConfig, string>();

/**
 * The boot data as a script expression: the query state (JSON answers) as JSON; the config,
 * assets and router state, which may hold values JSON cannot (undefined, route errors), by devalue.
 */
function bootScript(boot: BootData): string {
  let config = configScripts.get(boot.config);
  if (config === undefined) configScripts.set(boot.config, (config = uneval(boot.config)));
  const layout = boot.layout === undefined ? '' : `,layout:${JSON.stringify(boot.layout)}`;
  return `{config:${config},assets:${uneval(boot.assets)},queryState:${queryStateScript(boot.queryState)},router:${uneval(boot.router)}${layout}}`;
}

const layoutQueryKeys = (api: ApiClient) => layoutQueries(api).map((q) => q.queryKey);

// The layout's answers come from the server's public-call cache: the same objects for every
// page until they change, so their text is made once rather than per page (8 KB of JSON).
let lastLayout: { entries: LayoutEntry[]; text: string } | undefined;

// One shared layout per app, known by its layout file store (a process may run several apps:
// the tests do), kept half the public-call cache's time: a page's layout is never more than
// half as old again as when every page asked the cache.
const sharedLayouts = new WeakMap<object, ReturnType<typeof createSharedLayout>>();
function sharedLayoutOf(app: object): ReturnType<typeof createSharedLayout> {
  let shared = sharedLayouts.get(app);
  if (!shared) sharedLayouts.set(app, (shared = createSharedLayout(PUBLIC_ANSWER_MS / 2)));
  return shared;
}

/** The layout file's text (JSON): the same text a page rendered now names by its id. */
function layoutFileText(layout: LayoutEntry[]): string {
  const last = lastLayout;
  if (last && last.entries.length === layout.length && layout.every(([key, data], i) => data === last.entries[i]![1] && hashQueryKey(key) === hashQueryKey(last.entries[i]![0]))) {
    return last.text;
  }
  const text = JSON.stringify(layout);
  lastLayout = { entries: layout, text };
  return text;
}

/**
 * The layout file as a page rendered now would name it: for a layout file asked of a process
 * that has not rendered it (another instance behind the load balancer, or after a restart).
 */
export async function currentLayoutFile(api: ApiClient): Promise<string | null> {
  const queryClient = createQueryClient();
  await loadLayoutQueries(queryClient, api);
  const { layout } = splitLayoutState(dehydrate(queryClient), layoutQueryKeys(api));
  return layout.length > 0 ? layoutFileText(layout) : null;
}

export async function render(o: RenderOptions): Promise<RenderResult> {
  const queryClient = createQueryClient();
  const deps: LoaderDeps = {
    queryClient, api: o.api, isServer: true, cartId: () => o.cartId, notice: () => o.notice ?? null,
  };
  if (o.hasSession === false) deps.signedOut = true;
  const layoutStore = o.layoutData;
  if (layoutStore) deps.loadLayout = () => sharedLayoutOf(layoutStore)(queryClient, o.api);
  const handler = handlerFor(o.request);
  const { context, allow } = o.request.method === 'POST'
    ? await queryForPost(handler, o.request, deps)
    : { context: await handler.query(o.request, { requestContext: deps }), allow: undefined };
  if (context instanceof Response) return { kind: 'response', response: context };
  const extra = allow === undefined ? {} : { allow };

  const router = createStaticRouter(handler.dataRoutes, context);
  const { document: documentAssets, modules } = pageAssets(o.assets, context.matches);
  const dehydrated = dehydrate(queryClient);
  // The layout's data goes to its own file, fetched once by a browser for every page.
  const { page, layout } = o.layoutData ? splitLayoutState(dehydrated, layoutQueryKeys(o.api)) : { page: dehydrated, layout: [] };
  const layoutId = layout.length > 0 ? o.layoutData!.put(layoutFileText(layout)) : undefined;
  const boot: BootData = {
    config: o.config,
    assets: documentAssets,
    queryState: compactQueryState(page),
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeRouteErrors(context.errors, o.production),
    },
    ...(layoutId !== undefined && { layout: layoutId }),
  };
  const status = pageStatus(context.statusCode, context.errors);
  // Queries that resolve after this point are written into the page by their Suspense boundary.
  const queryStream: ServerQueryStream = {
    nonce: o.nonce,
    written: new Set(dehydrated.queries.map((q) => q.queryHash)),
    // Escaped as scriptJson escapes "<" and friends; a cached answer's text is made once.
    scriptFor: (state) => queryStreamScript(queryStateScript(state)),
  };

  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(
      <Document config={o.config} assets={boot.assets}>
        <App config={o.config} api={o.api} queryClient={queryClient}>
          <QueryStreamContext.Provider value={queryStream}>
            <StaticMarkupContext.Provider value={staticParts}>
              <StaticRouterProvider router={router} context={context} hydrate={false} nonce={o.nonce} />
            </StaticMarkupContext.Provider>
          </QueryStreamContext.Provider>
        </App>
      </Document>,
      {
        nonce: o.nonce,
        // devalue escapes '<' and friends, so no value can break out of the script element.
        // The query state travels compact; the client entry expands it before it hydrates.
        // A built app starts after the first paint; development keeps Vite's module scripts.
        bootstrapScriptContent: `window.${BOOT_GLOBAL}=${bootScript(boot)}`
          + (modules ? paintFirstImport(o.assets.scripts, modules, boot.assets.fonts, layoutId && layoutDataPath(layoutId)) : ''),
        bootstrapModules: modules ? undefined : o.assets.scripts,
        // React outlines large finished boundaries into hidden segments moved by script; a
        // crawler, or a browser with JavaScript off, must get every finished boundary in place.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          if (!o.waitForAll) resolve({ kind: 'stream', status, ...extra, pipe: stream.pipe, abort: stream.abort });
        },
        onAllReady() {
          if (o.waitForAll) resolve({ kind: 'stream', status, ...extra, pipe: stream.pipe, abort: stream.abort });
          // the parts this render found not made yet, made once it is over
          setImmediate(() => staticParts.makePending(o.onError));
        },
        onShellError(error) {
          reject(error);
        },
        onError(error) {
          o.onError(error);
        },
      },
    );
  });
}
