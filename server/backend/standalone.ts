import { consoleStartOptions, loadBackendEnv } from './backend-env';
import { createChangeNotifier } from './changes/change-notifier';
import { startTracing } from './telemetry/start-tracing';
import { resolveBuildInfo } from './metrics/build-info';
import { createBackendMetrics } from './metrics/backend-metrics';
import { DEFAULT_BACKEND_METRICS_PORT, metricsListen } from './metrics/metrics-env';
import { startMetricsServer } from './metrics/metrics-server';

// The backend as its own process (docker-compose): BACKEND_PORT (default 4001), DATA_DIR,
// BACKEND_HOST (default 0.0.0.0 inside a container), BACKEND_SECRET, SITE_URL, ASSETS_DIR, the
// operator console's CONSOLE_PORT (3100), CONSOLE_HOST, CONSOLE_REQUIRE_2FA, CONSOLE_URL, and
// REVALIDATE_URL and REVALIDATE_SECRET (where changes are announced, signed).
// Defaults and validation: backend-env.ts, shared with the BFF's config and the seed script.
// OTEL_EXPORTER_OTLP_ENDPOINT: traces (service storefront-backend), each call's span a child of
// the storefront's upstream call by the `traceparent` it sends.
let env;
try {
  env = loadBackendEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
if (env.NODE_ENV === 'production' && !env.secretSet) {
  console.error('BACKEND_SECRET must be set in production');
  process.exit(1);
}

const metricsAt = metricsListen(
  env.BACKEND_METRICS_PORT,
  env.BACKEND_METRICS_HOST,
  env.NODE_ENV,
  DEFAULT_BACKEND_METRICS_PORT,
);
// before Express and the HTTP server load (telemetry/start-tracing.ts)
const tracing = await startTracing(process.env, 'storefront-backend').catch((err: Error) => {
  console.error(`tracing not started: ${err.message}`);
  return null;
});
if (tracing) console.log('traces exported over OTLP');
const { startBackend } = await import('./start');
const metrics = metricsAt ? createBackendMetrics({ build: resolveBuildInfo(process.env), defaults: true }) : undefined;
const backend = await startBackend({
  dataDir: env.DATA_DIR,
  port: env.BACKEND_PORT,
  host: env.BACKEND_HOST,
  secret: env.BACKEND_SECRET,
  siteUrl: env.SITE_URL,
  console: consoleStartOptions(env),
  ...(env.ASSETS_DIR && { assetsDir: env.ASSETS_DIR }),
  ...(env.ASSET_DRAWINGS_DIR && { drawingsDir: env.ASSET_DRAWINGS_DIR }),
  ...(metrics && { metrics }),
});
console.log(`backend listening on ${backend.url}`);
const metricsServer =
  metricsAt && metrics ? await startMetricsServer({ ...metricsAt, registries: () => [metrics.registry] }) : null;
if (metricsServer) console.log(`metrics on ${metricsServer.url}`);
if (backend.console) console.log(`operator console on ${backend.console.url}`);
if (backend.consoleError) console.error(`operator console not started: ${backend.consoleError}`);
if (backend.console?.firstOwnerLink) {
  console.log(`no staff yet: create the first owner of the console at ${backend.console.firstOwnerLink}`);
}
const notifier =
  env.REVALIDATE_URL && env.REVALIDATE_SECRET
    ? createChangeNotifier({ changes: backend.changes, url: env.REVALIDATE_URL, secret: env.REVALIDATE_SECRET })
    : null;
if (notifier) console.log(`changes announced to ${env.REVALIDATE_URL}`);
else if (env.NODE_ENV === 'production')
  console.warn('REVALIDATE_URL is not set: the storefront learns of changes only when its caches expire');

const stop = (signal: string) => {
  console.log(`${signal}: closing backend`);
  Promise.resolve(notifier?.close())
    .then(() => metricsServer?.close())
    .then(() => backend.close())
    .then(() => tracing?.shutdown())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
};
process.once('SIGTERM', () => stop('SIGTERM'));
process.once('SIGINT', () => stop('SIGINT'));
