import type { EntryServer } from '../render/page-renderer';
import { startTracing } from '../telemetry/start-tracing';

// A real server process for the shutdown test (server/security/graceful-shutdown.test.ts):
// the same serve() as server/index.ts, with the test assets instead of a build, so no build is
// needed. Spawned with `node --import tsx`; configured by the environment. The SSR entry is
// loaded through Vite (the route registry is an import.meta.glob, which only Vite expands),
// before listening, as production imports the built entry at boot. As server/index.ts, tracing
// (with OTEL_EXPORTER_OTLP_ENDPOINT) starts before the server's modules are imported.
const tracing = await startTracing(process.env, 'storefront-bff');
const [{ serve }, { TEST_ASSETS }] = await Promise.all([import('../serve'), import('./test-app')]);
const { createServer: createVite } = await import('vite');
const vite = await createVite({
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'silent',
});
const entry = (await vite.ssrLoadModule('/client/entry-server.tsx')) as EntryServer;

serve({
  env: process.env,
  render: async () => ({
    loadEntry: async () => entry,
    assets: () => TEST_ASSETS,
    staticMiddleware: [],
    close: () => vite.close(),
  }),
  ...(tracing && { tracing }),
}).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
