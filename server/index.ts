import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtRender, viteRender } from './render/render-setup';
import { serve } from './serve';

// The entry point: production serves the build in dist/, --dev serves through Vite. The
// process itself (listen, signals, graceful drain, exit codes) is server/serve.ts.
const dev = process.argv.includes('--dev');
// dist/server/index.js → dist/
const distDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

serve({
  env: dev ? { NODE_ENV: 'development', ...process.env } : process.env,
  dev,
  render: (httpServer) => (dev ? viteRender(httpServer) : builtRender(distDir)),
}).catch((err: Error) => {
  // A bad environment or redirect table stops the boot with a readable message.
  console.error(err.message);
  process.exit(1);
});
