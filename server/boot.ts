import type { Express } from 'express';
import type { Logger } from 'pino';
import { createApp } from './app';
import { createThrottle, type Throttle } from './api/throttle/throttle';
import { startBackend, type RunningBackend } from './backend/start';
import { fillCartId } from './cart/cart-id';
import { deepFreeze, loadConfig, type AppConfig } from './config';
import { createLogger } from './http/logging';
import { createLiveRedirects, loadRedirects } from './http/redirects';
import { followBackendRedirects } from './http/redirect-source';
import { createImageRouter } from './images/image-router';
import type { RenderSetup } from './render/render-setup';
import { createUpstream, type Upstream } from './upstream/upstream-client';
import { createCacheLayer, type CacheLayer } from './cache/cache-layer';
import { createChangeFanout, type ChangeFanout } from './cache/change-fanout';
import type { UpstreamTargets } from './upstream/upstream-targets';
import { createBackendMetrics } from './backend/metrics/backend-metrics';
import { resolveBuildInfo } from './backend/metrics/build-info';
import { startMetricsServer, type RunningMetricsServer } from './backend/metrics/metrics-server';
import { createBffMetrics, type BffMetrics } from './telemetry/metrics/bff-metrics';
import { watchCaches } from './telemetry/metrics/cache-metrics';

// The one place that reads the configuration and wires the app (ARCHITECTURE, server/boot.ts):
// config (frozen), logger, the embedded backend unless UPSTREAM_* are set, the redirect table,
// the one upstream client, the throttle (memory, or Redis with REDIS_URL), the caches and how
// changes reach them (the embedded backend's in-process, every replica's through Redis), the
// image optimiser, the app. server/index.ts adds only the process (listen, signals, drain); the test app calls
// the same function.

export interface BootOptions {
  /** The environment; process.env by default. */
  env?: NodeJS.ProcessEnv;
  /** The SSR entry and client assets, given the frozen config (server/render/render-setup.ts). */
  render(config: Readonly<AppConfig>): Promise<RenderSetup>;
  dev?: boolean;
  /** True once the process is shutting down: readiness answers 503 (server/serve.ts). */
  draining?: () => boolean;
}

export interface Booted {
  config: Readonly<AppConfig>;
  logger: Logger;
  /** Where the upstream services answer: UPSTREAM_* or the embedded backend. Frozen. */
  targets: UpstreamTargets;
  upstream: Upstream;
  /** The tagged caches; purgeTags(tags) forgets what shows them (a change event's handler calls it). */
  cache: CacheLayer;
  /** With REDIS_URL: purges heard here reach every replica, theirs reach this one. */
  fanout: ChangeFanout | null;
  /** Limits on the account calls; its Redis client (if any) closes with close(). */
  throttle: Throttle;
  app: Express;
  /** The embedded backend, when one started. */
  backend: RunningBackend | null;
  /** The BFF's metrics (its registry, and the recorders the app's steps report to). */
  metrics: BffMetrics;
  /** GET /metrics on METRICS_PORT; null when off. */
  metricsServer: RunningMetricsServer | null;
  /** Closes what boot opened (backend, Vite, the throttle's Redis client); the HTTP server is the caller's. */
  close(): Promise<void>;
}

