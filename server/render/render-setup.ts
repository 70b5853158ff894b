import type { Server } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'express';
import { DEV_ASSETS, readBuiltAssets } from './client-assets';
import type { ClientAssets, EntryServer } from './page-renderer';
import { builtStaticFiles } from './static-files';

// Where the SSR entry and the client assets come from: the production build, or Vite in
// development. server/boot.ts wires whichever it is given; tests pass their own.

export interface RenderSetup {
  loadEntry(): Promise<EntryServer>;
  assets(): ClientAssets;
  /** Static files and dev tooling: built assets in production, Vite's middlewares in development. */
  staticMiddleware: RequestHandler[];
  close?(): Promise<void>;
}

/** The production build in `distDir` (dist/): the SSR entry is imported once, before the first request. */
export async function builtRender(distDir: string): Promise<RenderSetup> {
  const clientDir = join(distDir, 'client');
  const assets = readBuiltAssets(clientDir);
  const entry = (await import(pathToFileURL(join(distDir, 'ssr', 'entry-server.js')).href)) as EntryServer;
  return { loadEntry: async () => entry, assets: () => assets, staticMiddleware: [builtStaticFiles(clientDir)] };
}

/** Vite in middleware mode, hot reload over the app's own HTTP server. */
export async function viteRender(httpServer: Server): Promise<RenderSetup> {
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({ server: { middlewareMode: true, hmr: { server: httpServer } }, appType: 'custom' });
  return {
    loadEntry: () => vite.ssrLoadModule('/client/entry-server.tsx') as Promise<EntryServer>,
    assets: () => DEV_ASSETS,
    staticMiddleware: [vite.middlewares],
    close: () => vite.close(),
  };
}
