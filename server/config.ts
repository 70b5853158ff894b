import { z } from 'zod';
import { ANALYTICS_DEBUG_DEFAULT } from '../shared/constants';
import type { PublicConfig } from '../shared/public-config';
import { validateAnalyticsIntegration } from '../shared/rules/analytics-config';
import { keyedScriptUrls, scriptSrc } from '../shared/rules/third-party-scripts';
import {
  BACKEND_ENV_FIELDS,
  BaseUrl,
  consoleStartOptions,
  ImageSourceHosts,
  RevalidateSecret,
  type ConsoleStartOptions,
} from './backend/backend-env';
import { DEFAULT_METRICS_PORT, MetricsPort, metricsListen, type MetricsListen } from './backend/metrics/metrics-env';
import { RENDER_ABORT_MS } from './render/render-timeout';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

export type { PublicConfig };

// The environment, read once at start (server/boot.ts) and validated; a bad value stops the
// process with a message naming the variable. The result is frozen: nothing changes it after
// boot. Only `public` reaches the browser. The embedded backend's variables (SITE_URL,
// DATA_DIR, BACKEND_SECRET) and their defaults are the backend's own (backend/backend-env.ts).
const url = BaseUrl;
/** An empty variable (`REDIS_URL=` in a compose file) counts as not set. */
/** A script URL template: an http(s) URL once `{key}` is filled in. */
const scriptTemplate = z
  .string()
  .refine((v) => scriptSrc(v, 'x') !== null, 'must be an http(s) URL ({key} is replaced by the id)');
