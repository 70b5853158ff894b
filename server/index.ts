import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestHandler } from 'express';
import { createApp } from './app';
import { loadConfig } from './config.server';
import { createLogger } from './http/logging';
import { loadRedirects } from './http/redirects';
import { startBackend } from './backend/start';
import { createImageRouter } from './images/image-router.server';
import { DEV_ASSETS, readBuiltAssets } from './render/client-assets';
import type { ClientAssets, EntryServer } from './render/page-renderer';
import { builtStaticFiles } from './render/static-files';

// Boot: read config, start the embedded backend unless upstreams are set, listen, close gracefully.
async function main() {
  const dev = process.argv.includes('--dev');
  const config = loadConfig(dev ? { NODE_ENV: 'development', ...process.env } : process.env);
  const logger = createLogger(config.logLevel);
  const redirects = loadRedirects(config.redirectsFile);

  const backend = config.useEmbeddedBackend
    ? await startBackend({ dataDir: config.dataDir, port: config.backendPort, secret: config.backendSecret, siteUrl: config.siteUrl })
    : null;
  if (backend && config.isProduction && !process.env.BACKEND_SECRET) {
    logger.warn('BACKEND_SECRET is not set: account links are signed with the development secret');
  }
  if (backend) {
    config.upstream = { ecomUrl: backend.url, cmsUrl: backend.url };
    logger.info({ url: backend.url }, 'embedded backend started');
  }
  const upstream = config.upstream!;

  const httpServer = createServer();
  let staticMiddleware: RequestHandler[];
  let loadEntry: () => Promise<EntryServer>;
  let assets: () => ClientAssets;
  let closeVite = async () => {};

  if (dev) {
    const { createServer: createVite } = await import('vite');
    const vite = await createVite({ server: { middlewareMode: true, hmr: { server: httpServer } }, appType: 'custom' });
    staticMiddleware = [vite.middlewares];
    loadEntry = () => vite.ssrLoadModule('/client/entry-server.tsx') as Promise<EntryServer>;
    assets = () => DEV_ASSETS;
    closeVite = () => vite.close();
  } else {
    const distDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
    const clientDir = join(distDir, 'client');
    const built = readBuiltAssets(clientDir);
    const entryUrl = new URL('../ssr/entry-server.js', import.meta.url).href;
    const entry = (await import(entryUrl)) as EntryServer;
    staticMiddleware = [builtStaticFiles(clientDir)];
    loadEntry = async () => entry;
    assets = () => built;
  }

  const images = createImageRouter({
    cmsAssetsUrl: () => upstream.cmsUrl,
    allowedHosts: [new URL(upstream.cmsUrl).host, new URL(config.siteUrl).host],
    logger,
  });
  const app = createApp({
    config, logger, redirects, loadEntry, assets, staticMiddleware, dev,
    ready: () => true,
    extraRouters: [images],
  });
  httpServer.on('request', app);
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
      await closeVite();
      await backend?.close();
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
