import type { Express } from 'express';
import { createApp } from '../app';
import { startBackend } from '../backend/start';
import { loadConfig, type AppConfig } from '../config.server';
import { createLogger } from '../http/logging';
import { loadRedirects } from '../http/redirects';
import { createImageRouter } from '../images/image-router.server';
import type { EntryServer } from '../render/page-renderer';

export interface TestApp {
  app: Express;
  config: AppConfig;
  backendUrl: string;
  close(): Promise<void>;
}

/**
 * The real BFF over a real embedded backend (in-memory store), rendering the real SSR entry.
 * With UPSTREAM_ECOM_URL and UPSTREAM_CMS_URL in `env` no backend starts: the BFF uses those
 * (e.g. a recording tap in front of a backend the test started).
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'http://shop.test', ...env });
  const backend = config.upstream
    ? { url: config.upstream.ecomUrl, close: async () => {} }
    : await startBackend({ dataDir: ':memory:', port: 0, secret: config.backendSecret, siteUrl: config.siteUrl });
  config.upstream = { ecomUrl: backend.url, cmsUrl: config.upstream?.cmsUrl ?? backend.url };
  const logger = createLogger('silent');
  const app = createApp({
    config,
    logger,
    redirects: loadRedirects(config.redirectsFile),
    loadEntry: () => import('../../client/entry-server') as Promise<EntryServer>,
    assets: () => ({ scripts: ['/assets/entry-test.js'], styles: ['/assets/entry-test.css'] }),
    staticMiddleware: [],
    ready: () => true,
    extraRouters: [createImageRouter({ cmsAssetsUrl: () => backend.url, allowedHosts: [new URL(backend.url).host], logger })],
  });
  return { app, config, backendUrl: backend.url, close: () => backend.close() };
}

export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
export const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