export async function boot(options: BootOptions): Promise<Booted> {
  const config = loadConfig(options.env ?? process.env);
  const logger = createLogger(config.logLevel);
  const redirectFile = loadRedirects(config.redirectsFile);
  const redirects = createLiveRedirects(redirectFile.entries);
  // One process, one port: the embedded backend's registry is served beside the BFF's (decision 039).
  const build = resolveBuildInfo(options.env ?? process.env);
  const metrics = createBffMetrics({ build, defaults: config.metrics !== null });
  const backendMetrics = config.upstream ? null : createBackendMetrics({ build, defaults: false });

  const backend = config.upstream
    ? null
    : await startBackend({
        dataDir: config.dataDir,
        ...(config.drawingsDir && { drawingsDir: config.drawingsDir }),
        port: config.backendPort,
        secret: config.backendSecret,
        siteUrl: config.siteUrl,
        console: config.console,
        // the file fills the backend's table once; the console edits it from then on
        redirectSeed: redirectFile.entries,
        ...(backendMetrics && { metrics: backendMetrics }),
        // the embedded backend sends no mail: in development its outbox (links, "already registered") is the log
        ...(config.env === 'development' && { onMail: (mail) => logger.info({ mail }, 'embedded backend outbox') }),
      });
  if (backend) {
    logger.info({ url: backend.url }, 'embedded backend started');
    if (backend.console) logger.info({ url: backend.console.url }, `operator console on ${backend.console.url}`);
    if (backend.consoleError) logger.error(`operator console not started: ${backend.consoleError}`);
    if (backend.console?.firstOwnerLink) {
      logger.warn(`no staff yet: create the first owner of the console at ${backend.console.firstOwnerLink}`);
    }
    if (config.isProduction && !config.backendSecretSet) {
      logger.warn('BACKEND_SECRET is not set: account links are signed with the development secret');
    }
  }
  const targets: UpstreamTargets = deepFreeze(config.upstream ?? { ecomUrl: backend!.url, cmsUrl: backend!.url });

  // Never blocks the start: with Redis unreachable the counters stay in memory until it answers.
  const throttle = createThrottle({ logger, redisUrl: config.redisUrl, onRefusal: metrics.throttled });
  if (config.redisUrl) logger.info('throttle counters in Redis (REDIS_URL)');

  let fanout: ChangeFanout | null = null;
  let metricsServer: RunningMetricsServer | null = null;
  try {
    const render = await options.render(config);
    // One tagged cache layer: the upstream keeps public answers in it, the app its layout entry and pages.
    const cache = createCacheLayer();
    const stopCacheMetrics = watchCaches(cache, metrics.caches);
    // Changes (docs/decisions/033): the embedded backend's purge here in-process; an external
    // upstream signs them to POST /api/revalidate; with Redis every replica purges them.
    const stopChanges = backend?.changes.on((tags) => cache.purgeTags(tags));
    fanout = config.redisUrl ? createChangeFanout({ redisUrl: config.redisUrl, cache, logger }) : null;
    if (!backend && !config.revalidateSecret && config.isProduction) {
      logger.warn('REVALIDATE_SECRET is not set: POST /api/revalidate refuses every change event');
    }
    const upstream = createUpstream({
      targets,
      cache: cache.answers,
      timeoutMs: config.upstreamTimeoutMs,
      metrics: metrics.upstream,
      // The server transport fills the cart id from the cookie, as it does the token.
      fillInput: (call, input, request) => fillCartId(call, input, request.cartId),
    });
    // REDIRECTS_FILE set: the operator keeps the table in git and the file wins (README, Redirect table)
    const redirectSource = config.redirectsFileSet
      ? null
      : followBackendRedirects({ table: redirects, upstream, cache, logger });
    if (backend) await redirectSource?.refresh();
    else void redirectSource?.refresh();
    const images = createImageRouter({
      cmsAssetsUrl: () => targets.cmsUrl,
      // SPEC section 9: the CMS hosts and the shop CDN; never the site itself.
      allowedHosts: [new URL(targets.cmsUrl).host, ...config.imageSourceHosts],
      ownHosts: [new URL(config.siteUrl).host],
      upstream,
      logger,
    });
    const app = createApp({
      config,
      logger,
      upstream,
      cache,
      throttle,
      redirects,
      loadEntry: render.loadEntry,
      assets: render.assets,
      staticMiddleware: render.staticMiddleware,
      extraRouters: [images],
      metrics,
      ...(options.draining && { draining: options.draining }),
      ...(options.dev && { dev: true }),
    });
    if (config.metrics) {
      const registries = backendMetrics ? [metrics.registry, backendMetrics.registry] : [metrics.registry];
      // As the console: a taken port is logged, and the shop serves on without its metrics.
      metricsServer = await startMetricsServer({ ...config.metrics, registries: () => registries }).catch(
        (err: unknown) => {
          logger.error({ err, port: config.metrics?.port }, `metrics not served: ${(err as Error).message}`);
          return null;
        },
      );
      if (metricsServer) logger.info({ url: metricsServer.url }, `metrics on ${metricsServer.url}`);
    }
    const close = async () => {
      await metricsServer?.close();
      stopCacheMetrics();
      redirectSource?.stop();
      await render.close?.();
      stopChanges?.();
      await fanout?.close();
      await throttle.close();
      await backend?.close();
    };
    return { config, logger, targets, upstream, cache, fanout, throttle, app, backend, metrics, metricsServer, close };
  } catch (err) {
    await metricsServer?.close();
    await fanout?.close();
    await throttle.close();
    await backend?.close();
    throw err;
  }
}
