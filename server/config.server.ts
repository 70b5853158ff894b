import { z } from 'zod';
import type { PublicConfig } from '../shared/public-config';
import { BACKEND_ENV_FIELDS, BaseUrl } from './backend/backend-env';

export type { PublicConfig };

// The environment, read once at start (server/boot.ts) and validated; a bad value stops the
// process with a message naming the variable. The result is frozen: nothing changes it after
// boot. Only `public` reaches the browser. The embedded backend's variables (SITE_URL,
// DATA_DIR, BACKEND_SECRET) and their defaults are the backend's own (backend/backend-env.ts).
const url = BaseUrl;

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
  TRUST_PROXY: z.string().default('loopback'),
  /** Serve the browser bundle's source maps (/assets/*.js.map). Off: they stay in dist/ for error reporting only. */
  PUBLIC_SOURCE_MAPS: z.enum(['true', 'false']).default('false'),
});

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
  dataDir: string;
  upstreamTimeoutMs: number;
  redirectsFile: string;
  logLevel: Env['LOG_LEVEL'];
  backendSecret: string;
  /** False when BACKEND_SECRET was not set (the development default signs links). */
  backendSecretSet: boolean;
  trustProxy: string;
  /** PUBLIC_SOURCE_MAPS=true: /assets/*.map are served; otherwise they answer 404. */
  publicSourceMaps: boolean;
  public: PublicConfig;
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
  if (Boolean(e.UPSTREAM_ECOM_URL) !== Boolean(e.UPSTREAM_CMS_URL)) {
    throw new Error('Invalid environment configuration:\n  UPSTREAM_ECOM_URL and UPSTREAM_CMS_URL must be set together');
  }
  const upstream = e.UPSTREAM_ECOM_URL && e.UPSTREAM_CMS_URL ? { ecomUrl: e.UPSTREAM_ECOM_URL, cmsUrl: e.UPSTREAM_CMS_URL } : null;
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
    dataDir: e.DATA_DIR,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    redirectsFile: e.REDIRECTS_FILE,
    logLevel: e.LOG_LEVEL,
    backendSecret: e.BACKEND_SECRET,
    backendSecretSet: Boolean(source.BACKEND_SECRET),
    trustProxy: e.TRUST_PROXY,
    publicSourceMaps: e.PUBLIC_SOURCE_MAPS === 'true',
    public: {
      brand: e.BRAND,
      siteUrl: e.SITE_URL,
      searchToken: e.SEARCH_TOKEN,
      subscriptionMerchantId: e.SUBSCRIPTION_MERCHANT_ID,
      gtmId: e.GTM_ID,
      analyticsIntegration: e.ANALYTICS_INTEGRATION,
    },
  });
}
