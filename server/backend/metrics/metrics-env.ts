import { z } from 'zod';

// METRICS_PORT (the BFF) and BACKEND_METRICS_PORT (the standalone backend), read alike: a port,
// 0 for any free one, or `off`. Unset: the default port, except under NODE_ENV=test, where
// many processes share a machine and a test asks for its own.

export const DEFAULT_METRICS_PORT = 9464;
export const DEFAULT_BACKEND_METRICS_PORT = 9465;

export const MetricsPort = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v),
  z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)]).optional(),
);

export interface MetricsListen {
  port: number;
  host: string;
}

/** Where /metrics listens, or null when it is off. */
export function metricsListen(
  port: number | 'off' | undefined,
  host: string,
  nodeEnv: 'development' | 'production' | 'test',
  defaultPort: number,
): MetricsListen | null {
  const chosen = port ?? (nodeEnv === 'test' ? 'off' : defaultPort);
  return chosen === 'off' ? null : { port: chosen, host };
}
