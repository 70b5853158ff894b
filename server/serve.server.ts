import { createServer, type Server } from 'node:http';
import { boot, type BootOptions } from './boot';
import type { RenderSetup } from './render/render-setup';

// The process around the app: listen, signals, graceful drain, exit codes. server/index.ts
// calls it with the real render; the shutdown test spawns a process that calls it with the
// test render, so both run this same code.

export interface ServeOptions {
  env: NodeJS.ProcessEnv;
  dev?: boolean;
  /** The SSR entry and assets; Vite needs the HTTP server for hot reload. */
  render(httpServer: Server): Promise<RenderSetup>;
}

export async function serve(options: ServeOptions): Promise<void> {
  const httpServer = createServer();
  const bootOptions: BootOptions = { env: options.env, render: () => options.render(httpServer), ...(options.dev && { dev: true }) };
  const booted = await boot(bootOptions);
  const { config, logger } = booted;

  httpServer.on('request', booted.app);
  httpServer.keepAliveTimeout = 65_000; // longer than common load balancer idle timeouts
  await new Promise<void>((ok) => httpServer.listen(config.port, config.host, ok));
  const address = httpServer.address();
  logger.info({ port: typeof address === 'object' && address ? address.port : config.port, dev: Boolean(options.dev) }, `storefront listening on ${config.siteUrl}`);

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
