import { z } from 'zod';
import { MetricsPort } from './metrics/metrics-env';

// The environment the embedded backend reads, with its defaults written once. The BFF's
// config (server/config.ts) is built on these fields; the standalone backend and the
// seed script read them through loadBackendEnv. Lives in the backend because the backend
// must never import the BFF.

/** An absolute URL without trailing slashes. */
export const BaseUrl = z
  .string()
  .url()
  .transform((u) => u.replace(/\/+$/, ''));

/** The public origin when SITE_URL is not set (`npm start` on this machine). */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

const unsetWhenEmpty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const BACKEND_ENV_FIELDS = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SITE_URL: BaseUrl.default(DEFAULT_SITE_URL),
  DATA_DIR: z.string().default('./data'),
  /** Signs activation and reset links. */
  BACKEND_SECRET: z.string().min(16).default('dev-only-secret-change-me-please'),
  /** The operator console's port: 3100 by default (off under NODE_ENV=test), `off` for none, 0 for any free one. */
  CONSOLE_PORT: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)]).optional(),
  ),
  /** Loopback unless told otherwise: an operator reaches the console through their VPN or SSO proxy. */
  CONSOLE_HOST: z.string().min(1).default('127.0.0.1'),
  /** Owners must enrol a second factor before using the console. */
  CONSOLE_REQUIRE_2FA: z.enum(['true', 'false']).default('false'),
  /** The console's public URL, for the one-time links it hands out; http://localhost:<port> by default. */
  CONSOLE_URL: BaseUrl.optional(),
  /** A variant with this many or fewer on hand counts as low on stock (console Overview). */
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(1_000_000).default(10),
  /** A restock mails at most this many stock-alert subscribers per unit back on sale in one batch. */
  BACK_IN_STOCK_FACTOR: z.coerce.number().int().min(1).max(1000).default(3),
  /**
   * A folder the seed pictures drawn by any store on this machine are kept in and read from
   * (the test shops: each fresh store would otherwise draw all of them again); unset: none.
   */
  ASSET_DRAWINGS_DIR: z.preprocess(unsetWhenEmpty, z.string().optional()),
};

export const DEFAULT_CONSOLE_PORT = 3100;

/** How the backend starts its operator console (server/backend/start.ts). */
export interface ConsoleStartOptions {
  port: number;
  host: string;
  require2fa: boolean;
  /** CONSOLE_URL; unset: http://localhost:<the port it listens on> */
  url?: string | undefined;
  lowStockThreshold: number;
  /** BACK_IN_STOCK_FACTOR: stock-alert mails per unit restocked in one batch */
  backInStockFactor?: number | undefined;
  /** hosts a product import may fetch pictures from (IMAGE_SOURCE_HOSTS) */
  imageSourceHosts?: readonly string[] | undefined;
}

type ConsoleEnv = {
  NODE_ENV: 'development' | 'production' | 'test';
  CONSOLE_PORT?: number | 'off' | undefined;
  CONSOLE_HOST: string;
  CONSOLE_REQUIRE_2FA: 'true' | 'false';
  CONSOLE_URL?: string | undefined;
  LOW_STOCK_THRESHOLD: number;
  BACK_IN_STOCK_FACTOR?: number | undefined;
  IMAGE_SOURCE_HOSTS?: readonly string[] | undefined;
};

/** The console's start options from the parsed environment; null when it is off. */
export function consoleStartOptions(env: ConsoleEnv): ConsoleStartOptions | null {
  const port = env.CONSOLE_PORT ?? (env.NODE_ENV === 'test' ? 'off' : DEFAULT_CONSOLE_PORT);
  if (port === 'off') return null;
  return {
    port,
    host: env.CONSOLE_HOST,
    require2fa: env.CONSOLE_REQUIRE_2FA === 'true',
    url: env.CONSOLE_URL,
    lowStockThreshold: env.LOW_STOCK_THRESHOLD,
    backInStockFactor: env.BACK_IN_STOCK_FACTOR,
    imageSourceHosts: env.IMAGE_SOURCE_HOSTS,
  };
}

/**
 * Signs change events (POST /api/revalidate): the backend's notifier signs with it, the BFF
 * verifies with it. No default: unset, the backend sends none and the BFF accepts none.
 */
export const RevalidateSecret = z.preprocess(
  unsetWhenEmpty,
  z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32)').optional(),
);

/** Hosts pictures may be fetched from (the BFF's /_ipx, a product import): comma-separated host[:port]. */
export const ImageSourceHosts = z
  .string()
  .default('')
  .transform((text, ctx) => {
    const hosts = text
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean);
    for (const host of hosts) {
      if (!/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/.test(host)) {
        ctx.addIssue({ code: 'custom', message: `not a host or host:port: ${host}` });
      }
    }
    return hosts;
  });

/** `npm run backend` (docker-compose): its own port and every interface inside a container. */
const StandaloneSchema = z.object({
  ...BACKEND_ENV_FIELDS,
  BACKEND_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  BACKEND_HOST: z.string().default('0.0.0.0'),
  ASSETS_DIR: z.string().optional(),
  /** The storefront's change endpoint (http://storefront:3000/api/revalidate); unset: changes are not announced. */
  REVALIDATE_URL: z.preprocess(unsetWhenEmpty, z.string().url().optional()),
  REVALIDATE_SECRET: RevalidateSecret,
  IMAGE_SOURCE_HOSTS: ImageSourceHosts,
  /** The backend's own GET /metrics: 9465 by default (off under NODE_ENV=test), `off` for none, 0 for any free one. */
  BACKEND_METRICS_PORT: MetricsPort,
  /** Loopback unless told otherwise (compose: the internal network, for Prometheus). */
  BACKEND_METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

export type BackendEnv = Readonly<z.infer<typeof StandaloneSchema>> & {
  /** False when BACKEND_SECRET was not set (the development default signs links). */
  readonly secretSet: boolean;
};

/** Reads and validates the backend's environment; a bad value throws naming the variable. */
export function loadBackendEnv(source: NodeJS.ProcessEnv = process.env): BackendEnv {
  const parsed = StandaloneSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.REVALIDATE_URL && !parsed.data.REVALIDATE_SECRET) {
    throw new Error('Invalid environment configuration:\n  REVALIDATE_SECRET: must be set with REVALIDATE_URL');
  }
  return Object.freeze({ ...parsed.data, secretSet: Boolean(source.BACKEND_SECRET) });
}
