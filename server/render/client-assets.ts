import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screenOfSource } from '../../client/screens/screen-registry';
import type { Screen } from '../../shared/routes/route-table';
import type { ClientAssets, ScreenAssets } from './page-renderer';
import { chunkFiles, type ViteManifest } from './vite-manifest';

export const CLIENT_ENTRY = 'client/entry-client.tsx';
/** react-dom's renderer, imported by the entry when it hydrates: every page loads it first too. */
export const REACT_DOM_CLIENT = 'client/react-dom-client.ts';
/** What every page runs first: the entry and the renderer it imports to hydrate. */
export const FIRST_LOAD_KEYS = [CLIENT_ENTRY, REACT_DOM_CLIENT];
/** The web fonts' stylesheet, an entry of its own in the build (vite.config.ts). */
export const WEB_FONTS_ENTRY = 'client/styles/web-fonts.css';

export function readManifest(clientDir: string): ViteManifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

/**
 * Production: the hashed entry script and its CSS from Vite's build manifest, and per screen
 * the chunks its page needs at once (the screen's route chunk and everything both import
 * statically), worked out here once; each page then preloads its matched screens' chunks.
 */
export function builtAssets(manifest: ViteManifest): ClientAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The build manifest has no entry ${CLIENT_ENTRY}: run npm run build`);
  const base = chunkFiles(manifest, FIRST_LOAD_KEYS);
  const entryScript = `/${entry.file}`;
  const perScreen = new Map<Screen, ScreenAssets>();
  // Each route module with a chunk of its own; a screen bundled into the entry (the catch-all's
  // placeholder) has none and needs what every page loads.
  for (const source of Object.keys(manifest)) {
    const screen = screenOfSource(source);
    if (!screen) continue;
    const files = chunkFiles(manifest, [...FIRST_LOAD_KEYS, source]);
    perScreen.set(screen, {
      modules: files.scripts.filter((f) => f !== entryScript),
      styles: files.styles,
      module: `/${manifest[source]!.file}`,
    });
  }
  const none: ScreenAssets = { modules: base.scripts.filter((f) => f !== entryScript), styles: base.styles };
  const fonts = manifest[WEB_FONTS_ENTRY]?.file;
  return {
    scripts: [entryScript],
    styles: base.styles,
    ...(fonts ? { fonts: `/${fonts}` } : {}),
    forScreens(screens) {
      if (screens.length === 0) return none;
      if (screens.length === 1) return perScreen.get(screens[0]!) ?? none;
      const modules = new Set<string>();
      const styles = new Set<string>();
      for (const screen of screens) {
        const own = perScreen.get(screen) ?? none;
        for (const m of own.modules) modules.add(m);
        for (const s of own.styles) styles.add(s);
      }
      return { modules: [...modules], styles: [...styles] };
    },
  };
}

export function readBuiltAssets(clientDir: string): ClientAssets {
  return builtAssets(readManifest(clientDir));
}

/** Development: Vite serves sources and injects CSS from the modules (no preloads: modules load as imported). */
export const DEV_ASSETS: ClientAssets = { scripts: ['/@vite/client', `/${CLIENT_ENTRY}`], styles: [] };
