import { z } from 'zod';

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

export const BACKEND_ENV_FIELDS = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SITE_URL: BaseUrl.default(DEFAULT_SITE_URL),
  DATA_DIR: z.string().default('./data'),
  /** Signs activation and reset links. */
  BACKEND_SECRET: z.string().min(16).default('dev-only-secret-change-me-please'),
};

/** `npm run backend` (docker-compose): its own port and every interface inside a container. */
const StandaloneSchema = z.object({
  ...BACKEND_ENV_FIELDS,
  BACKEND_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  BACKEND_HOST: z.string().default('0.0.0.0'),
  ASSETS_DIR: z.string().optional(),
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
  return Object.freeze({ ...parsed.data, secretSet: Boolean(source.BACKEND_SECRET) });
}
