import type { Express } from 'express';
import type { Throttle } from '../api/throttle/throttle';
import type { RunningBackend } from '../backend/start';
import { boot } from '../boot';
import type { AppConfig } from '../config';
import type { EntryServer } from '../render/page-renderer';
import type { Upstream } from '../upstream/upstream-client';
import type { CacheLayer } from '../cache/cache-layer';
import type { RunningConsole } from '../backend/console/start-console';
import type { ChangeFanout } from '../cache/change-fanout';
import type { BffMetrics } from '../telemetry/metrics/bff-metrics';

export interface TestApp {
  app: Express;
  config: Readonly<AppConfig>;
  upstream: Upstream;
  /** The app's tagged caches: purgeTags as a change event would. */
  cache: CacheLayer;
  throttle: Throttle;
  backendUrl: string;
  /** The embedded backend's operator console, when CONSOLE_PORT is given (off under NODE_ENV=test). */
  console: RunningConsole | null;
  /** The embedded backend (its change events), unless UPSTREAM_* pointed elsewhere. */
  backend: RunningBackend | null;
  /** With REDIS_URL: the change fan-out between replicas. */
  fanout: ChangeFanout | null;
  /** The BFF's metrics; with METRICS_PORT given (off under NODE_ENV=test), served at metricsUrl. */
  metrics: BffMetrics;
  metricsUrl: string | null;
  close(): Promise<void>;
}

export const TEST_ASSETS = { scripts: ['/assets/entry-test.js'], styles: ['/assets/entry-test.css'] };

/**
 * The real BFF over a real embedded backend (in-memory store), rendering the real SSR entry,
 * wired by the same boot() as production. `env` may point UPSTREAM_* elsewhere.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  loadEntry?: () => Promise<EntryServer>,
): Promise<TestApp> {
  // Loaded before the app answers, as production imports the built entry at boot.
  if (!loadEntry) await import('../../client/entry-server');
  const booted = await boot({
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'http://shop.test', DATA_DIR: ':memory:', ...env },
    render: async () => ({
      loadEntry: loadEntry ?? (() => import('../../client/entry-server') as Promise<EntryServer>),
      assets: () => TEST_ASSETS,
      staticMiddleware: [],
    }),
  });
  return {
    app: booted.app,
    config: booted.config,
    upstream: booted.upstream,
    cache: booted.cache,
    throttle: booted.throttle,
    backendUrl: booted.targets.ecomUrl,
    console: booted.backend?.console ?? null,
    backend: booted.backend,
    fanout: booted.fanout,
    metrics: booted.metrics,
    metricsUrl: booted.metricsServer?.url ?? null,
    close: booted.close,
  };
}

export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
export const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
