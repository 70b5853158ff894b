import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boot } from './boot';
import { builtRender, viteRender } from './render/render-setup';

// The process around the app (server/boot.ts wires everything else): listen, signals,
// graceful drain, exit codes.
async function main() {
  const dev = process.argv.includes('--dev');
  const httpServer = createServer();
  // dist/server/index.js → dist/
  const distDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const booted = await boot({
    env: dev ? { NODE_ENV: 'development', ...process.env } : process.env,
    dev,
    render: () => (dev ? viteRender(httpServer) : builtRender(distDir)),
  });
  const { config, logger } = booted;

  httpServer.on('request', booted.app);
  httpServer.keepAliveTimeout = 65_000; // longer than common load balancer idle timeouts
  await new Promise<void>((ok) => httpServer.listen(config.port, config.host, ok));
  const address = httpServer.address();
  logger.info({ port: typeof address === 'object' && address ? address.port : config.port, dev }, `storefront listening on ${config.siteUrl}`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    httpServer.close(async () => {
      await booted.close();
      process.exit(0);
    });
    httpServer.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: Error) => {
  // A bad environment or redirect table stops the boot with a readable message.
  console.error(err.message);
  process.exit(1);
});
