import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTracing } from './telemetry/start-tracing';

// The entry point: production serves the build in dist/, --dev serves through Vite. The
// process itself (listen, signals, graceful drain, exit codes) is server/serve.ts.
const dev = process.argv.includes('--dev');
// dist/server/index.js → dist/
const distDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// Tracing starts before Express and the HTTP servers are loaded (its instrumentations hook them
// as they load), so the rest of the server is imported only now; off, nothing is started.
const tracing = await startTracing(process.env, 'storefront-bff').catch((err: Error) => {
  console.error(`tracing not started: ${err.message}`);
  return null;
});
const [{ builtRender, viteRender }, { serve }] = await Promise.all([
  import('./render/render-setup'),
  import('./serve'),
]);

serve({
  env: dev ? { NODE_ENV: 'development', ...process.env } : process.env,
  dev,
  render: (httpServer) => (dev ? viteRender(httpServer) : builtRender(distDir)),
  ...(tracing && { tracing }),
}).catch((err: Error) => {
  // A bad environment or redirect table stops the boot with a readable message.
  console.error(err.message);
  process.exit(1);
});
