import { STATUS_CODES } from 'node:http';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { CART_ACTION_PATH } from '../shared/contract/cart-action';
import { createCartAction } from './cart/cart-action';
import { CART_CALL_HANDLERS } from './cart/cart-handlers';
import { createGiftWithPurchase } from './cart/gift-with-purchase';
import { createCallPipeline } from './api/call-pipeline';
import { createApiRouter } from './api/router';
import { createRevalidateEndpoint } from './api/revalidate-endpoint';
import { REVALIDATE_PATH } from '../shared/contract/revalidate';
import { RUM_PATH } from '../shared/contract/rum-values';
import { createRumEndpoint } from './api/rum-endpoint';
import type { Throttle } from './api/throttle/throttle';
import { thirdPartyOrigins } from '../shared/rules/third-party-scripts';
import type { AppConfig } from './config';
import { consolePathsNotFound } from './http/console-paths';
import { createOpsRouter } from './http/ops';
import { contextOf, requestContext } from './http/request-context';
import { createReadinessCheck, READINESS_TIMEOUT_MS } from './http/readiness';
import { redirectTable, redirectTableEndpoint, type RedirectTable } from './http/redirects';
import { requestGuard } from './http/request-guard';
import { requestLogging } from './http/logging';
import { securityHeaders } from './http/security';
import { trailingSlash } from './http/trailing-slash';
import { createPageCache } from './render/page-cache';
import { createPageRenderer, type ClientAssets, type EntryServer } from './render/page-renderer';
import { sourceMapRule } from './render/static-files';
import { SCREEN_CHUNKS_PATH } from '../shared/build-meta';
import { screenChunksHandler } from './render/screen-chunks';
import { createLayoutDataStore, layoutDataHandler } from './render/layout-data';
import { LAYOUT_DATA_DIR } from '../shared/layout-data';
import type { Upstream } from './upstream/upstream-client';
import type { CacheLayer } from './cache/cache-layer';
import { createLayoutEntry } from './cache/layout-entry';
import { PUBLIC_ANSWER_MS } from '../shared/contract/define';
import type { BffMetrics } from './telemetry/metrics/bff-metrics';
import { httpMetrics } from './telemetry/metrics/http-metrics';

export interface AppDeps {
  config: Readonly<AppConfig>;
  logger: Logger;
  /** The one upstream client (server/upstream): SSR, /api, gift rules, sitemap and readiness use it. */
  upstream: Upstream;
  /** The tagged caches (server/cache): the upstream's public answers, the layout entry, the page cache; purge by tag. */
  cache: CacheLayer;
  /** Limits on the account calls (/api step 6); boot makes it (memory, or Redis with REDIS_URL). */
  throttle: Throttle;
  redirects: RedirectTable;
  loadEntry(): Promise<EntryServer>;
  assets(): ClientAssets;
  /** Static files and dev tooling: built assets in production, Vite's middlewares in development. */
  staticMiddleware: RequestHandler[];
  /** Extra routers mounted with the ops endpoints (the image optimiser). */
  extraRouters?: RequestHandler[];
  dev?: boolean;
  /** True once the process is shutting down: readiness answers 503 at once. */
  draining?: () => boolean;
  /** The recorders of server/telemetry/metrics; nothing is measured without them. */
  metrics?: BffMetrics;
}

const PAGE_METHODS = 'GET, HEAD, POST';

/** OPTIONS says what a page allows; PUT, DELETE and the rest get 405 with the same list. */
const refusedMethod: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'POST') return next();
  res.set({ allow: PAGE_METHODS, 'cache-control': 'no-store' });
  if (req.method === 'OPTIONS') return res.status(204).end();
  res.status(405).type('text/plain').send('Method not allowed');
};

