import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientAssets } from './page-renderer';

export const CLIENT_ENTRY = 'client/entry-client.tsx';

interface ManifestChunk { file: string; css?: string[]; imports?: string[]; assets?: string[] }

/** The Latin files of the two web fonts (client/styles/fonts.css): headings and text on the first screen. */
export const PRELOADED_FONT = /\/(fraunces|inter)-latin-wght-normal-[\w-]+\.woff2$/;

/** Production: the hashed entry script and its CSS from Vite's build manifest. */
export function readBuiltAssets(clientDir: string): ClientAssets {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The build manifest has no entry ${CLIENT_ENTRY}: run npm run build`);
  const styles = new Set<string>(entry.css ?? []);
  for (const imp of entry.imports ?? []) for (const css of manifest[imp]?.css ?? []) styles.add(css);
  const files = new Set<string>([...(entry.assets ?? []), ...Object.values(manifest).map((c) => c.file)]);
  const fonts = [...files].map((f) => `/${f}`).filter((f) => PRELOADED_FONT.test(f)).sort();
  return { scripts: [`/${entry.file}`], styles: [...styles].map((f) => `/${f}`), fonts };
}

/** Development: Vite serves sources and injects CSS from the modules. */
export const DEV_ASSETS: ClientAssets = { scripts: ['/@vite/client', `/${CLIENT_ENTRY}`], styles: [] };