const unsetWhenEmpty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const EnvSchema = z.object({
  ...BACKEND_ENV_FIELDS,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  BRAND: z.string().min(1).default('Lumen'),
  /** When both are set, no embedded backend starts and the BFF talks to these. */
  UPSTREAM_ECOM_URL: url.optional(),
  UPSTREAM_CMS_URL: url.optional(),
  /** Port of the embedded backend on loopback; 0 picks a free one. */
  BACKEND_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  REDIRECTS_FILE: z.string().default('config/redirects.json'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public keys for third-party scripts (SPEC section 1); empty disables them. */
  SEARCH_TOKEN: z.string().default(''),
  SUBSCRIPTION_MERCHANT_ID: z.string().default(''),
  GTM_ID: z.string().default(''),
  ANALYTICS_INTEGRATION: z.string().default('gtm'),
  /** Every dataLayer push logged to the browser console. */
  ANALYTICS_DEBUG: z.enum(['true', 'false']).default(ANALYTICS_DEBUG_DEFAULT ? 'true' : 'false'),
  /** Script URL templates (`{key}` = the id/token); used only when their key above is set. */
  GTM_SCRIPT_URL: scriptTemplate.default('https://www.googletagmanager.com/gtm.js?id={key}'),
  SEARCH_SCRIPT_URL: scriptTemplate.default(
    'https://cdn.searchspring.net/search/v3/js/searchspring.catalog.js?siteId={key}',
  ),
  SUBSCRIPTION_SCRIPT_URL: scriptTemplate.default('https://static.ordergroove.com/{key}/main.js'),
  /** A consent tool's script exposing window.privacyPreferences; empty: the first-party banner stands in. */
  CONSENT_TOOL_URL: z
    .string()
    .default('')
    .refine((v) => v.trim() === '' || scriptSrc(v, 'x') !== null, 'must be empty or an http(s) URL'),
  /** The share of page views that report their Web Vitals (0 to 1): told to the browser in the public config. */
  RUM_SAMPLE_RATE: z.preprocess(unsetWhenEmpty, z.coerce.number().min(0).max(1).default(1)),
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((text, ctx) => {
      const parsed = parseTrustProxy(text);
      if (typeof parsed === 'object' && 'error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
  /** Throttle counters shared by every replica (redis:// or rediss://); in memory per replica when unset. */
  REDIS_URL: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .url()
      .refine((u) => /^rediss?:\/\//i.test(u), 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  /** Verifies POST /api/revalidate (change events); unset: the endpoint refuses every request with 401. */
  REVALIDATE_SECRET: RevalidateSecret,
  /** Extra hosts /_ipx may fetch absolute sources from (the shop CDN), comma-separated host[:port]. */
  IMAGE_SOURCE_HOSTS: ImageSourceHosts,
  /**
   * How long SIGTERM/SIGINT waits for in-flight requests before the process exits with 1.
   * Default: the render abort plus the upstream timeout plus a margin (loaders wait for the
   * upstream before the stream's own timer starts).
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  /** Serve the browser bundle's source maps (/assets/*.js.map). Off: they stay in dist/ for error reporting only. */
  PUBLIC_SOURCE_MAPS: z.enum(['true', 'false']).default('false'),
  /** The anonymous page cache: on by default in production only; off everywhere else unless set. */
  PAGE_CACHE: z.preprocess(unsetWhenEmpty, z.enum(['on', 'off']).optional()),
  /** Seconds a cached page is fresh (also the CDN's s-maxage); as long as the upstream's public answers are kept (PUBLIC_ANSWER_MS). */
  PAGE_CACHE_TTL: z.coerce.number().int().min(1).max(86_400).default(30),
  /** Seconds past the TTL a stale page may still be served while one render refreshes it. */
  PAGE_CACHE_STALE: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Upper bound of the cache's memory, in megabytes of HTML. */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** GET /metrics on a port of its own: 9464 by default (off under NODE_ENV=test), `off` for none, 0 for any free one. */
  METRICS_PORT: MetricsPort,
  /** Loopback unless told otherwise: Prometheus scrapes from inside the network, never through the shop's port. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

/** Slack on top of the longest request, for closing the backend and flushing logs. */
export const SHUTDOWN_MARGIN_MS = 5_000;

export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  brand: string;
  siteUrl: string;
  /** UPSTREAM_ECOM_URL / UPSTREAM_CMS_URL when set; null: the embedded backend serves both (boot resolves its URL). */
  upstream: { readonly ecomUrl: string; readonly cmsUrl: string } | null;
  useEmbeddedBackend: boolean;
  backendPort: number;
  /** The embedded backend's operator console (CONSOLE_*); null when off. */
  console: ConsoleStartOptions | null;
  dataDir: string;
  /** ASSET_DRAWINGS_DIR: the embedded backend's shared seed pictures (drawing-cache.ts); null: none */
  drawingsDir: string | null;
  upstreamTimeoutMs: number;
  redirectsFile: string;
  /** True when REDIRECTS_FILE was set: the file is the shop's table, not the backend's (README, Redirect table). */
  redirectsFileSet: boolean;
  logLevel: Env['LOG_LEVEL'];
  backendSecret: string;
  /** False when BACKEND_SECRET was not set (the development default signs links). */
  backendSecretSet: boolean;
  trustProxy: TrustProxy;
  /** REDIS_URL, or null: throttle counters in memory (one replica). */
  redisUrl: string | null;
  /** REVALIDATE_SECRET, or null: POST /api/revalidate answers 401 to everything (the embedded backend purges in-process). */
  revalidateSecret: string | null;
  /** Hosts besides the CMS's that /_ipx may fetch from (IMAGE_SOURCE_HOSTS); never the site's. */
  imageSourceHosts: readonly string[];
  /** SIGTERM drain bound (SHUTDOWN_TIMEOUT_MS); longer than the longest render and upstream call. */
  shutdownTimeoutMs: number;
  /** PUBLIC_SOURCE_MAPS=true: /assets/*.map are served; otherwise they answer 404. */
  publicSourceMaps: boolean;
  /** PAGE_CACHE*: anonymous pages kept rendered (server/render/page-cache*.ts). */
  pageCache: PageCacheConfig;
  /** METRICS_PORT/METRICS_HOST: where GET /metrics listens; null when off. */
  metrics: MetricsListen | null;
  public: PublicConfig;
}

export interface PageCacheConfig {
  enabled: boolean;
  ttlSeconds: number;
  staleSeconds: number;
  maxBytes: number;
}

/** Freezes the object and everything in it. */
export function deepFreeze<T>(value: T): Readonly<T> {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Readonly<AppConfig> {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // SPEC section 5, with its exact messages: the shop does not start with an unknown integration.
  const analytics = validateAnalyticsIntegration(e.ANALYTICS_INTEGRATION);
  if (!analytics.ok)
    throw new Error(`Invalid environment configuration:\n  ANALYTICS_INTEGRATION: ${analytics.message}`);
  if (Boolean(e.UPSTREAM_ECOM_URL) !== Boolean(e.UPSTREAM_CMS_URL)) {
    throw new Error(
      'Invalid environment configuration:\n  UPSTREAM_ECOM_URL and UPSTREAM_CMS_URL must be set together',
    );
  }
  const longest = Math.max(RENDER_ABORT_MS, e.UPSTREAM_TIMEOUT_MS);
  const shutdownTimeoutMs = e.SHUTDOWN_TIMEOUT_MS ?? RENDER_ABORT_MS + e.UPSTREAM_TIMEOUT_MS + SHUTDOWN_MARGIN_MS;
  if (shutdownTimeoutMs <= longest) {
    throw new Error(
      `Invalid environment configuration:\n  SHUTDOWN_TIMEOUT_MS: must be longer than the render abort (${RENDER_ABORT_MS} ms) and UPSTREAM_TIMEOUT_MS (${e.UPSTREAM_TIMEOUT_MS} ms)`,
    );
  }
  const siteHost = new URL(e.SITE_URL).hostname.toLowerCase();
  if (e.IMAGE_SOURCE_HOSTS.some((h) => new URL(`http://${h}`).hostname === siteHost)) {
    throw new Error(
      'Invalid environment configuration:\n  IMAGE_SOURCE_HOSTS: must not name the site itself (SITE_URL)',
    );
  }
  const upstream =
    e.UPSTREAM_ECOM_URL && e.UPSTREAM_CMS_URL ? { ecomUrl: e.UPSTREAM_ECOM_URL, cmsUrl: e.UPSTREAM_CMS_URL } : null;
  return deepFreeze({
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    brand: e.BRAND,
    siteUrl: e.SITE_URL,
    upstream,
    useEmbeddedBackend: upstream === null,
    backendPort: e.BACKEND_PORT,
    console: upstream === null ? consoleStartOptions(e) : null,
    dataDir: e.DATA_DIR,
    drawingsDir: e.ASSET_DRAWINGS_DIR ?? null,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    redirectsFile: e.REDIRECTS_FILE,
    redirectsFileSet: Boolean(source.REDIRECTS_FILE),
    logLevel: e.LOG_LEVEL,
    backendSecret: e.BACKEND_SECRET,
    backendSecretSet: Boolean(source.BACKEND_SECRET),
    trustProxy: e.TRUST_PROXY,
    imageSourceHosts: e.IMAGE_SOURCE_HOSTS,
    shutdownTimeoutMs,
    redisUrl: e.REDIS_URL ?? null,
    revalidateSecret: e.REVALIDATE_SECRET ?? null,
    publicSourceMaps: e.PUBLIC_SOURCE_MAPS === 'true',
    pageCache: {
      enabled: (e.PAGE_CACHE ?? (e.NODE_ENV === 'production' ? 'on' : 'off')) === 'on',
      ttlSeconds: e.PAGE_CACHE_TTL,
      staleSeconds: e.PAGE_CACHE_STALE,
      maxBytes: e.PAGE_CACHE_MAX_MB * 1024 * 1024,
    },
    metrics: metricsListen(e.METRICS_PORT, e.METRICS_HOST, e.NODE_ENV, DEFAULT_METRICS_PORT),
    public: {
      brand: e.BRAND,
      siteUrl: e.SITE_URL,
      searchToken: e.SEARCH_TOKEN,
      subscriptionMerchantId: e.SUBSCRIPTION_MERCHANT_ID,
      gtmId: e.GTM_ID,
      analyticsIntegration: analytics.integration,
      analyticsDebug: e.ANALYTICS_DEBUG === 'true',
      scriptUrls: keyedScriptUrls(
        { gtmId: e.GTM_ID, searchToken: e.SEARCH_TOKEN, subscriptionMerchantId: e.SUBSCRIPTION_MERCHANT_ID },
        { gtm: e.GTM_SCRIPT_URL, search: e.SEARCH_SCRIPT_URL, subscription: e.SUBSCRIPTION_SCRIPT_URL },
      ),
      consentToolUrl: e.CONSENT_TOOL_URL.trim(),
      rumSampleRate: e.RUM_SAMPLE_RATE,
    },
  });
}