/** The BFF: the request flow of ARCHITECTURE.md, in order. */
export function createApp(d: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', d.config.trustProxy);

  // 0 the request's duration, by route pattern (server/telemetry/metrics)
  if (d.metrics) app.use(httpMetrics(d.metrics.http));
  // 1 request id + log line, then the guard (so refused requests are logged too)
  app.use(requestLogging(d.logger));
  app.use(requestGuard);
  // 2 security
  app.use(securityHeaders({ dev: Boolean(d.dev), thirdPartyOrigins: thirdPartyOrigins(d.config.public) }));
  // Level 4, not zlib's 6: half the CPU on a page's HTML for ~10 % more bytes (docs/performance.md);
  // built assets are served precompressed at the highest levels and never pass through here.
  app.use(compression({ level: 4 }));
  app.use(cookieParser());
  // 3 the request context: session token, cart id, the upstream client bound to them, read once
  app.use(requestContext({ cookies: d.config, upstream: d.upstream, logger: d.logger }));
  // The layout's data, which pages name instead of carrying (shared/layout-data.ts)
  const layoutFiles = createLayoutDataStore();
  // Half the public answers' time: a page's layout is never more than half as old again as its answers.
  const layout = createLayoutEntry({ answers: d.cache.answers, files: layoutFiles, ttlMs: PUBLIC_ANSWER_MS / 2 });
  // A page already kept for visitors without our cookies, sent at once (decision 040); the rest
  // of the flow below is unchanged for everything else, this page's first render included.
  const pageCache = d.config.pageCache.enabled
    ? createPageCache({
        config: d.config,
        logger: d.logger,
        upstream: d.upstream,
        loadEntry: d.loadEntry,
        assets: d.assets,
        layout,
        cache: d.cache,
        redirected: (pathname) => d.redirects.lookup(pathname) !== null,
        ...(d.metrics && { metrics: d.metrics.caches }),
      })
    : null;
  if (pageCache) app.use(pageCache.kept);
  // 4 static (source maps only when published; Vite's own in development)
  if (!d.dev) app.use(sourceMapRule(d.config.publicSourceMaps));
  // the chunk map before the build metadata's directory, which answers 404 for any other name
  app.get(SCREEN_CHUNKS_PATH, screenChunksHandler(d.assets));
  app.get(
    `${LAYOUT_DATA_DIR}/:file`,
    layoutDataHandler(layoutFiles, async () => {
      const { makeLayout } = await d.loadEntry();
      if (!makeLayout) return null;
      const { id } = await layout.forRequest(d.upstream.client()).current(makeLayout);
      return id === null ? null : (layoutFiles.get(id) ?? null);
    }),
  );
  if (d.staticMiddleware.length > 0) app.use(d.staticMiddleware);
  // 5 ops
  const ready = createReadinessCheck({
    upstream: d.upstream.client({ timeoutMs: READINESS_TIMEOUT_MS }),
    loadEntry: d.loadEntry,
  });
  d.metrics?.readiness.watch(async () => !d.draining?.() && (await ready()).ok);
  app.use(
    createOpsRouter({
      siteUrl: d.config.siteUrl,
      ready,
      api: d.upstream.client(),
      ...(d.draining && { draining: d.draining }),
    }),
  );
  // 6 images
  for (const r of d.extraRouters ?? []) app.use(r);
  // 7 /api
  app.get('/api/redirects', redirectTableEndpoint(d.redirects));
  // Change events, server to server: signed instead of same-origin, no cookies read (README "Change events").
  app.all(
    REVALIDATE_PATH,
    createRevalidateEndpoint({ secret: d.config.revalidateSecret, cache: d.cache, logger: d.logger }),
  );
  // Real shoppers' Web Vitals (navigator.sendBeacon): validated, bounded, observed (README).
  app.all(
    RUM_PATH,
    createRumEndpoint({
      siteUrl: d.config.siteUrl,
      logger: d.logger,
      ...(d.metrics && { metrics: d.metrics.rum }),
    }),
  );
  // One call pipeline: /api sends its answers; page forms posted without JavaScript call it in-process (step 9).
  const pipeline = createCallPipeline({
    config: d.config,
    logger: d.logger,
    throttle: d.throttle,
    afterCartChange: createGiftWithPurchase(),
    cartHandlers: CART_CALL_HANDLERS,
    ...(d.metrics && { onCartChange: d.metrics.cartChanged }),
  });
  app.use(createApiRouter(pipeline));
  // The cart's one action (decision 015): every cart change of a browser, a POST to the cart page's path, form or JSON, calling the cart service.
  app.post(CART_ACTION_PATH, createCartAction(pipeline.deps));
  if (d.config.useEmbeddedBackend) app.use(d.upstream.checkoutPassThrough((req) => contextOf(req).token)); // the embedded backend's hosted checkout
  // 9 SSR (mounted after the route rules): anonymous page GETs/HEADs from the page cache when it
  // is on, the rest rendered; a form POST is admitted (same-site, urlencoded, 32 kB) and runs its
  // route action first (decision 013)
  const pages = express.Router();
  if (pageCache) pages.use(pageCache.handler);
  pages.use(
    createPageRenderer({
      config: d.config,
      pipeline,
      loadEntry: d.loadEntry,
      assets: d.assets,
      layout,
      ...(d.metrics && { metrics: d.metrics.ssr }),
    }),
  );
  // 8 route rules (the route match, 404 and auth guard run in the route loaders); for page GETs,
  // HEADs and form POSTs alike. Console-like paths first: straight to the 404 page.
  app.use(consolePathsNotFound(pages));
  app.use(trailingSlash);
  app.use(redirectTable(d.redirects.lookup));
  app.use(pages);

  // Pages answer GET, HEAD and form POSTs (the renderer above); any other method is refused here,
  // not by Express's default text.
  app.use(refusedMethod);

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 600 ? err.status : 500;
    // A client's mistake (a malformed body, one too large) is no fault of the server: a warning
    // without a stack, so nobody can fill the error log with them.
    if (status < 500) req.log?.warn({ status, reason: String(err?.message ?? '').slice(0, 200) }, 'request refused');
    else req.log?.error({ err }, 'unhandled error');
    if (res.headersSent) return res.end();
    res
      .status(status)
      .type('text/plain')
      .send(status >= 500 ? 'Something went wrong. Please try again.' : (STATUS_CODES[status] ?? 'Bad request'));
  };
  app.use(onError);
  return app;
}
