import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module Vite's build imports its preload helper from, in every chunk with a lazy import. */
export const VITE_PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

const LEAN_HELPER = fileURLToPath(new URL('../client/lib/navigation/lazy-import-preload.ts', import.meta.url));

/**
 * The browser build's preload helper is ours (client/lib/navigation/lazy-import-preload.ts, which
 * says what it leaves out): Vite's, in the entry of every page, was 0.55 KB gzip of a content
 * page's 118. The helper keeps Vite's name and call: Vite still writes each lazy import's list
 * of chunks.
 */
export function leanPreload(): Plugin {
  return {
    name: 'lean-preload',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: (id) => (id === VITE_PRELOAD_HELPER_ID ? LEAN_HELPER : undefined),
    },
  };
}
