import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

/**
 * The rules that depend on the display breakpoints (media queries cannot read CSS variables, so
 * they are written from the shared constants: layout-media.ts, search-media.ts) as a stylesheet
 * module of the build. They were a <style> in every page's head, 2 kB of each page's HTML
 *; in the app's stylesheet the browser keeps them with the rest.
 */
export const BREAKPOINT_MEDIA_MODULE = 'virtual:breakpoint-media.css';
// A path-like id, not a \0 one: Vite's CSS pipeline then treats it as any stylesheet.
const RESOLVED = '/__breakpoint-media.css';

const SOURCES = ['../client/components/layout/layout-media.ts', '../client/components/search/search-media.ts'].map(
  (p) => fileURLToPath(new URL(p, import.meta.url)),
);

/**
 * The rules, read from the app's own modules through Vite's module runner (the config itself
 * imports no app module: its loader would have to resolve the app's extensionless imports).
 */
export async function breakpointMediaCss(): Promise<string> {
  const [layout, search] = await Promise.all(
    SOURCES.map((file) => runnerImport<Record<string, unknown>>(file, { configFile: false, logLevel: 'silent' })),
  );
  return `${String(layout!.module.LAYOUT_MEDIA_CSS)}\n${String(search!.module.SEARCH_MEDIA_CSS)}`;
}

export function breakpointMedia(): Plugin {
  return {
    name: 'breakpoint-media',
    resolveId: (id) => (id === BREAKPOINT_MEDIA_MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      for (const file of SOURCES) this.addWatchFile(file);
      return breakpointMediaCss();
    },
  };
}
