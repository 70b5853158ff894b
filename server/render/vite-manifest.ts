// Vite's build manifest (dist/client/.vite/manifest.json), read by the server at start (the
// modulepreload links of each page) and by the bundle budget (tooling/bundle-budget.ts).

export interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  assets?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The chunks these manifest keys load before they run: themselves and, transitively, every
 * chunk they import statically (dynamic imports are left for later). Each key once, the
 * given ones first, so the browser can ask for all of them at once (no waterfall).
 */
export function staticClosure(manifest: ViteManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
    seen.add(key);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/** The script files and stylesheets of these chunks and their static imports, as site paths. */
export function chunkFiles(manifest: ViteManifest, keys: readonly string[]): { scripts: string[]; styles: string[] } {
  const closure = staticClosure(manifest, keys);
  const styles = new Set<string>();
  for (const key of closure) for (const css of manifest[key]!.css ?? []) styles.add(`/${css}`);
  return { scripts: closure.map((key) => `/${manifest[key]!.file}`), styles: [...styles] };
}
