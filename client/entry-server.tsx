import { dehydrate } from '@tanstack/react-query';
import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticRouter, StaticRouterProvider, type StaticHandler } from 'react-router-dom';
import { queryForPost } from './server/form-post';
import { createPageHandlers } from './server/page-handlers';
import type { ApiClient } from '../shared/contract/api-client';
import type { CartNotice } from '../shared/contract/cart-action';
import { App } from './app/App';
import { BOOT_GLOBAL, serializeRouteErrors, type BootData } from './app/boot-data';
import { compactQueryState, queryStateScript } from './app/boot-query-state';
import { bootScript } from './server/boot-script';
import { layoutQueryKeys, makeLayout, putLayout } from './server/layout-file';
import { pageAssets, type RenderAssets } from './server/page-assets';
import { createStaticMarkup } from './server/static-markup';
import { StaticMarkupContext } from './components/ui/StaticPart';
import { paintFirstImport } from './server/paint-first';
import { CONSENT_ASK_SCRIPT } from './features/consent/consent-ask-script';
import { splitLayoutState } from './app/layout-state';
import { layoutDataPath, type LayoutSnapshot, type LayoutSource } from '../shared/layout-data';
import { Document } from './app/Document';
import type { PublicConfig } from './lib/app/app-context';
import type { LoaderDeps } from './lib/routing/loader-deps';
import { createRenderQueryClient } from './lib/query/query-client';
import { queryStreamScript, QueryStreamContext, type ServerQueryStream } from './lib/query/query-stream';
import { createRoutes } from './routes';
import { EAGER_SCREENS } from './screens/eager-screens';
import { pageStatus } from './lib/routing/page-status';

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
  /** A form POST's cart action, run in the BFF (LoaderDeps.cart). */
  cart?: LoaderDeps['cart'];
  nonce: string;
  /** Crawlers get the document only when everything is ready. */
  waitForAll: boolean;
  production: boolean;
  config: PublicConfig;
  assets: RenderAssets;
  onError(error: unknown): void;
  /** Told when the shell, then the whole page, is rendered (the server's render-time metrics). */
  onShellReady?(): void;
  onAllReady?(): void;
  /** Told when the route loaders are done and React starts (the server's spans and Server-Timing). */
  onLoaded?(): void;
  /**
   * The layout's data, kept by the server for every page, which the page names as a file instead
   * of carrying (shared/layout-data.ts). Without it, the page loads and carries the layout itself.
   */
  layout?: LayoutSource;
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

/** Fetches the layout's answers for the server's layout entry (a layout file asked of a process that has not rendered it). */
export { makeLayout };

export async function render(o: RenderOptions): Promise<RenderResult> {
  const queryClient = createRenderQueryClient();
  const deps: LoaderDeps = {
    queryClient,
    api: o.api,
    isServer: true,
    cartId: () => o.cartId,
    notice: () => o.notice ?? null,
  };
  if (o.hasSession === false) deps.signedOut = true;
  if (o.cart) deps.cart = o.cart;
  let layout: LayoutSnapshot | undefined;
  const source = o.layout;
  if (source) {
    deps.loadLayout = async () => {
      layout = await source.current(makeLayout);
      putLayout(queryClient, layout);
    };
  }
  const handler = handlerFor(o.request);
  const { context, allow } =
    o.request.method === 'POST'
      ? await queryForPost(handler, o.request, deps)
      : { context: await handler.query(o.request, { requestContext: deps }), allow: undefined };
  o.onLoaded?.();
  if (context instanceof Response) return { kind: 'response', response: context };
  const extra = allow === undefined ? {} : { allow };

  const router = createStaticRouter(handler.dataRoutes, context);
  const { document: documentAssets, modules, page: bootPage } = pageAssets(o.assets, context.matches);
  const dehydrated = dehydrate(queryClient);
  // The layout's data goes to its own file, fetched once by a browser for every page.
  const layoutId = layout?.id ?? undefined;
  const page = layoutId === undefined ? dehydrated : splitLayoutState(dehydrated, layoutQueryKeys(o.api)).page;
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
    ...(bootPage && { page: bootPage }),
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
        bootstrapScriptContent:
          `window.${BOOT_GLOBAL}=${bootScript(boot)}` +
          (modules
            ? paintFirstImport(o.assets.scripts, modules, boot.assets.fonts, layoutId && layoutDataPath(layoutId))
            : '') +
          (o.config.consentToolUrl ? '' : CONSENT_ASK_SCRIPT),
        bootstrapModules: modules ? undefined : o.assets.scripts,
        // React outlines large finished boundaries into hidden segments moved by script; a
        // crawler, or a browser with JavaScript off, must get every finished boundary in place.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          o.onShellReady?.();
          if (!o.waitForAll) resolve({ kind: 'stream', status, ...extra, pipe: stream.pipe, abort: stream.abort });
        },
        onAllReady() {
          o.onAllReady?.();
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
