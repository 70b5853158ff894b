import { z } from 'zod';
import type { PublicConfig } from '../shared/public-config';

export type { PublicConfig };

// The environment, read once at start and validated; a bad value stops the process with
// a message naming the variable. Only publicConfig() reaches the browser.
const url = z.string().url().transform((u) => u.replace(/\/+$/, ''));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  BRAND: z.string().min(1).default('Lumen'),
  SITE_URL: url.default('http://localhost:3000'),
  /** When both are set, no embedded backend starts and the BFF talks to these. */
  UPSTREAM_ECOM_URL: url.optional(),
  UPSTREAM_CMS_URL: url.optional(),
  /** Port of the embedded backend on loopback; 0 picks a free one. */
  BACKEND_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  DATA_DIR: z.string().default('./data'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  REDIRECTS_FILE: z.string().default('config/redirects.json'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Secret for signing activation/reset URLs in the embedded backend. */
  BACKEND_SECRET: z.string().min(16).default('dev-only-secret-change-me-please'),
  /** Public keys for third-party scripts (SPEC section 1); empty disables them. */
  SEARCH_TOKEN: z.string().default(''),
  SUBSCRIPTION_MERCHANT_ID: z.string().default(''),
  GTM_ID: z.string().default(''),
  ANALYTICS_INTEGRATION: z.string().default('gtm'),
  TRUST_PROXY: z.string().default('loopback'),
});

export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  brand: string;
  siteUrl: string;
  /** Resolved upstream base URLs; filled in at boot when the embedded backend starts. */
  upstream: { ecomUrl: string; cmsUrl: string } | null;
  useEmbeddedBackend: boolean;
  backendPort: number;
  dataDir: string;
  upstreamTimeoutMs: number;
  redirectsFile: string;
  logLevel: Env['LOG_LEVEL'];
  backendSecret: string;
  trustProxy: string;
  public: PublicConfig;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
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
  return {
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
    trustProxy: e.TRUST_PROXY,
    public: {
      brand: e.BRAND,
      siteUrl: e.SITE_URL,
      searchToken: e.SEARCH_TOKEN,
      subscriptionMerchantId: e.SUBSCRIPTION_MERCHANT_ID,
      gtmId: e.GTM_ID,
      analyticsIntegration: e.ANALYTICS_INTEGRATION,
    },
  };
}
