import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { screenOfSource } from '../client/screens/screen-registry';
import { FIRST_LOAD_KEYS } from '../server/render/client-assets';
import { staticClosure, type ViteManifest } from '../server/render/vite-manifest';
import type { Screen } from '../shared/routes/route-table';

export interface FirstLoad {
  files: string[];
  raw: number;
  gzip: number;
}

/** The manifest's name of a screen's route module, when it has a chunk of its own. */
export function sourceOf(manifest: ViteManifest, screen: Screen): string | undefined {
  return Object.keys(manifest).find((source) => screenOfSource(source) === screen);
}

/**
 * A page's first-load JavaScript: the entry, react-dom's renderer (which the entry imports to
 * hydrate), the screen's route chunk, and every chunk they import statically (what the SSR HTML
 * preloads), raw and gzip -9 bytes. A screen without a chunk of its own is in the entry.
 */
export function firstLoad(manifest: ViteManifest, clientDir: string, screen: Screen): FirstLoad {
  const source = sourceOf(manifest, screen);
  const keys = source ? [...FIRST_LOAD_KEYS, source] : FIRST_LOAD_KEYS;
  const files = staticClosure(manifest, keys)
    .map((key) => manifest[key]!.file)
    .filter((f) => f.endsWith('.js'));
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(clientDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files, raw, gzip };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** The table the budget test prints: page type, files, raw and gzip KB, budget and target. */
export function budgetTable(rows: { page: string; load: FirstLoad; budgetKb?: number; targetKb?: number }[]): string {
  const lines = ['| page | files | raw KB | gzip KB | budget KB | target KB |', '|---|---|---|---|---|---|'];
  for (const { page, load, budgetKb, targetKb } of rows) {
    lines.push(
      `| ${page} | ${load.files.length} | ${kb(load.raw)} | ${kb(load.gzip)} | ${budgetKb ?? '–'} | ${targetKb ?? '–'} |`,
    );
  }
  return lines.join('\n');
}
