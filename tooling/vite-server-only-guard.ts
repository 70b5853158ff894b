import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A module that holds server code: anything under `<root>/server/`, the React app's server-only
 * modules under `<root>/client/server/`, or any `*.server.*` file.
 */
export function isServerOnlyModule(id: string, root: string): boolean {
  const file = id.split('?')[0]!;
  const fromRoot = relative(root, file);
  const [top, next] = fromRoot.split(sep);
  const underServer = !fromRoot.startsWith('..') && (top === 'server' || (top === 'client' && next === 'server'));
  return underServer || /\.server\.[cm]?[jt]sx?$/.test(file);
}

export function serverOnlyMessage(id: string, importer: string | undefined, root: string): string {
  const name = relative(root, id.split('?')[0]!);
  const from = importer ? ` (imported by ${relative(root, importer)})` : '';
  return `Server-only module ${name}${from} must not enter the browser bundle: move what the browser needs to shared/, or keep the import on the server.`;
}

/**
 * Fails the browser build (and the browser side of the dev server) when a server-only module
 * would enter it, so a secret or a Node-only dependency can never ship to shoppers by accident.
 * The SSR build may import them.
 */
export function serverOnlyGuard(): Plugin {
  let root = process.cwd();
  return {
    name: 'server-only-guard',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async resolveId(source, importer, options) {
      if (this.environment.config.consumer !== 'client') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && !resolved.external && isServerOnlyModule(resolved.id, root)) {
        this.error(serverOnlyMessage(resolved.id, importer, root));
      }
      return resolved;
    },
    // Entries and ids other plugins resolve still pass through here.
    load(id) {
      if (this.environment.config.consumer === 'client' && isServerOnlyModule(id, root)) {
        this.error(serverOnlyMessage(id, undefined, root));
      }
      return null;
    },
  };
}
